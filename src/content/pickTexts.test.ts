import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pickTexts } from './pickTexts';
import { completeTextsSchema } from './textKeys';
import { textsFor } from './translate';

const english = textsFor('en_us', { en: completeTextsSchema.parse(JSON.parse(readFileSync(new URL('./texts/en.json', import.meta.url), 'utf8'))) });

describe('pickTexts', () => {
  it('keeps exactly the named keys with their texts', () => {
    expect(pickTexts(english, ['login.submit', 'title.login'])).toEqual({ 'login.submit': 'Sign in', 'title.login': 'Sign in' });
  });

  it('gives an empty dictionary for no keys', () => {
    expect(pickTexts(english, [])).toEqual({});
  });
});
