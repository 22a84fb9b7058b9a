import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeTextsSchema, partialTextsSchema, textKeys, type Texts } from './textKeys';
import { fallbackChain, interpolate, MissingSourceTextError, textsFor } from './translate';

const textsDirectory = new URL('./texts/', import.meta.url);
const english = JSON.parse(readFileSync(new URL('en.json', textsDirectory), 'utf8')) as Texts;

describe('built-in default texts', () => {
  it('English holds every key', () => {
    expect(completeTextsSchema.safeParse(english).success).toBe(true);
  });

  it.each(readdirSync(textsDirectory).filter((file) => file.endsWith('.json')))('%s holds only known keys with text values', (file) => {
    const parsed = partialTextsSchema.safeParse(JSON.parse(readFileSync(new URL(file, textsDirectory), 'utf8')));
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('rejects a misspelt key, naming it', () => {
    const parsed = partialTextsSchema.safeParse({ 'title.logn': 'Sign in' });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('title.logn');
  });

  it('gives every key a description for translators', () => {
    for (const description of Object.values(textKeys)) expect(description.length).toBeGreaterThan(10);
  });
});

describe('fallback from locale to language to English', () => {
  it('consults pt_br, then pt, then en', () => {
    expect(fallbackChain('pt_br')).toEqual(['pt_br', 'pt', 'en']);
    expect(fallbackChain('en_gb')).toEqual(['en_gb', 'en']);
  });

  it('takes the most specific text for each key', () => {
    const texts = textsFor('pt_br', { en: english, pt: { 'title.login': 'Entrar' }, pt_br: { 'title.profile': 'Meu perfil' } });
    expect(texts['title.profile']).toBe('Meu perfil');
    expect(texts['title.login']).toBe('Entrar');
    expect(texts['title.registration']).toBe(english['title.registration']);
  });

  it('fails naming the English file and the key when English lacks a key', () => {
    const { ['title.login']: _missing, ...incomplete } = english;
    expect(() => textsFor('en_us', { en: incomplete })).toThrow(MissingSourceTextError);
    expect(() => textsFor('en_us', { en: incomplete })).toThrow(/src\/content\/texts\/en\.json.*title\.login/);
  });

  it('replaces placeholders and keeps unknown ones', () => {
    expect(interpolate('Reference: {{X-CID}} {{other}}', { 'X-CID': 'abc' })).toBe('Reference: abc {{other}}');
  });
});
