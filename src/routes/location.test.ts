import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../site/flags';
import { readLocation, routePath } from './location';

describe('reading the portal location', () => {
  it.each([
    ['http://localhost:8787/en_us/account/login-form/', { locale: 'en_us', siteId: 'localhost', route: 'login' }],
    ['http://localhost:8787/demo-bank/pt_br/account/profile/?a=1', { locale: 'pt_br', issuer: 'demo-bank', siteId: 'localhost_demo-bank', route: 'profile' }],
    ['https://promotions.example.com/ja_jp/account/registration/', { locale: 'ja_jp', siteId: 'promotions.example.com_ja_jp', route: 'registration' }],
    ['https://rewards-shdw.example.com/fr_fr/account/edit-pan/', { locale: 'fr_fr', siteId: 'rewards.example.com', route: 'edit-pan' }],
  ])('%s', (href, expected) => {
    const location = readLocation(new URL(href), defaultFlags, ['promotions.example.com']);
    expect({ locale: location.locale, siteId: location.siteId, route: location.route?.name, ...(location.issuer ? { issuer: location.issuer } : {}) }).toEqual(
      expected,
    );
  });

  it("reads the build's promotions hosts by default (none in the unit tests' build)", () => {
    expect(readLocation(new URL('https://promotions.example.com/ja_jp/account/registration/'), defaultFlags).siteId).toBe('promotions.example.com');
  });

  it('an unknown locale reads as the default locale without a route', () => {
    const location = readLocation(new URL('http://localhost/xx_yy/account/nothing/'), defaultFlags);
    expect(location.locale).toBe('en_us');
    expect(location.route).toBeUndefined();
  });
});

describe('paths of routes', () => {
  it('keeps the locale and issuer and resolves the login segment by flag', () => {
    expect(routePath({ locale: 'pt_br', issuer: 'demo-bank' }, 'login', defaultFlags)).toBe('/demo-bank/pt_br/account/login-form/');
    expect(routePath({ locale: 'en_us' }, 'login', { ...defaultFlags, useClientServer: false })).toBe('/en_us/account/login/');
  });
});
