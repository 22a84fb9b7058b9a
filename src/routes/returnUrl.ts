// Return-URL validation (SPEC 2 "Query parameters", SPEC 5): same-origin paths only; parsed once, never decoded again.

export const returnUrlMaxLength = 2048;

export type ReturnUrlRejection =
  | 'empty'
  | 'oversize'
  | 'control-character'
  | 'backslash'
  | 'encoded-character'
  | 'markup'
  | 'scheme'
  | 'scheme-relative'
  | 'user-info'
  | 'other-origin'
  | 'dot-segment'
  | 'not-a-path';

export type ReturnUrlResult = { ok: true; path: string } | { ok: false; reason: ReturnUrlRejection };

const reject = (reason: ReturnUrlRejection): ReturnUrlResult => ({ ok: false, reason });

/**
 * Percent-escapes that a legitimate portal path never needs and that attackers use to smuggle separators,
 * dots, markup or controls past a check: %00-%1F, %7F, '%' itself (double encoding), '/', '\', '.', '<', '>',
 * quotes, backtick, '@' and ':'.
 */
const forbiddenEscape = /%(?:[01][0-9a-f]|7f|25|2f|5c|2e|3c|3e|22|27|60|40|3a)/i;
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const markup = /[<>"'`]/;
const scheme = /^[a-z][a-z0-9+.-]*:/i;
const dotSegment = /(?:^|\/)\.{1,2}(?:\/|$)/;

export function validateReturnUrl(raw: string, options: { origin: string }): ReturnUrlResult {
  if (raw === '') return reject('empty');
  if (raw.length > returnUrlMaxLength) return reject('oversize');
  if (controlCharacter.test(raw)) return reject('control-character');
  if (raw.includes('\\')) return reject('backslash');
  if (forbiddenEscape.test(raw)) return reject('encoded-character');
  if (markup.test(raw)) return reject('markup');

  let candidate = raw;
  if (!raw.startsWith('/')) {
    if (!scheme.test(raw)) return reject('not-a-path');
    if (!/^https?:\/\//i.test(raw)) return reject('scheme');
    let absolute: URL;
    try {
      absolute = new URL(raw);
    } catch {
      return reject('not-a-path');
    }
    if (absolute.username !== '' || absolute.password !== '' || raw.slice(0, raw.indexOf('/', 8) >>> 0).includes('@')) {
      return reject('user-info');
    }
    // The authority as written must be the origin's, letter for letter: no look-alikes, ports or suffixes.
    if (!raw.toLowerCase().startsWith(`${options.origin.toLowerCase()}/`) || absolute.origin !== options.origin) {
      return reject('other-origin');
    }
    candidate = raw.slice(options.origin.length);
  }
  if (candidate.startsWith('//')) return reject('scheme-relative');
  const path = candidate.split(/[?#]/, 1)[0] ?? '';
  if (dotSegment.test(path)) return reject('dot-segment');
  if (path.includes('@')) return reject('user-info');

  let parsed: URL;
  try {
    parsed = new URL(candidate, options.origin);
  } catch {
    return reject('not-a-path');
  }
  if (parsed.origin !== options.origin) return reject('other-origin');
  return { ok: true, path: candidate };
}
