// Return-URL validation (SPEC 2 "Query parameters", SPEC 5 "Query parameters"): same-origin paths only, parsed once, never decoded.

export const returnUrlMaxLength = 2048;

/** Why a return URL was refused, first failing rule wins; each name is one category of attack. */
export const returnUrlRejections = [
  'empty',
  'oversize',
  'control-character',
  'backslash',
  'markup',
  'invisible-character',
  'user-info',
  'malformed-escape',
  'encoded-character',
  'scheme',
  'other-origin',
  'not-a-path',
  'scheme-relative',
  'dot-segment',
  'disallowed-character',
] as const;
export type ReturnUrlRejection = (typeof returnUrlRejections)[number];

export type ReturnUrlResult = { ok: true; path: string } | { ok: false; reason: ReturnUrlRejection };

/**
 * Rules on the value exactly as received, in order. Nothing is decoded: an escape that could turn into a
 * separator, dot, markup, control or a second round of escapes (%25) is refused as written, so no later decoder
 * can make the value mean something else.
 */
const rawRules = [
  // C0, DEL and C1 controls: the URL parser silently strips tab, CR and LF, which is how 'java\tscript:' works.
  ['control-character', /\p{Cc}/u],
  // The URL parser reads '\' as '/' in http(s) URLs, so '/\evil.example' is scheme-relative.
  ['backslash', /\\/],
  ['markup', /[<>"'`]/],
  // Spaces, zero-width and bidi characters: leading-space tricks and address-bar spoofing.
  ['invisible-character', /[\p{Z}\p{Cf}]/u],
  ['user-info', /@|%40/i],
  ['malformed-escape', /%(?![0-9a-f]{2})/i],
  ['encoded-character', /%(?:[01][0-9a-f]|7f|25|2f|5c|2e|3a|3c|3e|22|27|60)/i],
  // UTF-8 escapes of C1 controls, no-break and zero-width spaces, line separators, bidi controls and the BOM.
  ['encoded-character', /%c2%(?:[89][0-9a-f]|a0|ad)|%e2%80%(?:8[0-9a-f]|a[89a-f])|%e2%81%(?:9f|a[0-9a-f])|%e3%80%80|%ef%bb%bf/i],
] as const satisfies ReadonlyArray<readonly [ReturnUrlRejection, RegExp]>;

const scheme = /^[a-z][a-z0-9+.-]*:/i;
const webScheme = /^https?:/i;
const dotSegment = /(?:^|\/)\.{1,2}(?:\/|$)/;
/** RFC 3986 path, query and fragment characters without quote and '@', plus letters and digits of any script. */
const pathCharacters = /^[\p{L}\p{M}\p{N}\-._~!$&()*+,;=:%/?#]*$/u;

const reject = (reason: ReturnUrlRejection): ReturnUrlResult => ({ ok: false, reason });

/** The value as a site-relative reference: itself when it starts with '/', else what follows the origin as written. */
function relativeReference(raw: string, origin: string): ReturnUrlResult {
  if (raw.startsWith('/')) return { ok: true, path: raw };
  if (!scheme.test(raw)) return reject('not-a-path');
  if (!webScheme.test(raw)) return reject('scheme');
  // The authority as written must be the origin's, letter for letter (ASCII case aside): this refuses look-alikes
  // that the parser would map onto it (IDNA, full-width letters, trailing dots, default ports) and suffix hosts.
  const prefix = raw.slice(0, origin.length);
  const rest = raw.slice(origin.length);
  if (prefix.toLowerCase() !== origin.toLowerCase() || !/^(?:$|[/?#])/.test(rest)) return reject('other-origin');
  return { ok: true, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * Accepts a same-origin path ('/en_us/account/profile/?tab=cards#top') or an absolute URL on exactly
 * `options.origin`, and returns the path with its query and fragment as written.
 */
export function validateReturnUrl(raw: string, options: { origin: string }): ReturnUrlResult {
  if (raw === '') return reject('empty');
  if (raw.length > returnUrlMaxLength) return reject('oversize');
  for (const [reason, pattern] of rawRules) if (pattern.test(raw)) return reject(reason);

  const relative = relativeReference(raw, options.origin);
  if (!relative.ok) return relative;
  const { path } = relative;
  if (path.startsWith('//')) return reject('scheme-relative');
  if (dotSegment.test(path.split(/[?#]/, 1)[0] ?? '')) return reject('dot-segment');
  if (!pathCharacters.test(path)) return reject('disallowed-character');

  // The one parse: what a browser would navigate to must still be this origin and a single-slash path.
  let parsed: URL;
  try {
    parsed = new URL(raw, options.origin);
  } catch {
    return reject('not-a-path');
  }
  if (parsed.origin !== options.origin) return reject('other-origin');
  if (parsed.username !== '' || parsed.password !== '') return reject('user-info');
  if (parsed.pathname.startsWith('//')) return reject('scheme-relative');
  return { ok: true, path };
}
