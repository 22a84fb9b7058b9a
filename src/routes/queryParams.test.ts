import { describe, expect, it } from 'vitest';
import { collectSsoParams, parseQueryParams, returnUrlToStore } from './queryParams';

const origin = 'http://localhost:8787';
const parse = (search: string) => parseQueryParams(search, origin);

describe('query parameters of SPEC 2', () => {
  it('takes a valid return URL', () => {
    expect(parse('?returnurl=%2Fen_us%2Faccount%2Fprofile%2F').returnUrl).toBe('/en_us/account/profile/');
  });

  it('drops an invalid return URL', () => {
    expect(parse('?returnurl=%2F%2Fevil.example').returnUrl).toBeUndefined();
  });

  it('drops a repeated return URL (parameter pollution)', () => {
    expect(parse('?returnurl=%2Fen_us%2F&returnurl=%2F%2Fevil.example').returnUrl).toBeUndefined();
  });

  it('reads siteid, isMobile, selectedCause and editPw', () => {
    expect(parse('?siteid=localhost&isMobile=true&selectedCause=ocean-cleanup&editPw')).toMatchObject({
      siteId: 'localhost',
      isMobile: true,
      selectedCause: 'ocean-cleanup',
      editPw: true,
    });
  });

  it.each([
    ['?siteid=%3Cscript%3E', 'siteId'],
    ['?isMobile=yes', 'isMobile'],
    ['?selectedCause=%3Cb%3E', 'selectedCause'],
  ] as const)('drops an invalid %s', (search, key) => {
    expect(parse(search)[key]).toBeUndefined();
  });
});

describe('SSO parameters (SPEC 5)', () => {
  const valid = '?client_id=portal-web&response_type=code&scope=openid profile&state=abc123&nonce=n-0S6_WzA2Mj';

  it('collects the five required parameters when all are valid, plus the optional ones as given', () => {
    expect(collectSsoParams(parse(`${valid}&redirect_uri=https://bank.example/cb&last_visited_path=/en_us/account/profile/`))).toEqual({
      client_id: 'portal-web',
      response_type: 'code',
      scope: 'openid profile',
      state: 'abc123',
      nonce: 'n-0S6_WzA2Mj',
      redirect_uri: 'https://bank.example/cb',
      last_visited_path: '/en_us/account/profile/',
    });
  });

  it.each([
    ['a tag', 'state=%3Cscript%3E'],
    ['a URL', 'state=https://evil.example'],
    ['a relative path sequence', 'state=../../x'],
    ['a control character', 'state=a%0Ab'],
    ['an oversize value', `state=${'a'.repeat(513)}`],
  ])('drops a required parameter holding %s, and so collects none', (_, bad) => {
    const search = valid.replace('state=abc123', bad);
    expect(parse(search).sso.state).toBeUndefined();
    expect(collectSsoParams(parse(search))).toBeUndefined();
  });

  it('collects nothing when a required parameter is missing', () => {
    expect(collectSsoParams(parse('?client_id=a&response_type=code'))).toBeUndefined();
  });
});

describe('the return URL to store', () => {
  it.each([
    [{ returnUrl: '/en_us/account/profile/' }, '/en_us/account/profile/'],
    [{ returnUrl: '/en_us/donate/', selectedCause: 'ocean' }, '/en_us/donate/?selectedCause=ocean'],
    [{ returnUrl: '/en_us/donate/?a=1', selectedCause: 'ocean' }, '/en_us/donate/?a=1&selectedCause=ocean'],
    [{ returnUrl: '/en_us/donate/?a=1#top', selectedCause: 'ocean' }, '/en_us/donate/?a=1&selectedCause=ocean#top'],
    [{ returnUrl: '/en_us/donate/?selectedCause=forest', selectedCause: 'ocean' }, '/en_us/donate/?selectedCause=forest'],
  ])('%j -> %s', (params, expected) => {
    expect(returnUrlToStore(params)).toBe(expected);
  });

  it('stores nothing without a valid return URL', () => {
    expect(returnUrlToStore({ selectedCause: 'ocean' })).toBeUndefined();
  });
});
