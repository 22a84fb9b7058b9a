import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeTextsSchema, isPluralTextKey, partialTextsSchema, sourceLanguage, textKeys } from './textKeys';

const textsDirectory = new URL('./texts/', import.meta.url);
const readTexts = (file: string): unknown => JSON.parse(readFileSync(new URL(file, textsDirectory), 'utf8'));
const otherFiles = readdirSync(textsDirectory).filter((file) => file.endsWith('.json') && file !== `${sourceLanguage}.json`);

describe('the English source texts', () => {
  it('are en.json', () => {
    expect(sourceLanguage).toBe('en');
  });

  it('hold every key, and only known keys', () => {
    const parsed = completeTextsSchema.safeParse(readTexts('en.json'));
    expect(parsed.success, parsed.error?.message).toBe(true);
  });
});

describe('the other language files', () => {
  it('exist beside English', () => {
    expect(otherFiles.length).toBeGreaterThan(0);
  });

  it.each(otherFiles)('%s holds only known keys with text values', (file) => {
    const parsed = partialTextsSchema.safeParse(readTexts(file));
    expect(parsed.success, parsed.error?.message).toBe(true);
  });
});

describe('text schemas', () => {
  it('let a language file leave keys out', () => {
    expect(partialTextsSchema.safeParse({ 'title.login': 'Entrar' }).success).toBe(true);
    expect(partialTextsSchema.safeParse({}).success).toBe(true);
  });

  it('reject a misspelt key, naming it', () => {
    const parsed = partialTextsSchema.safeParse({ 'title.logn': 'Sign in' });
    expect(parsed.success).toBe(false);
    const named = parsed.error?.issues.flatMap((issue) => [...issue.path.map(String), ...('keys' in issue ? issue.keys : [])]);
    expect(named).toContain('title.logn');
  });

  it('take a text that says a number as its plural forms, `other` required', () => {
    expect(partialTextsSchema.safeParse({ 'login.userLocked': { one: '{{minutes}} minute', other: '{{minutes}} minutes' } }).success).toBe(true);
    expect(partialTextsSchema.safeParse({ 'login.userLocked': { one: '{{minutes}} minute' } }).success).toBe(false);
    expect(partialTextsSchema.safeParse({ 'login.userLocked': { one: 'a', other: 'b', several: 'c' } }).success).toBe(false);
    expect(partialTextsSchema.safeParse({ 'login.userLocked': '{{minutes}} minutes' }).success).toBe(false);
  });

  it('reject a text that is not a string, naming its key', () => {
    const parsed = partialTextsSchema.safeParse({ 'title.login': 42 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['title.login']);
  });

  it('require English to hold every key, naming a missing one', () => {
    const { ['title.login']: _missing, ...incomplete } = Object.fromEntries(
      Object.keys(textKeys).map((key) => [key, isPluralTextKey(key) ? { other: key } : key]),
    );
    const parsed = completeTextsSchema.safeParse(incomplete);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(['title.login']);
  });

  it('describe every key for translators', () => {
    const undescribed = Object.entries(textKeys).filter(([, description]) => description.trim().length < 10);
    expect(undescribed).toEqual([]);
  });
});

describe('the key files', () => {
  it('define each key once, so no file silently rewords another area', () => {
    const files = import.meta.glob<Record<string, Record<string, string>>>('./keys/*.ts', { eager: true });
    const definedBy = new Map<string, string[]>();
    for (const [file, exports] of Object.entries(files)) {
      for (const keys of Object.values(exports)) for (const key of Object.keys(keys)) definedBy.set(key, [...(definedBy.get(key) ?? []), file]);
    }
    expect([...definedBy].filter(([, defining]) => defining.length > 1)).toEqual([]);
    expect(definedBy.size).toBe(Object.keys(textKeys).length);
  });
});
