import { describe, expect, it } from 'vitest';
import { returnUrlMaxLength, validateReturnUrl } from './returnUrl';

const origin = 'http://localhost:8787';
const check = (raw: string) => validateReturnUrl(raw, { origin });

/** [category, input]: every row must be rejected. */
const hostile: Array<[string, string]> = [
  ['scheme-relative', '//evil.example'],
  ['scheme-relative', '//evil.example/en_us/account/profile/'],
  ['scheme-relative', '///evil.example'],
  ['scheme-relative', '////evil.example'],
  ['scheme-relative with backslash', '/\\evil.example'],
  ['scheme-relative with backslashes', '\\\\evil.example'],
  ['scheme-relative mixed', '\\/evil.example'],
  ['scheme-relative mixed', '/\\/evil.example'],
  ['scheme-relative mixed', '//\\evil.example'],
  ['backslash in path', '/en_us\\..\\..\\evil'],
  ['tab', '/\t/evil.example'],
  ['tab inside', '/en_us/account/\tprofile/'],
  ['line feed', '/\n/evil.example'],
  ['carriage return', '/en_us/\r\nSet-Cookie:x=1'],
  ['null byte', '/en_us/\u0000'],
  ['delete character', '/en_us/\u007f'],
  ['escape character', '/en_us/\u001b[31m'],
  ['line separator', '/en_us/\u2028'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded line feed', '/en_us/%0aSet-Cookie:x=1'],
  ['encoded carriage return', '/en_us/%0d%0a'],
  ['encoded null', '/en_us/%00'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript scheme any case', 'JaVaScRiPt:alert(1)'],
  ['javascript with leading space', ' javascript:alert(1)'],
  ['javascript with embedded tab', 'java\tscript:alert(1)'],
  ['javascript with encoded tab', 'java%09script:alert(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['data scheme base64', 'data:text/html;base64,PHNjcmlwdD4='],
  ['vbscript scheme', 'vbscript:msgbox(1)'],
  ['file scheme', 'file:///etc/passwd'],
  ['blob scheme', 'blob:http://localhost:8787/uuid'],
  ['ftp scheme', 'ftp://evil.example/'],
  ['mailto scheme', 'mailto:a@evil.example'],
  ['https to another host', 'https://evil.example/'],
  ['http to another host', 'http://evil.example/en_us/account/profile/'],
  ['user-info trick', 'http://localhost:8787@evil.example/'],
  ['user-info trick with path', 'http://localhost:8787@evil.example/en_us/account/profile/'],
  ['user-info with credentials', 'http://user:pass@localhost:8787/en_us/'],
  ['user-info fragment trick', 'http://evil.example#@localhost:8787/'],
  ['user-info scheme-relative', '//user@evil.example'],
  ['at sign in path', '/@evil.example'],
  ['look-alike subdomain', 'http://localhost.evil.example/'],
  ['look-alike prefix', 'http://evil-localhost:8787/'],
  ['suffix host', 'http://localhost:8787.evil.example/'],
  ['unicode look-alike host', 'http://lоcalhost:8787/'],
  ['punycode host', 'http://xn--lcalhost-9fg:8787/'],
  ['other port', 'http://localhost:8788/en_us/'],
  ['other scheme same host', 'https://localhost:8787/en_us/'],
  ['origin without path', 'http://localhost:8787'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['encoded slashes lower case', '/%2f%2fevil.example'],
  ['fully encoded scheme-relative', '%2F%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['double-encoded backslash', '/%255Cevil.example'],
  ['encoded at sign', '/%40evil.example'],
  ['encoded colon', '/javascript%3Aalert(1)'],
  ['raw tag', '/<script>alert(1)</script>'],
  ['encoded tag', '/%3Cscript%3Ealert(1)%3C/script%3E'],
  ['double-encoded tag', '/%253Cscript%253E'],
  ['attribute breakout', '/"><svg onload=alert(1)>'],
  ['single-quote breakout', "/en_us/'onmouseover='alert(1)"],
  ['backtick', '/en_us/`alert(1)`'],
  ['dot-segments up', '/../../evil'],
  ['dot-segment current', '/./\\evil'],
  ['dot-segments to double slash', '/en_us/../..//evil.example'],
  ['encoded dot-segments', '/%2e%2e/%2e%2e/'],
  ['dot-segment at end', '/en_us/account/..'],
  ['relative path', 'en_us/account/profile/'],
  ['relative dot path', './profile'],
  ['bare host', 'evil.example'],
  ['empty', ''],
  ['oversize', `/${'a'.repeat(returnUrlMaxLength)}`],
];

describe('return URL validator rejects hostile input', () => {
  it('has a table of at least 60 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60);
  });

  it.each(hostile)('rejects %s: %j', (_, raw) => {
    expect(check(raw).ok).toBe(false);
  });
});

describe('return URL validator accepts same-origin paths', () => {
  it.each([
    ['/en_us/account/profile/', '/en_us/account/profile/'],
    ['/pt_br/account/edit-pan/?tab=cards', '/pt_br/account/edit-pan/?tab=cards'],
    ['/en_us/account/cashback-statement/#top', '/en_us/account/cashback-statement/#top'],
    ['/demo-bank/en_us/account/profile/?a=1&b=2', '/demo-bank/en_us/account/profile/?a=1&b=2'],
    ['/en_us/offers/summer%20sale/', '/en_us/offers/summer%20sale/'],
    ['/ja_jp/特典/', '/ja_jp/特典/'],
    ['/', '/'],
    ['http://localhost:8787/en_us/account/profile/?a=1', '/en_us/account/profile/?a=1'],
  ])('accepts %j as %j', (raw, path) => {
    expect(check(raw)).toEqual({ ok: true, path });
  });
});

describe('rejection reasons', () => {
  it.each([
    ['//evil.example', 'scheme-relative'],
    ['javascript:alert(1)', 'scheme'],
    ['http://localhost:8787@evil.example/', 'user-info'],
    ['https://evil.example/', 'other-origin'],
    ['/%2F%2Fevil.example', 'encoded-character'],
    ['/../../evil', 'dot-segment'],
    ['/a\nb', 'control-character'],
  ] as const)('names the category of %j as %s', (raw, reason) => {
    expect(check(raw)).toEqual({ ok: false, reason });
  });
});
