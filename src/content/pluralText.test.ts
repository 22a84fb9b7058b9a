import { describe, expect, it } from 'vitest';
import { countedText, textForCount } from './pluralText';
import type { PluralText } from './textKeys';

const minutes = (language: string, forms: PluralText['forms']): PluralText => ({ language, forms });

describe('textForCount', () => {
  it('leaves a plain text as it is, whatever the number', () => {
    expect(textForCount('Try again later.', 3)).toBe('Try again later.');
  });

  it.each<[string, PluralText, [number, string][]]>([
    [
      'English',
      minutes('en', { one: 'one', other: 'other' }),
      [
        [1, 'one'],
        [0, 'other'],
        [2, 'other'],
        [15, 'other'],
      ],
    ],
    [
      'Arabic',
      minutes('ar', { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' }),
      [
        [0, 'zero'],
        [1, 'one'],
        [2, 'two'],
        [3, 'few'],
        [10, 'few'],
        [11, 'many'],
        [99, 'many'],
        [100, 'other'],
      ],
    ],
    [
      'Polish',
      minutes('pl', { one: 'one', few: 'few', many: 'many', other: 'other' }),
      [
        [1, 'one'],
        [2, 'few'],
        [4, 'few'],
        [5, 'many'],
        [12, 'many'],
        [22, 'few'],
      ],
    ],
    [
      'Russian',
      minutes('ru', { one: 'one', few: 'few', many: 'many', other: 'other' }),
      [
        [1, 'one'],
        [21, 'one'],
        [3, 'few'],
        [11, 'many'],
        [15, 'many'],
      ],
    ],
    [
      'Czech',
      minutes('cs', { one: 'one', few: 'few', many: 'many', other: 'other' }),
      [
        [1, 'one'],
        [2, 'few'],
        [4, 'few'],
        [5, 'other'],
      ],
    ],
    [
      'Japanese',
      minutes('ja', { other: 'other' }),
      [
        [1, 'other'],
        [15, 'other'],
      ],
    ],
  ])('chooses the %s form by CLDR plural rules', (_, text, cases) => {
    for (const [count, form] of cases) expect(textForCount(text, count), `${count}`).toBe(form);
  });

  it('falls back to the other form when the text lacks the category the number takes', () => {
    expect(textForCount(minutes('ar', { other: 'other' }), 1)).toBe('other');
  });
});

describe('countedText', () => {
  it('fills the placeholders of the chosen form', () => {
    const locked = minutes('en', { one: 'Try again in {{minutes}} minute.', other: 'Try again in {{minutes}} minutes.' });
    expect(countedText(locked, 1, { minutes: 1 })).toBe('Try again in 1 minute.');
    expect(countedText(locked, 15, { minutes: 15 })).toBe('Try again in 15 minutes.');
  });
});
