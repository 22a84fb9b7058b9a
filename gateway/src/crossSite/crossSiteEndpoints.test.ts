import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { answerOf, postJson } from '../testing/gatewayCalls';
import { demo, signIn, signedIn } from '../testing/tokenRequests';

// A page on another site can make the victim's browser POST a form to the gateway (login CSRF, forced sign-out);
// the browser then sends Origin and Sec-Fetch-Site naming that site.
let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const attacker = { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-Host': 'localhost:8899' };
const ownPage = { Origin: 'http://localhost:8899', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-Host': 'localhost:8899' };

describe('cross-site state changes are refused', () => {
  it('refuses a token grant posted from another site, setting no cookie', async () => {
    const response = await signIn(gateway, {}, { headers: attacker });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await answerOf(response)).toEqual({ status: 403, body: { error: 'CROSS_SITE_REQUEST' } });
  });

  it('refuses a revoke posted from another site, so it cannot sign the victim out', async () => {
    const { refresh_token: refreshToken } = await signedIn(gateway);
    const response = await gateway.fetch(`/gateway/api/user-auth/tokens/revoke?refresh_token=${refreshToken}`, { method: 'POST', headers: attacker });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await answerOf(response)).toEqual({ status: 403, body: { error: 'CROSS_SITE_REQUEST' } });
  });

  it('refuses a registration posted from another site and creates no account', async () => {
    const response = await postJson(gateway, 'user-mgmt/user/registration', { siteId: demo.siteId, email: 'csrf@example.com' }, attacker);
    expect(await answerOf(response)).toEqual({ status: 403, body: { error: 'CROSS_SITE_REQUEST' } });
    const row = await gateway.env.DB.prepare('SELECT id FROM users WHERE email = ?').bind('csrf@example.com').first();
    expect(row).toBeNull();
  });

  it('signs in from the portal page itself', async () => {
    const response = await signIn(gateway, {}, { headers: ownPage });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('SESSION='))).toBe(true);
  });

  it('signs in from a client that is not a browser (no Origin, no Sec-Fetch-Site), as the README curl does', async () => {
    expect((await signIn(gateway)).status).toBe(200);
  });
});
