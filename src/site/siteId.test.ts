import { describe, expect, it } from 'vitest';
import { deriveSiteId, isPromotionsHost, normalizeHost, promotionsHostsOf, removeShadowSuffix, siteHostFor, siteHostsOf, type SiteAddress } from './siteId';

const promotionsHosts = ['promotions.example.com', 'deals.bank.example', 'promotions-eu.example.com'];

describe('site id derivation (SPEC 1)', () => {
  it.each<[string, SiteAddress, string]>([
    // Other hosts: the host, plus _issuer when an issuer segment is present; the locale plays no part.
    ['a plain host is the site id', { host: 'rewards.example.com', locale: 'en_us' }, 'rewards.example.com'],
    ['the port is dropped', { host: 'localhost:8787', locale: 'en_us' }, 'localhost'],
    ['an upper-case host is lower-cased', { host: 'Rewards.Example.COM', locale: 'en_us' }, 'rewards.example.com'],
    ['a trailing dot is dropped', { host: 'rewards.example.com.', locale: 'en_us' }, 'rewards.example.com'],
    ['upper case, trailing dot and port together', { host: 'REWARDS.example.com.:443', locale: 'en_us' }, 'rewards.example.com'],
    ['surrounding whitespace is dropped', { host: ' localhost:8787 ', locale: 'en_us' }, 'localhost'],
    ['an IPv6 host keeps its brackets and loses its port', { host: '[::1]:8787', locale: 'en_us' }, '[::1]'],
    ['the locale plays no part on other hosts', { host: 'rewards.example.com', locale: 'ja_jp' }, 'rewards.example.com'],
    ['an issuer is appended as _issuer', { host: 'rewards.example.com', issuer: 'acme-bank', locale: 'en_us' }, 'rewards.example.com_acme-bank'],
    ['an issuer in any case is lower-cased', { host: 'localhost:8787', issuer: 'Demo-Bank', locale: 'pt_br' }, 'localhost_demo-bank'],
    ['an empty issuer adds nothing', { host: 'rewards.example.com', issuer: '', locale: 'en_us' }, 'rewards.example.com'],
    ['an undefined issuer adds nothing', { host: 'rewards.example.com', issuer: undefined, locale: 'en_us' }, 'rewards.example.com'],
    // The deployment's promotions hosts (PROMOTIONS_HOSTS): host_locale.
    ['a promotions host gives host_locale', { host: 'promotions.example.com', locale: 'en_us' }, 'promotions.example.com_en_us'],
    ['a promotions host with a port', { host: 'promotions.example.com:8443', locale: 'pt_br' }, 'promotions.example.com_pt_br'],
    ['an upper-case promotions host', { host: 'PROMOTIONS.Example.com.', locale: 'fr_fr' }, 'promotions.example.com_fr_fr'],
    ['a promotions host ignores the issuer', { host: 'promotions.example.com', issuer: 'acme', locale: 'pt_br' }, 'promotions.example.com_pt_br'],
    ['any host the deployment names', { host: 'deals.bank.example', locale: 'fr_fr' }, 'deals.bank.example_fr_fr'],
    ['a host named like one but not configured', { host: 'promotions.other.example', locale: 'fr_fr' }, 'promotions.other.example'],
    ['the locale is lower-cased on a promotions host', { host: 'promotions.example.com', locale: 'EN_US' }, 'promotions.example.com_en_us'],
    ['promotions in a later label is not a promotions host', { host: 'rewards.promotions.example.com', locale: 'en_us' }, 'rewards.promotions.example.com'],
    // '-shdw' is removed from any site id.
    ['-shdw is removed from the host', { host: 'rewards-shdw.example.com', locale: 'en_us' }, 'rewards.example.com'],
    ['-shdw is removed from a host with a port', { host: 'localhost-shdw:8787', locale: 'en_us' }, 'localhost'],
    ['-shdw is removed from the issuer', { host: 'rewards.example.com', issuer: 'acme-shdw', locale: 'en_us' }, 'rewards.example.com_acme'],
    ['-shdw is removed from a promotions host', { host: 'promotions-shdw.example.com', locale: 'en_us' }, 'promotions.example.com_en_us'],
  ])('%s', (_, address, expected) => {
    expect(deriveSiteId({ ...address, promotionsHosts })).toBe(expected);
  });

  it('derives host ids only when no promotions host is configured, whatever the name', () => {
    expect(deriveSiteId({ host: 'promotions.example.com', locale: 'pt_br' })).toBe('promotions.example.com');
  });
});

