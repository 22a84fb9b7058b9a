import { describe, expect, it } from 'vitest';
import {
  collectSsoParams,
  parseQueryParams,
  requiredSsoParams,
  returnUrlToStore,
  selectedCauseMaxLength,
  ssoValueMaxLength,
  type QueryParams,
} from './queryParams';
import { returnUrlMaxLength, validateReturnUrl } from './returnUrl';

const origin = 'http://localhost:8787';
const parse = (search: string | URLSearchParams) => parseQueryParams(search, origin);
/** A search string with every value encoded the way a browser would send it. */
const query = (entries: Record<string, string>) => `?${new URLSearchParams(entries).toString()}`;

const validSso = {
  client_id: 'portal-web',
  response_type: 'code',
  scope: 'openid profile email',
  state: 'af0ifjsldkj',
  nonce: 'n-0S6_WzA2Mj',
} as const;

describe('parseQueryParams reads the SPEC 2 parameters', () => {
  /** The parsed result holding just these fields and no SSO parameters. */
  const only = (fields: Omit<QueryParams, 'sso'>): QueryParams => ({ ...fields, sso: {} });
  const longestCause = 'c'.repeat(selectedCauseMaxLength);

  it.each<[string, string, QueryParams]>([
    ['nothing from an empty search', '', only({})],
    ['a valid return URL', '?returnurl=%2Fen_us%2Faccount%2Fprofile%2F', only({ returnUrl: '/en_us/account/profile/' })],
    ['a return URL from a search without its question mark', 'returnurl=/en_us/', only({ returnUrl: '/en_us/' })],
    [
      'an absolute same-origin return URL as its path',
      query({ returnurl: `${origin}/pt_br/account/edit-pan/?tab=cards` }),
      only({ returnUrl: '/pt_br/account/edit-pan/?tab=cards' }),
    ],
    [
      'an encoded space in the return URL kept encoded',
      query({ returnurl: '/en_us/offers/summer%20sale/' }),
      only({ returnUrl: '/en_us/offers/summer%20sale/' }),
    ],
    ['the site id', '?siteid=localhost', only({ siteId: 'localhost' })],
    ['isMobile=true as true', '?isMobile=true', only({ isMobile: true })],
    ['isMobile=false as false', '?isMobile=false', only({ isMobile: false })],
    ['a selected cause', '?selectedCause=ocean-cleanup_2', only({ selectedCause: 'ocean-cleanup_2' })],
    ['a selected cause of the longest length', `?selectedCause=${longestCause}`, only({ selectedCause: longestCause })],
    ['editPw without a value as present', '?editPw', only({ editPw: true })],
    ['editPw with any value as present', '?editPw=1', only({ editPw: true })],
    [
      'every parameter together',
      `${query({ returnurl: '/en_us/donate/', siteid: 'bank.example_en_us', isMobile: 'true', selectedCause: 'ocean', ...validSso })}&editPw`,
      {
        returnUrl: '/en_us/donate/',
        siteId: 'bank.example_en_us',
        isMobile: true,
        selectedCause: 'ocean',
        editPw: true,
        sso: validSso,
      },
    ],
  ])('reads %s', (_, search, expected) => {
    expect(parse(search)).toStrictEqual(expected);
  });

  it('reads the same values from URLSearchParams as from the search string', () => {
    const search = query({ returnurl: '/en_us/account/profile/', selectedCause: 'ocean', ...validSso });
    expect(parse(new URLSearchParams(search))).toStrictEqual(parse(search));
  });

  it('reads parameter names exactly as SPEC 2 spells them', () => {
    expect(parse('?returnUrl=%2Fen_us%2F&siteId=localhost&ismobile=true&selectedcause=ocean&editpw')).toStrictEqual({ sso: {} });
  });
});

describe('parseQueryParams drops invalid values', () => {
  it.each<[string, string, keyof QueryParams]>([
    ['a scheme-relative return URL', query({ returnurl: '//evil.example' }), 'returnUrl'],
    ['a javascript: return URL', query({ returnurl: 'javascript:alert(1)' }), 'returnUrl'],
    ['a return URL on another host', query({ returnurl: 'https://evil.example/' }), 'returnUrl'],
    ['a return URL whose slashes were encoded once more', '?returnurl=%252F%252Fevil.example', 'returnUrl'],
    ['a return URL with an encoded tag', '?returnurl=%2F%253Cscript%253E', 'returnUrl'],
    ['an empty return URL', '?returnurl=', 'returnUrl'],
    ['a site id holding a tag', query({ siteid: '<script>' }), 'siteId'],
    ['an empty site id', '?siteid=', 'siteId'],
    ['an oversize site id', `?siteid=${'a'.repeat(201)}`, 'siteId'],
    ['isMobile other than true or false', '?isMobile=yes', 'isMobile'],
    ['isMobile in capitals', '?isMobile=TRUE', 'isMobile'],
    ['an empty isMobile', '?isMobile=', 'isMobile'],
    ['a selected cause holding a tag', query({ selectedCause: '<b>' }), 'selectedCause'],
    ['a selected cause holding a space', query({ selectedCause: 'ocean cleanup' }), 'selectedCause'],
    ['a selected cause holding a path sequence', query({ selectedCause: '../x' }), 'selectedCause'],
    ['a selected cause holding a URL', query({ selectedCause: 'https://evil.example' }), 'selectedCause'],
    ['a selected cause holding an escape', '?selectedCause=a%252Fb', 'selectedCause'],
    ['an oversize selected cause', `?selectedCause=${'c'.repeat(selectedCauseMaxLength + 1)}`, 'selectedCause'],
    ['an empty selected cause', '?selectedCause=', 'selectedCause'],
  ])('drops %s', (_, search, key) => {
    expect(parse(search)).not.toHaveProperty(key);
  });
});

