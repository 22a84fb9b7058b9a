import { describe, expect, it } from 'vitest';
import { contentAnswerSchema, contentQuerySchemas, flattenContent, nestContent, portalKeys } from './content';

describe('content contract (SPEC 7 content)', () => {
  it.each([
    ['version', '2', true],
    ['version', '3', true],
    ['version', '1', false],
    ['locale', 'pt_br', true],
    ['locale', 'pt-BR', false],
    ['contentType', 'my-app-2', true],
    ['contentType', 'my_app', false],
    ['contentType', 'a'.repeat(65), false],
    ['level', '-1', true],
    ['level', 'all', false],
    ['siteId', 'localhost_demo-bank', true],
    ['siteId', '<script>', false],
  ] as const)('the %s parameter %j is accepted: %s', (name, value, accepted) => {
    expect(contentQuerySchemas[name].safeParse(value).success).toBe(accepted);
  });

  it('accepts an object (flat or nested) and refuses anything else', () => {
    expect(contentAnswerSchema.safeParse({ 'title.profile': 'Profile' }).success).toBe(true);
    expect(contentAnswerSchema.safeParse({ title: { profile: 'Profile' } }).success).toBe(true);
    expect(contentAnswerSchema.safeParse(['Profile']).success).toBe(false);
    expect(contentAnswerSchema.safeParse('Profile').success).toBe(false);
  });
});

describe('flattenContent, portalKeys and nestContent', () => {
  it('turns a nested answer into dotted keys, keeping texts only', () => {
    expect(flattenContent({ title: { login: 'Sign in', profile: 'Profile' }, 'seo.brandPrefix': 'Bank', n: 3, list: ['a'], none: null })).toEqual({
      'title.login': 'Sign in',
      'title.profile': 'Profile',
      'seo.brandPrefix': 'Bank',
    });
  });

  it('stops at eight levels and 5,000 texts', () => {
    let deep: Record<string, unknown> = { text: 'too deep' };
    for (let level = 0; level < 10; level += 1) deep = { level: deep };
    expect(flattenContent(deep)).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 6000 }, (_, index) => [`k${index}`, 'x']));
    expect(Object.keys(flattenContent(many))).toHaveLength(5000);
  });

  it("renames by the site's key map, then drops its key root", () => {
    expect(
      portalKeys({ 'portal.title.login': 'A', 'signin.heading': 'B', other: 'C' }, { root: 'portal', map: { 'signin.heading': 'title.profile' } }),
    ).toEqual({
      'title.login': 'A',
      'title.profile': 'B',
      other: 'C',
    });
  });

  it('nests a flat dictionary so that flattening gives it back', () => {
    const flat = { 'title.login': 'Sign in', 'title.profile': 'Profile', 'seo.brandPrefix': 'Bank' };
    expect(nestContent(flat)).toEqual({ title: { login: 'Sign in', profile: 'Profile' }, seo: { brandPrefix: 'Bank' } });
    expect(flattenContent(nestContent(flat))).toEqual(flat);
  });
});
