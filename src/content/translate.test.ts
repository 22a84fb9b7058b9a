import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeTextsSchema, textKeys, type TextKey } from './textKeys';
import { fallbackChain, MissingSourceTextError, textsFor } from './translate';
import { interpolate } from './interpolate';

const english = completeTextsSchema.parse(JSON.parse(readFileSync(new URL('./texts/en.json', import.meta.url), 'utf8')));

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('fallback chain (SPEC 1: built-in default texts)', () => {
  it.each([
    ['pt_br', ['pt_br', 'pt', 'en']],
    ['fr_ca', ['fr_ca', 'fr', 'en']],
    ['en_gb', ['en_gb', 'en']],
    ['en_au', ['en_au', 'en_gb', 'en']],
    ['en_ca', ['en_ca', 'en']],
    ['en_us', ['en_us', 'en']],
    ['zh_hk', ['zh_hk', 'zh_tw', 'zh', 'en']],
    ['zh_mo', ['zh_mo', 'zh_tw', 'zh', 'en']],
    ['zh_sg', ['zh_sg', 'zh', 'en']],
    ['es_mx', ['es_mx', 'es', 'en']],
    ['es_es', ['es_es', 'es', 'en']],
  ])('%s consults %j', (locale, chain) => {
    expect(fallbackChain(locale)).toEqual(chain);
  });
});

describe('texts for a locale', () => {
  const dictionaries = {
    en: english,
    pt: { 'title.login': 'Entrar (pt)', 'title.profile': 'Perfil (pt)' },
    pt_br: { 'title.profile': 'Perfil (pt_br)' },
  };

  it.each<[string, TextKey, string]>([
    ['the locale file first', 'title.profile', 'Perfil (pt_br)'],
    ['then the language file', 'title.login', 'Entrar (pt)'],
    ['then English', 'title.registration', english['title.registration']],
  ])('take %s', (_, key, expected) => {
    expect(textsFor('pt_br', dictionaries)[key]).toBe(expected);
  });

  it('hold every key', () => {
    expect(Object.keys(textsFor('pt_br', dictionaries)).sort()).toEqual(Object.keys(textKeys).sort());
  });

  it('leave other locales of the language untouched by a locale file', () => {
    expect(textsFor('pt_pt', dictionaries)['title.profile']).toBe('Perfil (pt)');
  });

  it('are English for a language without a file', () => {
    expect(textsFor('ja_jp', dictionaries)).toEqual(textsFor('en_us', { en: english }));
    expect(textsFor('ja_jp', dictionaries)['title.login']).toBe(english['title.login']);
  });

  it('keep with a plural text the language it is written in, so its forms follow that language', () => {
    const polish = { one: '{{minutes}} minuta', few: '{{minutes}} minuty', many: '{{minutes}} minut', other: '{{minutes}} minuty' };
    expect(textsFor('pl_pl', { ...dictionaries, pl: { 'login.userLocked': polish } })['login.userLocked']).toEqual({ language: 'pl', forms: polish });
    expect(textsFor('ja_jp', dictionaries)['login.userLocked']).toEqual({ language: 'en', forms: english['login.userLocked'] });
  });

  it('keep an empty text a translator chose over English', () => {
    expect(textsFor('pt_br', { ...dictionaries, pt_br: { 'seo.brandPrefix': '' } })['seo.brandPrefix']).toBe('');
  });

  it('fail with MissingSourceTextError naming en.json and the key when English lacks a key', () => {
    const { ['title.login']: _missing, ...incomplete } = english;
    const error = thrownBy(() => textsFor('pt_br', { ...dictionaries, en: incomplete }));
    expect(error).toBeInstanceOf(MissingSourceTextError);
    expect(error).toMatchObject({ name: 'MissingSourceTextError', file: 'src/content/texts/en.json', key: 'title.login' });
    expect((error as MissingSourceTextError).message).toMatch(/src\/content\/texts\/en\.json.*'title\.login'/);
  });

  it('fail even when the locale file holds the key English lacks', () => {
    const { ['title.login']: _missing, ...incomplete } = english;
    expect(() => textsFor('pt_br', { ...dictionaries, en: incomplete })).toThrow(MissingSourceTextError);
  });

  it('fail naming the first key when there is no English file', () => {
    expect(() => textsFor('en_us', {})).toThrow(/src\/content\/texts\/en\.json.*'seo\.brandPrefix'/);
  });
});

describe('placeholders', () => {
  it.each([
    ['replaces {{X-CID}}', 'Reference: {{X-CID}}', 'Reference: 7f3e-1'],
    ['replaces every occurrence', '{{X-CID}} / {{X-CID}}', '7f3e-1 / 7f3e-1'],
    ['keeps an unknown placeholder as written', 'Reference: {{other}}', 'Reference: {{other}}'],
    ['leaves text without placeholders alone', 'An unexpected error occurred.', 'An unexpected error occurred.'],
  ])('%s', (_, text, expected) => {
    expect(interpolate(text, { 'X-CID': '7f3e-1' })).toBe(expected);
  });

  it('fills the reference line with the reference id', () => {
    expect(english['error.reference']).toContain('{{X-CID}}');
    const filled = interpolate(english['error.reference'], { 'X-CID': '7f3e-1' });
    expect(filled).toContain('7f3e-1');
    expect(filled).not.toContain('{{');
  });
});