describe('parseQueryParams treats a repeated parameter as absent (parameter pollution)', () => {
  it.each<[string, string]>([
    ['returnurl', '/en_us/account/profile/'],
    ['siteid', 'localhost'],
    ['isMobile', 'true'],
    ['selectedCause', 'ocean'],
    ['editPw', ''],
    ['client_id', 'portal-web'],
    ['state', 'af0ifjsldkj'],
    ['redirect_uri', 'https://bank.example/cb'],
    ['last_visited_path', '/en_us/account/profile/'],
  ])('drops %s given twice, even with equal values', (name, value) => {
    const search = `?${name}=${encodeURIComponent(value)}&${name}=${encodeURIComponent(value)}`;
    expect(parse(search)).toStrictEqual({ sso: {} });
  });

  it('drops a repeated return URL whose second copy is hostile', () => {
    expect(parse('?returnurl=%2Fen_us%2F&returnurl=%2F%2Fevil.example')).not.toHaveProperty('returnUrl');
  });

  it('keeps the other parameters when one is repeated', () => {
    expect(parse('?returnurl=%2Fen_us%2F&selectedCause=a&selectedCause=b&isMobile=true')).toStrictEqual({
      returnUrl: '/en_us/',
      isMobile: true,
      sso: {},
    });
  });
});

