import { describe, expect, it } from 'vitest';
import { parseGatewayEndpoints, referenceEndpoints } from './gatewayEndpoints';

describe('the configurable gateway endpoints (SPEC 7)', () => {
  it("takes the reference gateway's paths when nothing is set", () => {
    expect(parseGatewayEndpoints({})).toEqual(referenceEndpoints);
    expect(parseGatewayEndpoints({ GATEWAY_KIND: 'reference', CARD_ASSETS_URL: '' })).toEqual(referenceEndpoints);
  });

  it('takes each configured path', () => {
    expect(
      parseGatewayEndpoints({
        GATEWAY_KIND: 'issuer',
        CARD_ASSETS_URL: 'bank/v2/cards',
        CARD_VALIDATION_URL: ' bank/v2/cards/check ',
        PREAUTH_URL: 'oauth2/token?audience=portal',
        SSO_AUTHORIZE_URL: 'bank/sso/start',
      }),
    ).toEqual({
      ...referenceEndpoints,
      cardAssets: 'bank/v2/cards',
      cardValidation: 'bank/v2/cards/check',
      preAuth: 'oauth2/token?audience=portal',
      ssoAuthorize: 'bank/sso/start',
    });
  });

  it.each([
    ['CARD_ASSETS_URL', { CARD_VALIDATION_URL: 'bank/check' }],
    ['CARD_VALIDATION_URL', { CARD_ASSETS_URL: 'bank/cards' }],
  ])("fails naming %s when an issuer's gateway leaves it unset", (variable, set) => {
    expect(() => parseGatewayEndpoints({ GATEWAY_KIND: 'issuer', ...set })).toThrow(`${variable}: must be set for an issuer's gateway`);
  });

  it.each([
    ['CARD_ASSETS_URL', 'https://bank.example/cards', 'no scheme'],
    ['CARD_ASSETS_URL', '/user-attribute/user/assets', 'no leading slash'],
    ['CARD_ASSETS_URL', 'bank//cards', 'no scheme'],
    ['CARD_VALIDATION_URL', 'bank/../admin', '. or ..'],
    ['CARD_ASSETS_URL', 'bank/cards?x=1', 'may not carry a query'],
    ['PREAUTH_URL', 'token?a=b c', 'spaces'],
  ])('refuses %s=%s, saying why', (variable, value, why) => {
    expect(() => parseGatewayEndpoints({ [variable]: value })).toThrow(new RegExp(`^${variable}: .*${why.replace(/[.]/g, '\\.')}`));
  });

  it("takes the host's logout as a path or as an https URL of the bank", () => {
    expect(parseGatewayEndpoints({ HOST_LOGOUT_URL: 'bank/logout' }).hostLogout).toBe('bank/logout');
    expect(parseGatewayEndpoints({ HOST_LOGOUT_URL: 'https://idp.bank.example/oidc/logout' }).hostLogout).toBe('https://idp.bank.example/oidc/logout');
  });

  it.each(['http://idp.bank.example/logout', 'https://user:pw@idp.bank.example/logout', 'https://idp.bank.example/logout?next=x', 'javascript:alert(1)'])(
    'refuses HOST_LOGOUT_URL=%s',
    (value) => {
      expect(() => parseGatewayEndpoints({ HOST_LOGOUT_URL: value })).toThrow(/^HOST_LOGOUT_URL: /);
    },
  );

  it('refuses an unknown gateway kind, naming GATEWAY_KIND', () => {
    expect(() => parseGatewayEndpoints({ GATEWAY_KIND: 'bank' })).toThrow("GATEWAY_KIND: expected reference or issuer, got 'bank'");
  });
});
