import { describe, expect, it } from 'vitest';
import { ssoAuthorizeRequestSchema } from '../../api/contracts/sso';
import { ssoAuthorizeRequest } from './singleSignOn';

const location = { siteId: 'localhost_sso-bank', locale: 'en_us' } as const;

describe('ssoAuthorizeRequest (SPEC 5 SSO parameters)', () => {
  it('forwards the SSO parameters the visit brought', () => {
    const collected = {
      client_id: 'bank-app',
      response_type: 'code',
      scope: 'openid profile',
      state: 's-1',
      nonce: 'n-1',
      last_visited_path: '/sso-bank/en_us/account/edit-pan/',
    };
    expect(ssoAuthorizeRequest(location, collected, '/elsewhere/')).toEqual({ siteId: 'localhost_sso-bank', locale: 'en_us', ...collected });
  });

  it('makes its own as relying party, fresh state and nonce each time, landing on the stored return URL', () => {
    const first = ssoAuthorizeRequest(location, undefined, '/sso-bank/en_us/account/cashback-statement/');
    const second = ssoAuthorizeRequest(location, undefined, undefined);
    expect(first).toMatchObject({
      client_id: 'localhost_sso-bank',
      response_type: 'code',
      scope: 'openid',
      last_visited_path: '/sso-bank/en_us/account/cashback-statement/',
    });
    expect(first.state).not.toBe(second.state);
    expect(first.nonce).not.toBe(second.nonce);
    expect(second.last_visited_path).toBeUndefined();
    expect(ssoAuthorizeRequestSchema.safeParse(first).success).toBe(true);
  });
});
