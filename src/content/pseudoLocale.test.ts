import { describe, expect, it } from 'vitest';
import { accented, mirrored, pseudoDictionary } from './pseudoLocale';
import type { DictionaryTexts } from './textKeys';

describe('the pseudo-locales for development', () => {
  it('accent every letter, pad by 40% inside brackets and keep placeholders', () => {
    expect(accented('Sign in')).toBe('[Šíĝñ íñ ···]');
    expect(accented('Reference: {{X-CID}}')).toMatch(/^\[Ŕéƒéŕéñçé: \{\{X-CID\}\} ·+\]$/);
    expect(accented('Card number').length).toBeGreaterThanOrEqual(Math.ceil('Card number'.length * 1.4));
  });

  it('mirror words right to left around placeholders', () => {
    expect(mirrored('Sent to {{email}}.')).toBe('\u202eSent to \u202c{{email}}\u202e.\u202c');
  });

  it('make a whole dictionary, plural forms included', () => {
    const english = { 'title.login': 'Sign in', 'login.userLocked': { one: '{{minutes}} minute', other: '{{minutes}} minutes' } } as unknown as DictionaryTexts;
    const pseudo = pseudoDictionary(english, accented) as unknown as Record<string, unknown>;
    expect(pseudo['title.login']).toBe('[Šíĝñ íñ ···]');
    expect(pseudo['login.userLocked']).toEqual({ one: accented('{{minutes}} minute'), other: accented('{{minutes}} minutes') });
  });
});
