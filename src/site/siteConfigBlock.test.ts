import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from './siteConfig';
import { readSiteConfigBlock, siteConfigBlockText } from './siteConfigBlock';

const bank: SiteConfig = {
  name: 'bank',
  siteId: 'rewards.example.com_bank',
  theme: 'classic',
  siteFeatureConfigurations: [{ name: 'cms', featureConfig: { tenant: '</script><script>alert(1)</script>', note: '<!-- x \u2028 \u2029' } }],
};

describe('the site-config data block of a shell', () => {
  it('round-trips a config for the site id it names', () => {
    expect(readSiteConfigBlock(siteConfigBlockText('rewards.example.com_bank', bank), 'rewards.example.com_bank')).toEqual(bank);
  });

  it('writes no character that could end the script element or open a comment, and stays one line', () => {
    const text = siteConfigBlockText('x', bank);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029\n]/);
    expect(text).toContain('\\u003c/script>');
  });

  it('is for its own site only', () => {
    expect(readSiteConfigBlock(siteConfigBlockText('rewards.example.com_bank', bank), 'rewards.example.com')).toBeUndefined();
  });

  it.each<[string, string | null | undefined]>([
    ['no element', undefined],
    ['an empty element', ''],
    ['text that is not JSON', '{"siteId":'],
    ['JSON without the envelope', JSON.stringify(bank)],
    ['a config that fails the schema', JSON.stringify({ siteId: 'x', config: { ...defaultSiteConfig, name: '' } })],
    ['a site id that is not a string', JSON.stringify({ siteId: 1, config: defaultSiteConfig })],
  ])('reads as absent: %s', (_, text) => {
    expect(readSiteConfigBlock(text, 'x')).toBeUndefined();
  });
});