describe('parseQueryParams takes the required SSO parameters only when valid (SPEC 5)', () => {
  it.each<[string, string]>([
    ['a scope list', 'openid profile email'],
    ['a base64url value with padding', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0='],
    ['a value with tilde, plus and comma', 'a~b+c,d'],
    ['a value of the longest length', 'a'.repeat(ssoValueMaxLength)],
  ])('takes %s', (_, value) => {
    expect(parse(query({ ...validSso, state: value })).sso.state).toBe(value);
  });

  it.each<[string, string]>([
    ['a tag', '<script>alert(1)</script>'],
    ['an attribute breakout', '"><svg onload=alert(1)>'],
    ['an escaped tag', '%3Cscript%3E'],
    ['an http URL', 'https://evil.example/cb'],
    ['a scheme-relative URL', '//evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a parent-path sequence', '../../etc/passwd'],
    ['a current-path sequence', './x'],
    ['a bare parent segment', '..'],
    ['a backslash path', '..\\x'],
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['a null byte', 'a\u0000b'],
    ['a delete character', 'a\u007fb'],
    ['a leading space', ' abc'],
    ['a trailing space', 'abc '],
    ['an empty value', ''],
    ['an oversize value', 'a'.repeat(ssoValueMaxLength + 1)],
  ])('drops a value holding %s', (_, value) => {
    expect(parse(query({ ...validSso, state: value })).sso).not.toHaveProperty('state');
  });
});

describe('parseQueryParams takes the optional SSO parameters as given', () => {
  it.each<[string, string]>([
    ['redirect_uri', 'https://bank.example/sso/callback?x=1'],
    ['redirect_uri', 'com.bank.app://callback'],
    ['last_visited_path', '/en_us/account/profile/'],
    ['last_visited_path', 'a'.repeat(returnUrlMaxLength)],
  ])('takes %s %j unchanged', (name, value) => {
    expect(parse(query({ [name]: value })).sso).toStrictEqual({ [name]: value });
  });

  it.each<[string, string]>([
    ['redirect_uri', 'a'.repeat(returnUrlMaxLength + 1)],
    ['last_visited_path', '/en_us/\r\nSet-Cookie:x=1'],
    ['last_visited_path', '/en_us/\u0000'],
    ['redirect_uri', ''],
  ])('drops %s %j', (name, value) => {
    expect(parse(query({ [name]: value })).sso).toStrictEqual({});
  });
});

describe('returnurl into an app (SPEC 4 deep link)', () => {
  it('keeps an app URL apart from the return URL, which stays same-origin only', () => {
    expect(parse(query({ returnurl: 'bankapp://cards?id=1' }))).toMatchObject({ appReturnUrl: 'bankapp://cards?id=1' });
    expect(parse(query({ returnurl: 'bankapp://cards?id=1' })).returnUrl).toBeUndefined();
  });

  it.each(['bankapp://<x>', "bankapp://x'y", 'bankapp:x', '/en_us/account/profile/'])('keeps no app URL for %s', (value) => {
    expect(parse(query({ returnurl: value })).appReturnUrl).toBeUndefined();
  });
});

describe('collectSsoParams', () => {
  it('collects the five required parameters and the optional two when given', () => {
    const search = query({ ...validSso, redirect_uri: 'https://bank.example/cb', last_visited_path: '/en_us/account/profile/' });
    expect(collectSsoParams(parse(search))).toStrictEqual({
      ...validSso,
      redirect_uri: 'https://bank.example/cb',
      last_visited_path: '/en_us/account/profile/',
    });
  });

  it('collects only the five required parameters when the optional ones are absent', () => {
    expect(collectSsoParams(parse(query(validSso)))).toStrictEqual(validSso);
  });

  it.each(requiredSsoParams)('collects nothing when %s is missing', (name) => {
    const entries: Record<string, string> = { ...validSso, redirect_uri: 'https://bank.example/cb' };
    delete entries[name];
    expect(collectSsoParams(parse(query(entries)))).toBeUndefined();
  });

  it.each(requiredSsoParams)('collects nothing when %s is invalid', (name) => {
    expect(collectSsoParams(parse(query({ ...validSso, [name]: 'https://evil.example' })))).toBeUndefined();
  });

  it.each(requiredSsoParams)('collects nothing when %s is repeated', (name) => {
    expect(collectSsoParams(parse(`${query(validSso)}&${name}=again`))).toBeUndefined();
  });
});

describe('returnUrlToStore (SPEC 2 "Page behaviour")', () => {
  const long = `/${'a'.repeat(returnUrlMaxLength - 1)}`;

  it.each<[string, string, string | undefined, string]>([
    ['stores a valid return URL as it is', '/en_us/account/profile/', undefined, '/en_us/account/profile/'],
    ['appends the cause with a question mark', '/en_us/donate/', 'ocean', '/en_us/donate/?selectedCause=ocean'],
    ['appends the cause with an ampersand after a query', '/en_us/donate/?a=1', 'ocean', '/en_us/donate/?a=1&selectedCause=ocean'],
    ['appends the cause to an empty query', '/en_us/donate/?', 'ocean', '/en_us/donate/?selectedCause=ocean'],
    ['appends the cause after a trailing ampersand', '/en_us/donate/?a=1&', 'ocean', '/en_us/donate/?a=1&selectedCause=ocean'],
    ['appends the cause before a fragment', '/en_us/donate/#top', 'ocean', '/en_us/donate/?selectedCause=ocean#top'],
    ['appends the cause between query and fragment', '/en_us/donate/?a=1#top', 'ocean', '/en_us/donate/?a=1&selectedCause=ocean#top'],
    ['appends the cause before a fragment holding a question mark', '/en_us/donate/#a?b=1', 'ocean', '/en_us/donate/?selectedCause=ocean#a?b=1'],
    [
      'appends the cause when only the fragment names it',
      '/en_us/donate/#selectedCause=forest',
      'ocean',
      '/en_us/donate/?selectedCause=ocean#selectedCause=forest',
    ],
    ['keeps a URL that already carries a cause', '/en_us/donate/?selectedCause=forest', 'ocean', '/en_us/donate/?selectedCause=forest'],
    ['keeps a URL that carries a cause after other parameters', '/en_us/?a=1&selectedCause=f#top', 'ocean', '/en_us/?a=1&selectedCause=f#top'],
    ['keeps a URL that carries an empty cause', '/en_us/donate/?selectedCause=', 'ocean', '/en_us/donate/?selectedCause='],
    ['keeps a URL the cause would push over the length limit', long, 'ocean', long],
  ])('%s', (_, returnUrl, selectedCause, expected) => {
    expect(returnUrlToStore({ returnUrl, ...(selectedCause === undefined ? {} : { selectedCause }) })).toBe(expected);
    expect(validateReturnUrl(expected, { origin })).toEqual({ ok: true, path: expected });
  });

  it.each<[string, string, string | undefined]>([
    ['stores nothing without a return URL', '?selectedCause=ocean', undefined],
    ['stores nothing for an invalid return URL', query({ returnurl: '//evil.example', selectedCause: 'ocean' }), undefined],
    ['stores nothing for a repeated return URL', '?returnurl=%2Fen_us%2F&returnurl=%2Fen_us%2F&selectedCause=ocean', undefined],
    ['stores the URL without an invalid cause', query({ returnurl: '/en_us/donate/', selectedCause: '"><b>' }), '/en_us/donate/'],
    ['stores the URL without a repeated cause', '?returnurl=%2Fen_us%2Fdonate%2F&selectedCause=a&selectedCause=b', '/en_us/donate/'],
    ['stores the URL with a valid cause', query({ returnurl: '/en_us/?a=1#top', selectedCause: 'ocean' }), '/en_us/?a=1&selectedCause=ocean#top'],
  ])('%s, from the query string', (_, search, expected) => {
    expect(returnUrlToStore(parse(search))).toBe(expected);
  });
});
