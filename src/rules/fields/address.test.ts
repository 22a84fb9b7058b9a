import { describe, expect, it } from 'vitest';
import { validateAddressPart } from './address';

describe('address parts (SPEC 5)', () => {
  it.each([
    ['accepts a street', 'Avenida Paulista', undefined],
    ['accepts a number with a slash', '1578/12', undefined],
    ['accepts additional information with punctuation', 'Apt. 42, bloco B - fundos', undefined],
    ['accepts a less-than sign in prose', 'lot 3 < lot 4', undefined],
    ['lets a blank value pass to the required rule', '', undefined],
    ['rejects a script tag', '<script>alert(1)</script>', 'error'],
    ['rejects an unclosed tag', 'Main St <img src=x onerror=alert(1)', 'error'],
    ['rejects a closing tag', 'Main St </div>', 'error'],
    ['rejects a comment opening', 'Main St <!--', 'error'],
    ['rejects an http link', 'http://evil.example', 'error'],
    ['rejects an https scheme in any case', 'HTTPS:evil.example', 'error'],
    ['rejects another scheme', 'javascript://x', 'error'],
    ['rejects a scheme-relative link', '//evil.example', 'error'],
    ['rejects ./', './secret', 'error'],
    ['rejects ../', 'Main St ../../etc', 'error'],
  ])('%s', (_, value, id) => {
    expect(validateAddressPart(value)?.id).toBe(id);
  });
});
