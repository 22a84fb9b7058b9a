import { describe, expect, it } from 'vitest';
import { parseSiteConfigUrl, requiredSiteConfigUrl, siteConfigUrlOf } from './siteConfigUrl';

describe('the configured site-config URL (SITE_CONFIG_URL)', () => {
  it('takes an https URL with {siteId}, and puts the site id in it encoded', () => {
    const template = parseSiteConfigUrl(' https://config.bank.example/sites/{siteId}.json ');
    expect(template).toBe('https://config.bank.example/sites/{siteId}.json');
    expect(siteConfigUrlOf(template ?? '', 'rewards.example.com_demo bank')).toBe('https://config.bank.example/sites/rewards.example.com_demo%20bank.json');
  });

  it.each([
    ['http://config.bank.example/{siteId}', 'expected an https URL'],
    ['/cdn/{siteId}.json', 'expected an https URL'],
    ['https://config.bank.example/site.json', 'has no {siteId}'],
  ])("refuses '%s', naming the variable", (value, reason) => {
    expect(() => parseSiteConfigUrl(value)).toThrow(`SITE_CONFIG_URL: `);
    expect(() => parseSiteConfigUrl(value)).toThrow(reason);
  });

  it('allows plain http on localhost only', () => {
    expect(parseSiteConfigUrl('http://localhost:9000/{siteId}')).toBe('http://localhost:9000/{siteId}');
  });

  it('is required when the siteConfig flag is on, and unused when it is off', () => {
    expect(() => requiredSiteConfigUrl(true, undefined)).toThrow('SITE_CONFIG_URL: FLAG_SITE_CONFIG is on');
    expect(requiredSiteConfigUrl(false, 'https://config.bank.example/{siteId}')).toBeUndefined();
    expect(requiredSiteConfigUrl(true, 'https://config.bank.example/{siteId}')).toBe('https://config.bank.example/{siteId}');
  });
});
