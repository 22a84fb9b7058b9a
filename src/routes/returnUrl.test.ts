import { describe, expect, it } from 'vitest';
import { returnUrlMaxLength, returnUrlRejections, validateReturnUrl, type ReturnUrlRejection } from './returnUrl';

const origin = 'http://localhost:8787';
const check = (raw: string) => validateReturnUrl(raw, { origin });

/** [attack, input, category it is refused under]: every row must be rejected. */
const hostile: Array<[string, string, ReturnUrlRejection]> = [
  // Scheme-relative, with any mix of '/' and '\'.
  ['a scheme-relative URL', '//evil.example', 'scheme-relative'],
  ['a scheme-relative URL with a portal path', '//evil.example/en_us/account/profile/', 'scheme-relative'],
  ['a scheme-relative URL with three slashes', '///evil.example', 'scheme-relative'],
  ['a scheme-relative URL with four slashes', '////evil.example', 'scheme-relative'],
  ['a scheme-relative URL after the origin', 'http://localhost:8787//evil.example', 'scheme-relative'],
  ['a scheme-relative URL with slash then backslash', '/\\evil.example', 'backslash'],
  ['a scheme-relative URL with two backslashes', '\\\\evil.example', 'backslash'],
  ['a scheme-relative URL with backslash then slash', '\\/evil.example', 'backslash'],
  ['a scheme-relative URL with slash, backslash, slash', '/\\/evil.example', 'backslash'],
  ['a scheme-relative URL with two slashes then backslash', '//\\evil.example', 'backslash'],
  ['a single backslash', '\\evil.example', 'backslash'],
  ['backslash dot-segments', '/en_us\\..\\..\\evil', 'backslash'],
  // Controls, raw and percent-encoded.
  ['a tab between slashes', '/\t/evil.example', 'control-character'],
  ['a tab inside a segment', '/en_us/account/\tprofile/', 'control-character'],
  ['a leading tab', '\t/en_us/', 'control-character'],
  ['a line feed between slashes', '/\n/evil.example', 'control-character'],
  ['a CR LF header injection', '/en_us/\r\nSet-Cookie:x=1', 'control-character'],
  ['a null byte', '/en_us/\u0000', 'control-character'],
  ['a delete character', '/en_us/\u007f', 'control-character'],
  ['an escape sequence', '/en_us/\u001b[31m', 'control-character'],
  ['a C1 next-line control', '/en_us/\u0085', 'control-character'],
  ['an encoded tab', '/%09/evil.example', 'encoded-character'],
  ['an encoded line feed', '/en_us/%0aSet-Cookie:x=1', 'encoded-character'],
  ['an encoded CR LF', '/en_us/%0D%0A', 'encoded-character'],
  ['an encoded null byte', '/en_us/%00', 'encoded-character'],
  ['an encoded delete character', '/en_us/%7f', 'encoded-character'],
  ['an encoded escape', '/en_us/%1B', 'encoded-character'],
  ['an encoded C1 control', '/en_us/%C2%85', 'encoded-character'],
  // Invisible characters, raw and percent-encoded.
  ['a raw space', '/en_us/summer sale/', 'invisible-character'],
  ['a no-break space', '/en_us/a\u00a0b', 'invisible-character'],
  ['a line separator', '/en_us/\u2028', 'invisible-character'],
  ['a right-to-left override', '/en_us/\u202eevil', 'invisible-character'],
  ['a zero-width space', '/en_us/\u200bprofile', 'invisible-character'],
  ['a byte-order mark', '/en_us/\ufeff', 'invisible-character'],
  ['an encoded right-to-left override', '/en_us/%E2%80%AE', 'encoded-character'],
  ['an encoded zero-width space', '/en_us/%e2%80%8b', 'encoded-character'],
  ['an encoded line separator', '/en_us/%E2%80%A8', 'encoded-character'],
  // Schemes, in any case, with whitespace or tabs.
  ['a javascript: URL', 'javascript:alert(1)', 'scheme'],
  ['a javascript: URL in mixed case', 'JaVaScRiPt:alert(1)', 'scheme'],
  ['a javascript: URL with a leading space', ' javascript:alert(1)', 'invisible-character'],
  ['a javascript: URL with an embedded tab', 'java\tscript:alert(1)', 'control-character'],
  ['a javascript: URL with an encoded tab', 'java%09script:alert(1)', 'encoded-character'],
  ['a javascript: URL with a leading null byte', '\u0000javascript:alert(1)', 'control-character'],
  ['a javascript: URL with a comment slash', 'javascript://localhost:8787/%0aalert(1)', 'encoded-character'],
  ['a data: URL with markup', 'data:text/html,<script>alert(1)</script>', 'markup'],
  ['a base64 data: URL', 'data:text/html;base64,PHNjcmlwdD4=', 'scheme'],
  ['a vbscript: URL', 'vbscript:msgbox(1)', 'scheme'],
  ['a vbscript: URL in mixed case', 'VBScript:msgbox(1)', 'scheme'],
  ['a file: URL', 'file:///etc/passwd', 'scheme'],
  ['a blob: URL on the origin', 'blob:http://localhost:8787/0b5e1c2a', 'scheme'],
  ['an ftp: URL', 'ftp://evil.example/', 'scheme'],
  ['a websocket URL on the origin host', 'ws://localhost:8787/', 'scheme'],
  ['an Android intent URL', 'intent://evil.example#Intent;scheme=http;end', 'scheme'],
  ['a host shaped like a scheme', 'localhost:8787/en_us/', 'scheme'],
  // User-info '@' tricks.
  ['user-info naming the origin host', 'https://localhost@evil.example', 'user-info'],
  ['user-info naming the origin', 'http://localhost:8787@evil.example/', 'user-info'],
  ['credentials on the origin', 'http://user:pass@localhost:8787/en_us/', 'user-info'],
  ['an at sign hidden in a fragment', 'http://evil.example#@localhost', 'user-info'],
  ['an at sign hidden in a fragment with port', 'http://evil.example#@localhost:8787/', 'user-info'],
  ['scheme-relative user-info', '//user@evil.example', 'user-info'],
  ['an at sign in the path', '/@evil.example', 'user-info'],
  ['an encoded at sign in the path', '/%40evil.example', 'user-info'],
  ['a mailto: URL', 'mailto:a@evil.example', 'user-info'],
  // Look-alike, suffix and other hosts.
  ['another https host', 'https://evil.example/', 'other-origin'],
  ['another http host with a portal path', 'http://evil.example/en_us/account/profile/', 'other-origin'],
  ['the origin host as a subdomain', 'http://localhost.evil.example/', 'other-origin'],
  ['a host ending in the origin host', 'http://evil-localhost/', 'other-origin'],
  ['a host ending in the origin host with port', 'http://evil-localhost:8787/', 'other-origin'],
  ['the origin as a host prefix', 'http://localhost:8787.evil.example/', 'other-origin'],
  ['a Cyrillic look-alike host', 'http://lоcalhost:8787/', 'other-origin'],
  ['a punycode look-alike host', 'http://xn--lcalhost-9fg:8787/', 'other-origin'],
  ['a circled-letter host the parser maps to the origin', 'http://ⓛocalhost:8787/', 'other-origin'],
  ['a full-width host the parser maps to the origin', 'http://ｌｏｃａｌｈｏｓｔ:8787/', 'other-origin'],
  ['a trailing-dot host', 'http://localhost.:8787/', 'other-origin'],
  ['the loopback address', 'http://127.0.0.1:8787/', 'other-origin'],
  // Another port or scheme than the origin.
  ['another port', 'http://localhost:8788/en_us/', 'other-origin'],
  ['the default port', 'http://localhost/en_us/', 'other-origin'],
  ['https on the origin host and port', 'https://localhost:8787/en_us/', 'other-origin'],
  ['a slashless http URL', 'http:localhost:8787/en_us/', 'other-origin'],
  ['a one-slash http URL', 'http:/localhost:8787/en_us/', 'other-origin'],
  // Encoded and double-encoded slashes, backslashes and separators.
  ['encoded slashes', '/%2F%2Fevil.example', 'encoded-character'],
  ['lower-case encoded slashes', '/%2f%2fevil.example', 'encoded-character'],
  ['a fully encoded scheme-relative URL', '%2F%2Fevil.example', 'encoded-character'],
  ['an encoded backslash', '/%5Cevil.example', 'encoded-character'],
  ['double-encoded slashes', '/%252F%252Fevil.example', 'encoded-character'],
  ['a double-encoded backslash', '/%255Cevil.example', 'encoded-character'],
  ['an encoded colon', '/javascript%3Aalert(1)', 'encoded-character'],
  ['an encoded slash in the query', '/en_us/?next=%2F%2Fevil.example', 'encoded-character'],
  ['a lone percent sign', '/%', 'malformed-escape'],
  ['a non-hex escape', '/en_us/%zz', 'malformed-escape'],
  ['a truncated escape', '/en_us/%2', 'malformed-escape'],
  // Tags and markup breakouts, raw and encoded.
  ['a script tag in the path', '/<script>alert(1)</script>', 'markup'],
  ['a bare script tag', '<script>alert(1)</script>', 'markup'],
  ['an encoded script tag', '/%3Cscript%3Ealert(1)%3C/script%3E', 'encoded-character'],
  ['a double-encoded script tag', '/%253Cscript%253E', 'encoded-character'],
  ['an attribute breakout with svg', '/"><svg onload=alert(1)>', 'markup'],
  ['a bare attribute breakout', '"><svg onload=alert(1)>', 'markup'],
  ['a single-quote breakout', "/en_us/'onmouseover='alert(1)", 'markup'],
  ['a backtick breakout', '/en_us/`alert(1)`', 'markup'],
  ['an encoded double-quote breakout', '/en_us/%22%3E', 'encoded-character'],
  ['an encoded single quote', '/en_us/%27', 'encoded-character'],
  ['an encoded backtick', '/en_us/%60', 'encoded-character'],
  // Dot-segments that normalise to '//' or out of the site.
  ['dot-segments climbing out', '/../../evil', 'dot-segment'],
  ['a dot-segment before a backslash', '/./\\evil', 'backslash'],
  ['a dot-segment before a double slash', '/.//evil.example', 'dot-segment'],
  ['dot-segments collapsing to a double slash', '/en_us/../..//evil.example', 'dot-segment'],
  ['encoded dot-segments', '/%2e%2e/%2e%2e/', 'encoded-character'],
  ['a half-encoded dot-segment', '/en_us/.%2e/', 'encoded-character'],
  ['a trailing dot-segment', '/en_us/account/..', 'dot-segment'],
  ['dot-segments after the origin', 'http://localhost:8787/en_us/../../evil', 'dot-segment'],
  // Not a path at all.
  ['a relative path', 'en_us/account/profile/', 'not-a-path'],
  ['a dot-relative path', './profile', 'not-a-path'],
  ['a bare host', 'evil.example', 'not-a-path'],
  ['a bare query', '?returnurl=x', 'not-a-path'],
  ['a bare fragment', '#top', 'not-a-path'],
  // Characters no portal path uses.
  ['braces', '/en_us/{x}', 'disallowed-character'],
  ['a pipe', '/en_us/a|b', 'disallowed-character'],
  ['brackets', '/en_us/[0]', 'disallowed-character'],
  ['an emoji', '/en_us/😀/', 'disallowed-character'],
  // Size.
  ['an empty value', '', 'empty'],
  ['a path one character over the limit', `/${'a'.repeat(returnUrlMaxLength)}`, 'oversize'],
  ['an absolute URL over the limit', `${origin}/${'a'.repeat(returnUrlMaxLength)}`, 'oversize'],
];

