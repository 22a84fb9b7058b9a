import { describe, expect, it } from 'vitest';
import { hostLogoutUrl } from './hostLogout';

const place = { apiBase: '/api', siteId: 'localhost_sso-bank', origin: 'https://portal.example', signInPath: '/sso-bank/en_us/account/login-form/' };

describe("the host's logout (SPEC 7)", () => {
  it('goes through a path under the API base with the site and the sign-in page to come back to', () => {
    expect(hostLogoutUrl({ ...place, endpoint: 'sso/logout' })).toBe(
      'https://portal.example/api/sso/logout?client_id=localhost_sso-bank&post_logout_redirect_uri=https%3A%2F%2Fportal.example%2Fsso-bank%2Fen_us%2Faccount%2Flogin-form%2F',
    );
  });

  it("goes to the bank's own logout URL when one is configured", () => {
    const url = new URL(hostLogoutUrl({ ...place, endpoint: 'https://idp.bank.example/oidc/logout', signInPath: '/sso-bank/en_us/account/login-form/?x=1' }));
    expect(url.origin + url.pathname).toBe('https://idp.bank.example/oidc/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'localhost_sso-bank',
      post_logout_redirect_uri: 'https://portal.example/sso-bank/en_us/account/login-form/?x=1',
    });
  });
});
