import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../site/flags';
import { ssoParamsOfVisit } from './ssoParams';

const sso = { client_id: 'bank-app', response_type: 'code', scope: 'openid profile', state: 's-1', nonce: 'n-1' };
const visit = (entries: Record<string, string>, search = `?${new URLSearchParams(entries).toString()}`) => ({
  search,
  origin: 'https://portal.example',
  location: { locale: 'en_us', issuer: 'sso-bank' } as const,
  flags: defaultFlags,
});

describe('SSO parameters are collected only when the return URL passes (SPEC 5)', () => {
  it('collects them from a visit that names no return location', () => {
    expect(ssoParamsOfVisit(visit(sso))).toEqual(sso);
  });

  it.each([
    ['returnurl', { returnurl: '/sso-bank/en_us/account/edit-pan/' }],
    ['last_visited_path', { last_visited_path: '/sso-bank/en_us/account/cashback-statement/' }],
    ['an absolute returnurl of this origin', { returnurl: 'https://portal.example/sso-bank/en_us/account/profile/' }],
  ])('collects them when the %s leads to a signed-in screen of this site', (_name, extra) => {
    expect(ssoParamsOfVisit(visit({ ...sso, ...extra }))).toEqual({ ...sso, ...('last_visited_path' in extra ? extra : {}) });
  });

  it.each([
    ['a returnurl of another origin', { returnurl: 'https://evil.example/sso-bank/en_us/account/profile/' }],
    ['a scheme-relative returnurl', { returnurl: '//evil.example/x' }],
    ['a returnurl to the API', { returnurl: '/api/user-auth/tokens/revoke' }],
    ["a returnurl of another issuer's pages", { returnurl: '/demo-bank/en_us/account/profile/' }],
    ['a returnurl to the sign-in page', { returnurl: '/sso-bank/en_us/account/login-form/' }],
    ['a last_visited_path of another origin', { last_visited_path: 'https://evil.example/' }],
    ['a last_visited_path with a dot segment', { last_visited_path: '/sso-bank/en_us/account/../../x' }],
  ])('collects none when the visit brings %s', (_name, extra) => {
    expect(ssoParamsOfVisit(visit({ ...sso, ...extra }))).toBeUndefined();
  });

  it('collects none when returnurl is given twice', () => {
    const search = `?${new URLSearchParams(sso).toString()}&returnurl=%2Fsso-bank%2Fen_us%2Faccount%2Fprofile%2F&returnurl=%2Fx`;
    expect(ssoParamsOfVisit(visit({}, search))).toBeUndefined();
  });

  it('collects none when a required parameter is missing, whatever the return URL', () => {
    expect(ssoParamsOfVisit(visit({ ...sso, nonce: '', returnurl: '/sso-bank/en_us/account/profile/' }))).toBeUndefined();
  });
});
