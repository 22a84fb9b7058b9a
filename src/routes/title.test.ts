import { describe, expect, it } from 'vitest';
import { buildTitle } from './title';

describe('page title (SPEC 2 "Page behaviour")', () => {
  it.each<[string, Parameters<typeof buildTitle>[0], string]>([
    [
      'brand prefix, title and brand suffix joined by " - "',
      { brandPrefix: 'Card Benefits', title: 'Sign in', brandSuffix: 'Acme Bank' },
      'Card Benefits - Sign in - Acme Bank',
    ],
    ['an empty brand suffix is dropped', { brandPrefix: 'Card Benefits', title: 'Sign in', brandSuffix: '' }, 'Card Benefits - Sign in'],
    ['a missing brand prefix is dropped', { title: 'Sign in', brandSuffix: 'Acme Bank' }, 'Sign in - Acme Bank'],
    ['a blank brand prefix is dropped', { brandPrefix: '  ', title: 'Your cards' }, 'Your cards'],
    ['the title alone', { title: 'Your profile' }, 'Your profile'],
    ['an empty title leaves the brands', { brandPrefix: 'Card Benefits', title: '', brandSuffix: 'Acme Bank' }, 'Card Benefits - Acme Bank'],
    ['parts are trimmed', { brandPrefix: ' Card Benefits ', title: ' Sign in ', brandSuffix: ' Acme Bank ' }, 'Card Benefits - Sign in - Acme Bank'],
    ['nothing at all', { brandPrefix: '', title: '', brandSuffix: '' }, ''],
  ])('%s', (_, parts, expected) => {
    expect(buildTitle(parts)).toBe(expected);
  });
});
