import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, featureConfig, siteConfigSchema, siteIdSchema, type SiteConfig } from './siteConfig';
import { deriveSiteId, type SiteAddress } from './siteId';

/** The demo site 'localhost' as gateway/seed/demo.sql stores it. */
const seededDemoSite = {
  name: 'demo-rewards',
  siteId: 'localhost',
  theme: 'classic',
  siteFeatureConfigurations: [
    { name: 'pan_capture', featureConfig: { check_card_active_status: true, capture_cvv: false, updatable: true, limit: 3 } },
    { name: 'user_site_profile', featureConfig: { first_name: '0', last_name: '0', email: '0', dob: '1', address: '3' } },
    { name: 'user_enrollment', featureConfig: { bin_length: '9', date_format: 'MM-DD-YYYY', send_sms: 'false', postal_code_regexp: '^[0-9]{5}$' } },
    { name: 'marketing_optins', featureConfig: { email: true, sms: false, cashback: true } },
    { name: 'site_auth_profile', featureConfig: { auth_mechanism: 'USER_NAME_PASSWORD' } },
    { name: 'cms', featureConfig: { tenant: 'main' } },
  ],
};

/** The site config operators publish to KV for the demo (gateway/seed). */
const seededKvSite: unknown = JSON.parse(readFileSync(new URL('../../gateway/seed/kv-site-config.localhost_kv-bank.json', import.meta.url), 'utf8'));

describe('default site config (SPEC 3, SPEC 8)', () => {
  it('is DEFAULT with the classic theme and no features', () => {
    expect(defaultSiteConfig).toEqual({ name: 'DEFAULT', siteId: 'DEFAULT', theme: 'classic', siteFeatureConfigurations: [] });
  });

  it('matches the site config schema', () => {
    expect(siteConfigSchema.safeParse(defaultSiteConfig).success).toBe(true);
  });

  it('configures no feature group', () => {
    expect(featureConfig(defaultSiteConfig, 'pan_capture')).toBeUndefined();
    expect(featureConfig(defaultSiteConfig, 'user_enrollment')).toBeUndefined();
  });
});

describe('site config schema (SPEC 3 "Site configuration")', () => {
  it('accepts the seeded demo site', () => {
    expect(siteConfigSchema.parse(seededDemoSite)).toEqual(seededDemoSite);
  });

  it('accepts the seeded KV site', () => {
    expect(siteConfigSchema.safeParse(seededKvSite).success).toBe(true);
  });

  it('accepts nested attribute maps, lists and nulls as feature values', () => {
    const config = {
      ...seededDemoSite,
      siteFeatureConfigurations: [{ name: 'user_global_profile', featureConfig: { attributes: { dob: ['1', null] }, limit: null } }],
    };
    expect(siteConfigSchema.safeParse(config).success).toBe(true);
  });

  it.each(['name', 'siteId', 'theme', 'siteFeatureConfigurations'])('rejects a config without %s, naming the field', (field) => {
    const { [field as keyof typeof seededDemoSite]: _removed, ...incomplete } = seededDemoSite;
    const parsed = siteConfigSchema.safeParse(incomplete);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it.each([
    ['an empty name', { ...seededDemoSite, name: '' }],
    ['an empty theme', { ...seededDemoSite, theme: '' }],
    ['a feature without a name', { ...seededDemoSite, siteFeatureConfigurations: [{ featureConfig: {} }] }],
    ['a feature without featureConfig', { ...seededDemoSite, siteFeatureConfigurations: [{ name: 'cms' }] }],
    ['features that are not a list', { ...seededDemoSite, siteFeatureConfigurations: { name: 'cms', featureConfig: {} } }],
    ['a featureConfig that is a list', { ...seededDemoSite, siteFeatureConfigurations: [{ name: 'cms', featureConfig: ['main'] }] }],
    ['null', null],
  ])('rejects %s', (_, config) => {
    expect(siteConfigSchema.safeParse(config).success).toBe(false);
  });
});

describe('featureConfig', () => {
  const config: SiteConfig = siteConfigSchema.parse(seededDemoSite);

  it('finds the config of a feature group', () => {
    expect(featureConfig(config, 'cms')).toEqual({ tenant: 'main' });
    expect(featureConfig(config, 'pan_capture')).toMatchObject({ updatable: true, limit: 3 });
  });

  it('answers undefined for a group the site does not configure', () => {
    expect(featureConfig(config, 'vba')).toBeUndefined();
  });
});

describe('site ids in URLs and headers', () => {
  it.each(['localhost', 'localhost_demo-bank', 'promotions.example.com_en_us', 'rewards.example.com', '[::1]', 'a'.repeat(200)])('accepts %j', (siteId) => {
    expect(siteIdSchema.safeParse(siteId).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a parent-directory path', '../x'],
    ['a path', 'localhost/x'],
    ['a space', 'a b'],
    ['markup', '<script>'],
    ['a query', 'localhost?x=1'],
    ['a leading dot', '.localhost'],
    ['a newline', 'localhost\nX-Injected: 1'],
    ['over-long', 'a'.repeat(201)],
  ])('rejects %s', (_, siteId) => {
    expect(siteIdSchema.safeParse(siteId).success).toBe(false);
  });

  it.each<SiteAddress>([
    { host: 'localhost:8787', locale: 'en_us' },
    { host: 'localhost:8787', issuer: 'demo-bank', locale: 'pt_br' },
    { host: 'promotions.example.com', locale: 'en_us' },
    { host: 'Rewards-shdw.Example.com.', issuer: 'acme-shdw', locale: 'en_us' },
    { host: '127.0.0.1:8787', locale: 'en_us' },
    { host: '[::1]:8787', locale: 'en_us' },
  ])('accepts the site id derived from %j', (address) => {
    expect(siteIdSchema.safeParse(deriveSiteId(address)).success).toBe(true);
  });
});
