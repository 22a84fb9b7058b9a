import { describe, expect, it } from 'vitest';
import { defaultFlags, flagsToEnvironment, InvalidFlagError, parseFlags } from './flags';

describe('feature flags (SPEC 9)', () => {
  it('default to the values of SPEC 9', () => {
    expect(defaultFlags).toEqual({
      rememberMe: false,
      hcaptcha: true,
      otherTitles: false,
      siteConfig: false,
      sessionExtension: false,
      concierge: true,
      useClientServer: true,
      newAuthSso: true,
      enableSsoSimulator: true,
      proxyCdn: false,
    });
  });

  it.each([
    ['false', false],
    ['FALSE', false],
    [' off ', false],
    ['0', false],
    ['no', false],
    ['true', true],
    ['On', true],
    ['1', true],
    ['yes', true],
  ])('reads %j as %s', (value, expected) => {
    expect(parseFlags({ FLAG_USE_CLIENT_SERVER: value }).useClientServer).toBe(expected);
  });

  it('keeps the default for an empty or unset variable', () => {
    expect(parseFlags({ FLAG_HCAPTCHA: '' }).hcaptcha).toBe(true);
    expect(parseFlags({}).proxyCdn).toBe(false);
  });

  it('fails on an invalid value, naming the variable and the value', () => {
    expect(() => parseFlags({ FLAG_PROXY_CDN: 'maybe' })).toThrow(InvalidFlagError);
    expect(() => parseFlags({ FLAG_PROXY_CDN: 'maybe' })).toThrow(/FLAG_PROXY_CDN.*'maybe'/);
  });

  it('round-trips through the environment handed to the edge', () => {
    const flags = { ...defaultFlags, useClientServer: false, proxyCdn: true };
    expect(parseFlags(flagsToEnvironment(flags))).toEqual(flags);
  });
});
