import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { promotionSchema, promotionsKvKey, promotionsPath } from './promotion';

describe("a promotions site's campaign file (SPEC 7)", () => {
  it('names the path of SPEC 7 and the KV key of the site', () => {
    expect(promotionsPath('pt_br')).toBe('/pt_br/account/configurations/promotions-pt_br.json');
    expect(promotionsKvKey('promotions.example.com_pt_br')).toBe('promotions:promotions.example.com_pt_br');
  });

  it("accepts the demo's file", () => {
    const demo: unknown = (
      JSON.parse(readFileSync(new URL('../../gateway/seed/sites/promotions-pt-br.json', import.meta.url), 'utf8')) as { promotion: unknown }
    ).promotion;
    expect(promotionSchema.safeParse(demo).success).toBe(true);
  });

  it('keeps a title alone, trimmed, and ignores unknown fields', () => {
    expect(promotionSchema.parse({ title: ' Summer ', banner: 'x' })).toEqual({ title: 'Summer' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['no title', { description: 'x' }],
    ['an empty title', { title: '  ' }],
    ['a date that is not YYYY-MM-DD', { title: 'x', startsOn: '1/6/2026' }],
    ['an end before the start', { title: 'x', startsOn: '2026-06-02', endsOn: '2026-06-01' }],
    ['terms on plain http', { title: 'x', terms: { label: 'Terms', url: 'http://example.com/terms' } }],
    ['terms as a script URL', { title: 'x', terms: { label: 'Terms', url: 'javascript:alert(1)' } }],
    ['a title of 121 characters', { title: 'x'.repeat(121) }],
  ])('refuses %s', (_name, file) => {
    expect(promotionSchema.safeParse(file).success).toBe(false);
  });
});
