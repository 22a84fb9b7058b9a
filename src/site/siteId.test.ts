import { describe, expect, it } from 'vitest';
import { deriveSiteId, isPromotionsHost, normalizeHost, removeShadowSuffix } from './siteId';

describe('site id derivation (SPEC 1)', () => {
  it.each([
    ['plain host', { host: 'rewards.example.com', locale: 'en_us' }, 'rewards.example.com'],
    ['host with port', { host: 'localhost:8787', locale: 'en_us' }, 'localhost'],
    ['upper-case host and trailing dot', { host: 'Rewards.Example.COM.', locale: 'en_us' }, 'rewards.example.com'],
    ['host plus issuer', { host: 'rewards.example.com', issuer: 'acme-bank', locale: 'en_us' }, 'rewards.example.com_acme-bank'],
    ['issuer in any case', { host: 'localhost:8787', issuer: 'Demo-Bank', locale: 'pt_br' }, 'localhost_demo-bank'],
    ['locale ignored on other hosts', { host: 'rewards.example.com', locale: 'ja_jp' }, 'rewards.example.com'],
    ['promotions host gives host_locale', { host: 'promotions.example.com', locale: 'en_us' }, 'promotions.example.com_en_us'],
    ['promotions host ignores the issuer', { host: 'promotions.example.com', issuer: 'acme', locale: 'pt_br' }, 'promotions.example.com_pt_br'],
    ['promotions-prefixed label', { host: 'promotions-eu.example.com', locale: 'fr_fr' }, 'promotions-eu.example.com_fr_fr'],
    ['shadow host', { host: 'rewards-shdw.example.com', locale: 'en_us' }, 'rewards.example.com'],
    ['shadow issuer', { host: 'rewards.example.com', issuer: 'acme-shdw', locale: 'en_us' }, 'rewards.example.com_acme'],
    ['shadow promotions host', { host: 'promotions-shdw.example.com', locale: 'en_us' }, 'promotions.example.com_en_us'],
    ['IPv6 host with port', { host: '[::1]:8787', locale: 'en_us' }, '[::1]'],
  ])('%s', (_, address, expected) => {
    expect(deriveSiteId(address)).toBe(expected);
  });

  it('keeps -shdw in the middle of a label', () => {
    expect(removeShadowSuffix('my-shdwx.example.com')).toBe('my-shdwx.example.com');
  });

  it('normalizes hosts', () => {
    expect(normalizeHost(' LOCALHOST:443 ')).toBe('localhost');
  });

  it('knows promotions hosts by their first label only', () => {
    expect(isPromotionsHost('promotions.example.com')).toBe(true);
    expect(isPromotionsHost('rewards.promotions.example.com')).toBe(false);
  });
});
