import { describe, expect, it } from 'vitest';
import { contentQuerySchemas, contentSchema } from './content';

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

  it('accepts a flat object of strings and refuses nested or non-string values', () => {
    expect(contentSchema.safeParse({ 'title.profile': 'Profile' }).success).toBe(true);
    expect(contentSchema.safeParse({ 'title.profile': 1 }).success).toBe(false);
    expect(contentSchema.safeParse(['Profile']).success).toBe(false);
  });
});
