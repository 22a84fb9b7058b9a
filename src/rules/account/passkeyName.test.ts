import { describe, expect, it } from 'vitest';
import { passkeyNameProblem } from './passkeyName';

describe('the name of a passkey', () => {
  it.each([
    ['Work laptop', undefined],
    ['  Phone  ', undefined],
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(51), 'invalid'],
    ['<b>Laptop</b>', 'invalid'],
    ['https://evil.example', 'invalid'],
  ] as const)('%j is %s', (name, problem) => {
    expect(passkeyNameProblem(name)).toBe(problem);
  });
});
