import { describe, expect, it } from 'vitest';
import { isTitle, titleChoices } from './titles';

describe('titles', () => {
  it('offers the five standard titles, and the other titles only with the flag', () => {
    expect(titleChoices(false)).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr']);
    expect(titleChoices(true)).toContain('Mx');
  });

  it.each([
    ['Ms', false, true],
    ['Mx', false, false],
    ['Mx', true, true],
    ['<b>', true, false],
    ['ms', false, false],
  ])('accepts %s with other titles %s: %s', (value, other, expected) => {
    expect(isTitle(value, other)).toBe(expected);
  });
});
