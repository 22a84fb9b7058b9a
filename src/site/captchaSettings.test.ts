import { describe, expect, it } from 'vitest';
import { captchaDefaults, captchaSettings } from './captchaSettings';
import type { SiteConfig } from './siteConfig';

function site(captcha: Record<string, unknown> | undefined): SiteConfig {
  return { name: 'x', siteId: 'x', theme: 'classic', siteFeatureConfigurations: captcha ? [{ name: 'captcha', featureConfig: captcha }] : [] };
}

describe('captcha settings (SPEC 3, SPEC 9 defaults)', () => {
  it('gives SPEC 9 defaults around a site key: size normal, theme light, language en', () => {
    expect(captchaSettings(site({ siteKey: 'key-1' }))).toEqual({ siteKey: 'key-1', recaptchacompat: false, jsapi: captchaDefaults.jsapi, size: 'normal', theme: 'light', language: 'en' });
  });

  it('keeps configured values', () => {
    expect(captchaSettings(site({ siteKey: 'key-1', size: 'invisible', theme: 'dark', language: 'pt-BR', recaptchacompat: 'on', jsapi: 'https://cdn.example/api.js' }))).toEqual({
      siteKey: 'key-1',
      recaptchacompat: true,
      jsapi: 'https://cdn.example/api.js',
      size: 'invisible',
      theme: 'dark',
      language: 'pt-BR',
    });
  });

  it('asks no captcha of a site without the group or its site key', () => {
    expect(captchaSettings(site(undefined))).toBeUndefined();
    expect(captchaSettings(site({ theme: 'dark' }))).toBeUndefined();
  });
});
