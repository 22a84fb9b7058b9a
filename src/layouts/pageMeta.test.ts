import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textKeys, type TextKey } from '../content/textKeys';
import { textsFor, type Dictionaries } from '../content/translate';
import { locales } from '../site/locales';
import { routeTable } from '../routes/routeTable';
import { descriptionKeys, descriptionOf, indexable } from './pageMeta';

const textsDirectory = new URL('../content/texts/', import.meta.url);
const dictionaries: Dictionaries = Object.fromEntries(
  readdirSync(textsDirectory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, textsDirectory), 'utf8')) as Dictionaries[string]]),
);

describe('page descriptions', () => {
  it('give every route a description key that exists', () => {
    for (const route of routeTable) expect(Object.keys(textKeys)).toContain(descriptionKeys[route.name]);
  });

  it('are not empty on any route in any locale, and stay short enough for a search result', () => {
    for (const locale of locales) {
      const texts = textsFor(locale, dictionaries);
      for (const route of routeTable) {
        const description = descriptionOf(route.name, texts);
        expect(description.trim(), `${locale}/${route.name}`).not.toBe('');
        expect(description.length, `${locale}/${route.name}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it('leave no seo.description text unused', () => {
    const used = new Set<TextKey>(Object.values(descriptionKeys));
    const defined = Object.keys(textKeys).filter((key) => key.startsWith('seo.description.'));
    expect(defined.filter((key) => !used.has(key as TextKey))).toEqual([]);
  });
});

describe('indexable', () => {
  it('keeps every route that needs a signed-in user out of search engines', () => {
    const signedIn = routeTable.filter((route) => (route.guards as readonly string[]).includes('authenticated'));
    expect(signedIn.map((route) => route.name)).toContain('profile');
    for (const route of signedIn) expect(indexable(route.name), route.name).toBe(false);
  });

  it('lets only the entry screens a visitor may search for be indexed', () => {
    expect(routeTable.filter((route) => indexable(route.name)).map((route) => route.name)).toEqual([
      'login',
      'registration',
      'careers',
      'resend-activation',
      'recovery',
    ]);
  });
});
