import { describe, expect, it } from 'vitest';
import { siteCountry } from './siteCountry';

describe('country of a site', () => {
  it.each([
    ['a locale', 'pt_br', 'br'],
    ['a promotions site id', 'promotions.example.com_en_gb', 'gb'],
    ['an upper-case locale', 'DE_DE', 'de'],
    ['a host-only site id', 'rewards.example.com', undefined],
    ['a site id ending in an issuer', 'rewards.example.com_acme-bank', undefined],
    ['the DEFAULT site', 'DEFAULT', undefined],
  ])('reads %s', (_, value, country) => {
    expect(siteCountry(value)).toBe(country);
  });
});
