import { describe, expect, it } from 'vitest';
import { buildTitle } from './title';

describe('SEO title (SPEC 2)', () => {
  it.each([
    [{ brandPrefix: 'Card Benefits', title: 'Sign in', brandSuffix: 'Acme Bank' }, 'Card Benefits - Sign in - Acme Bank'],
    [{ brandPrefix: 'Card Benefits', title: 'Sign in', brandSuffix: '' }, 'Card Benefits - Sign in'],
    [{ title: 'Sign in', brandSuffix: 'Acme Bank' }, 'Sign in - Acme Bank'],
    [{ brandPrefix: '  ', title: 'Your cards' }, 'Your cards'],
  ])('%j -> %s', (parts, expected) => {
    expect(buildTitle(parts)).toBe(expected);
  });
});