describe('validateReturnUrl rejects hostile input', () => {
  it('holds a table of at least 60 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60);
  });

  it('exercises every rejection category in the table', () => {
    expect(new Set(hostile.map(([, , reason]) => reason))).toEqual(new Set(returnUrlRejections));
  });

  it.each(hostile)('rejects %s: %j', (_, raw, reason) => {
    const result = check(raw);
    expect(result.ok).toBe(false);
    expect(result).toEqual({ ok: false, reason });
  });
});

describe('validateReturnUrl accepts same-origin paths', () => {
  it.each([
    ['/en_us/account/profile/', '/en_us/account/profile/'],
    ['/pt_br/account/edit-pan/?tab=cards', '/pt_br/account/edit-pan/?tab=cards'],
    ['/en_us/account/cashback-statement/#top', '/en_us/account/cashback-statement/#top'],
    ['/demo-bank/en_us/account/profile/?a=1&b=2', '/demo-bank/en_us/account/profile/?a=1&b=2'],
    ['/en_us/offers/summer%20sale/', '/en_us/offers/summer%20sale/'],
    ['/en_us/account/profile/?q=a%2Bb', '/en_us/account/profile/?q=a%2Bb'],
    ['/ja_jp/特典/', '/ja_jp/特典/'],
    ['/fr_fr/compte/préférences/', '/fr_fr/compte/préférences/'],
    ['/ar_ae/حساب/', '/ar_ae/حساب/'],
    ['/en_us/docs/v1.2/...tips/', '/en_us/docs/v1.2/...tips/'],
    ['/', '/'],
    ['/?a=1', '/?a=1'],
    ['/en_us/?next=/en_us/account/profile/#//x', '/en_us/?next=/en_us/account/profile/#//x'],
    [`/${'a'.repeat(returnUrlMaxLength - 1)}`, `/${'a'.repeat(returnUrlMaxLength - 1)}`],
  ])('accepts the path %j unchanged', (raw, path) => {
    expect(check(raw)).toEqual({ ok: true, path });
  });

  it.each([
    ['http://localhost:8787/en_us/account/profile/?a=1', '/en_us/account/profile/?a=1'],
    ['http://localhost:8787/en_us/account/cashback-statement/#top', '/en_us/account/cashback-statement/#top'],
    ['HTTP://LOCALHOST:8787/en_us/', '/en_us/'],
    ['http://localhost:8787', '/'],
    ['http://localhost:8787?a=1', '/?a=1'],
    ['http://localhost:8787#top', '/#top'],
  ])('accepts the absolute same-origin URL %j as its path %j', (raw, path) => {
    expect(check(raw)).toEqual({ ok: true, path });
  });

  it.each([
    ['https://portal.example', 'https://portal.example/en_us/account/profile/', { ok: true, path: '/en_us/account/profile/' }],
    ['https://portal.example', 'http://portal.example/en_us/account/profile/', { ok: false, reason: 'other-origin' }],
    ['https://portal.example:8443', 'https://portal.example:8443/en_us/', { ok: true, path: '/en_us/' }],
    ['https://portal.example:8443', 'https://portal.example/en_us/', { ok: false, reason: 'other-origin' }],
  ] as const)('measures against the origin it is given (%s, %j)', (given, raw, expected) => {
    expect(validateReturnUrl(raw, { origin: given })).toEqual(expected);
  });
});
