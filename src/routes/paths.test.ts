import { describe, expect, it } from 'vitest';
import { accountPath, issuerPattern, siteConfigCdnPath, siteConfigServicePath } from './paths';

describe('account paths (SPEC 2: /{issuer?}/{locale}/account/{route}/)', () => {
  it.each<[string, string, string | undefined, string]>([
    ['en_us', 'login-form', undefined, '/en_us/account/login-form/'],
    ['pt_br', 'profile', undefined, '/pt_br/account/profile/'],
    ['pt_br', 'profile', '', '/pt_br/account/profile/'],
    ['en_us', 'login-form', 'demo-bank', '/demo-bank/en_us/account/login-form/'],
    ['ja_jp', 'edit-pan', 'acme', '/acme/ja_jp/account/edit-pan/'],
  ])('%s, %s, issuer %j -> %s', (locale, segment, issuer, expected) => {
    expect(accountPath(locale, segment, issuer)).toBe(expected);
  });
});

describe('site config paths (SPEC 7)', () => {
  it.each([
    ['localhost', '/cdn/site-config/localhost.json'],
    ['localhost_demo-bank', '/cdn/site-config/localhost_demo-bank.json'],
    ['[::1]', '/cdn/site-config/%5B%3A%3A1%5D.json'],
    ['a/../b', '/cdn/site-config/a%2F..%2Fb.json'],
    ['a b?c#d', '/cdn/site-config/a%20b%3Fc%23d.json'],
  ])('puts site %j on the proxy-CDN path %s, encoded', (siteId, expected) => {
    expect(siteConfigCdnPath(siteId)).toBe(expected);
  });

  it.each([
    ['localhost', '/gateway/api/site-config-service/config/site/localhost'],
    ['a/b', '/gateway/api/site-config-service/config/site/a%2Fb'],
  ])('asks the site-config service for %j at %s', (siteId, expected) => {
    expect(siteConfigServicePath(siteId)).toBe(expected);
  });
});

describe('issuer segments', () => {
  it.each(['demo-bank', 'acme', 'a', 'bank1', '1bank', 'a'.repeat(64)])('accepts %j', (issuer) => {
    expect(issuerPattern.test(issuer)).toBe(true);
  });

  it.each([
    ['a leading hyphen', '-x'],
    ['a trailing hyphen', 'x-'],
    ['an underscore', 'a_b'],
    ['a locale', 'en_us'],
    ['upper case', 'UPPER'],
    ['a dot', 'evil.example'],
    ['a slash', 'a/b'],
    ['empty', ''],
    ['over-long', 'a'.repeat(65)],
  ])('rejects %s', (_, issuer) => {
    expect(issuerPattern.test(issuer)).toBe(false);
  });
});
