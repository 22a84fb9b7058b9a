import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../site/flags';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { readSiteConfigBlock } from '../site/siteConfigBlock';
import { htmlAttributesOf, injectSiteConfig } from './shellRewrite';

function site(features: Record<string, Record<string, unknown>>): SiteConfig {
  return {
    name: 'bank',
    siteId: 'rewards.example.com_bank',
    theme: 'classic',
    siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })),
  };
}

const shell = '<!DOCTYPE html><html lang="en-US" dir="ltr"><head><meta charset="utf-8"><title>Sign in</title></head><body><main></main></body></html>';
const captchaSite = site({ captcha: { siteKey: '10000000-ffff-ffff-ffff-000000000001' } });
const dualSite = site({ site_auth_profile: { auth_mechanism: 'dual_auth' } });

/** The data block's text, as a browser would find it by id. */
function blockText(html: string): string | undefined {
  return /<script type="application\/json" id="portal-site-config">(.*?)<\/script>/s.exec(html)?.[1];
}

describe("the site's config in a shell", () => {
  it('puts the block just before </head>, for the site id it was looked up for', () => {
    const html = injectSiteConfig(shell, { siteId: 'rewards.example.com_bank', config: captchaSite }, defaultFlags);
    expect(html).toMatch(/<title>Sign in<\/title><script type="application\/json" id="portal-site-config">[^<]*<\/script><\/head><body>/);
    expect(readSiteConfigBlock(blockText(html), 'rewards.example.com_bank')).toEqual(captchaSite);
  });

  it('leaves the rest of the page as it was', () => {
    const html = injectSiteConfig(shell, { siteId: 'x', config: defaultSiteConfig }, defaultFlags);
    expect(html.replace(/<script type="application\/json".*?<\/script>/, '')).toBe(shell);
  });

  it('keeps a hostile value inside the block: no </script>, no comment opener', () => {
    const hostile = site({ cms: { tenant: '</script><script>alert(1)</script><!--' } });
    const html = injectSiteConfig(shell, { siteId: 'x', config: hostile }, defaultFlags);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<script>alert');
    expect(readSiteConfigBlock(blockText(html), 'x')).toEqual(hostile);
  });

  it('marks <html> for CSS when the site asks for a captcha or offers the bank sign-in beside the password', () => {
    expect(injectSiteConfig(shell, { siteId: 'x', config: captchaSite }, defaultFlags)).toContain('<html data-captcha="on" lang="en-US" dir="ltr">');
    expect(injectSiteConfig(shell, { siteId: 'x', config: dualSite }, defaultFlags)).toContain('<html data-sso="on" lang="en-US" dir="ltr">');
    const both = site({ captcha: { siteKey: 'k' }, site_auth_profile: { auth_mechanism: 'DUAL_AUTH' } });
    expect(injectSiteConfig(shell, { siteId: 'x', config: both }, defaultFlags)).toContain('<html data-captcha="on" data-sso="on" lang=');
    expect(injectSiteConfig(shell, { siteId: 'x', config: defaultSiteConfig }, defaultFlags)).toContain('<html lang="en-US" dir="ltr">');
  });

  it.each<[string, SiteConfig, Record<string, string>]>([
    ['no captcha group', defaultSiteConfig, {}],
    ['a captcha group without a site key', site({ captcha: { theme: 'dark' } }), {}],
    ['a captcha whose settings do not parse (the forms ask none)', site({ captcha: { siteKey: 'k', size: 'huge' } }), {}],
    ['a captcha with a site key', captchaSite, { 'data-captcha': 'on' }],
    ['single sign-on only (no password form, no button beside it)', site({ site_auth_profile: { auth_mechanism: 'SSO' } }), {}],
    ['dual sign-in', dualSite, { 'data-sso': 'on' }],
    ['passkeys', site({ site_auth_profile: { passkeys: true } }), { 'data-passkeys': 'on' }],
  ])('attributes for %s', (_, config, expected) => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(htmlAttributesOf(config, defaultFlags)).toEqual(expected);
    } finally {
      console.warn = warn;
    }
  });

  it('reserves no captcha space when the deployment turns the hcaptcha flag off, whatever the site config says', () => {
    expect(htmlAttributesOf(captchaSite, { ...defaultFlags, hcaptcha: false })).toEqual({});
    expect(injectSiteConfig(shell, { siteId: 'x', config: captchaSite }, { hcaptcha: false })).toContain('<html lang="en-US" dir="ltr">');
  });

  it('puts the attributes first in the tag, where they win over any of the same name', () => {
    const html = injectSiteConfig('<html data-captcha="off"><head></head></html>', { siteId: 'x', config: captchaSite }, defaultFlags);
    expect(html.startsWith('<html data-captcha="on" data-captcha="off">')).toBe(true);
  });

  it('finds </head> and <html> in any letter case, and leaves a page without </head> unchanged', () => {
    expect(injectSiteConfig('<HTML><HEAD></HEAD></HTML>', { siteId: 'x', config: captchaSite }, defaultFlags)).toMatch(
      /^<HTML data-captcha="on"><HEAD><script [^>]+>[^<]*<\/script><\/HEAD><\/HTML>$/,
    );
    expect(injectSiteConfig('<html><body>fragment</body></html>', { siteId: 'x', config: captchaSite }, defaultFlags)).toBe(
      '<html><body>fragment</body></html>',
    );
  });

  it('does not take an <html-like> tag for the document element', () => {
    expect(injectSiteConfig('<htmlx></htmlx><head></head>', { siteId: 'x', config: captchaSite }, defaultFlags)).toMatch(/^<htmlx><\/htmlx><head><script/);
  });
});