describe('host normalisation', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LOCALHOST:443', 'localhost'],
    ['Example.COM.', 'example.com'],
    ['example.com.:8080', 'example.com'],
    ['[::1]', '[::1]'],
    ['[2001:DB8::1]:443', '[2001:db8::1]'],
  ])('%j becomes %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('promotions hosts (PROMOTIONS_HOSTS)', () => {
  it.each([
    ['promotions.example.com', true],
    ['Promotions.Example.com.:8443', true],
    ['promotions-shdw.example.com', true],
    ['deals.bank.example', true],
    ['promotionsdemo.example.com', false],
    ['rewards.promotions.example.com', false],
    ['localhost', false],
  ])('%s is a promotions host: %s', (host, expected) => {
    expect(isPromotionsHost(host, promotionsHosts)).toBe(expected);
  });

  it('reads the setting: names separated by commas or spaces, any case; none when unset or empty', () => {
    expect(promotionsHostsOf('promotions.example.com, Deals.Bank.example  promotions.localhost')).toEqual([
      'promotions.example.com',
      'deals.bank.example',
      'promotions.localhost',
    ]);
    expect(promotionsHostsOf(undefined)).toEqual([]);
    expect(promotionsHostsOf(' ')).toEqual([]);
  });

  it.each(['https://promotions.example.com', 'promotions.example.com/x', 'promo_tions.example.com', '-promotions.example.com'])(
    'refuses %j, naming it',
    (setting) => {
      expect(() => promotionsHostsOf(setting)).toThrow(`PROMOTIONS_HOSTS: '${setting}' is not a host name`);
    },
  );
});

describe("site hosts (SITE_HOSTS): a preview serving another host's sites", () => {
  const hosts = siteHostsOf('Preview.Bank.example=localhost, 127.0.0.1=localhost');

  it("derives the named host's site ids on a mapped host, any case and port", () => {
    expect(deriveSiteId({ host: siteHostFor('preview.bank.example:8443', hosts), issuer: 'demo-bank', locale: 'en_us' })).toBe('localhost_demo-bank');
    expect(deriveSiteId({ host: siteHostFor('127.0.0.1:8787', hosts), locale: 'en_us' })).toBe('localhost');
  });

  it('leaves a host it does not name alone, unless * names every other host', () => {
    expect(siteHostFor('bank.example', hosts)).toBe('bank.example');
    expect(siteHostFor('bank.example')).toBe('bank.example');
    expect(siteHostFor('abc123-portal-edge.team.workers.dev', siteHostsOf('*=localhost'))).toBe('localhost');
    expect(siteHostFor('127.0.0.1', siteHostsOf('127.0.0.1=promotions.localhost *=localhost'))).toBe('promotions.localhost');
  });

  it('is empty when unset', () => {
    expect(siteHostsOf(undefined).size).toBe(0);
    expect(siteHostsOf('').size).toBe(0);
  });

  it('refuses a pair that is not host=siteHost, naming it', () => {
    for (const setting of ['localhost', 'a=b=c', 'preview.example=', '=localhost', 'https://x.example=localhost', 'x.example=*']) {
      expect(() => siteHostsOf(setting)).toThrow(`SITE_HOSTS: '${setting}' is not host=siteHost`);
    }
  });
});

describe("the '-shdw' suffix", () => {
  it.each([
    ['rewards-shdw', 'rewards'],
    ['rewards-shdw.example.com', 'rewards.example.com'],
    ['rewards.example.com_acme-shdw', 'rewards.example.com_acme'],
    ['promotions-shdw.example.com_en_us', 'promotions.example.com_en_us'],
    ['a-shdw.b-shdw.example.com', 'a.b.example.com'],
  ])('is removed from %j', (id, expected) => {
    expect(removeShadowSuffix(id)).toBe(expected);
  });

  it.each(['my-shdwx.example.com', 'shdw.example.com', 'rewards.example.com'])('leaves %j alone, as -shdw does not end a label there', (id) => {
    expect(removeShadowSuffix(id)).toBe(id);
  });
});
