import { describe, expect, it } from 'vitest';
import { defaultFlags, InvalidFlagError, parseFlags, type FlagName } from './flags';

/** The variable of each flag, as operators set it. */
const variables: readonly [FlagName, string][] = [
  ['rememberMe', 'FLAG_REMEMBER_ME'],
  ['hcaptcha', 'FLAG_HCAPTCHA'],
  ['otherTitles', 'FLAG_OTHER_TITLES'],
  ['siteConfig', 'FLAG_SITE_CONFIG'],
  ['sessionExtension', 'FLAG_SESSION_EXTENSION'],
  ['concierge', 'FLAG_CONCIERGE'],
  ['useClientServer', 'FLAG_USE_CLIENT_SERVER'],
  ['newAuthSso', 'FLAG_NEW_AUTH_SSO'],
  ['enableSsoSimulator', 'FLAG_ENABLE_SSO_SIMULATOR'],
  ['proxyCdn', 'FLAG_PROXY_CDN'],
];

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

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

  it('are the defaults for an empty environment', () => {
    expect(parseFlags({})).toEqual(defaultFlags);
  });

  it.each(variables)('%s is overridden by %s', (name, variable) => {
    const flipped = String(!defaultFlags[name]);
    expect(parseFlags({ [variable]: flipped })).toEqual({ ...defaultFlags, [name]: !defaultFlags[name] });
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['on', true],
    ['On', true],
    ['1', true],
    ['yes', true],
    ['YES', true],
    [' true ', true],
    ['\ttrue\n', true],
    ['false', false],
    ['False', false],
    ['off', false],
    [' OFF ', false],
    ['0', false],
    ['no', false],
    ['No', false],
  ])('reads %j as %s', (value, expected) => {
    expect(parseFlags({ FLAG_USE_CLIENT_SERVER: value }).useClientServer).toBe(expected);
    expect(parseFlags({ FLAG_PROXY_CDN: value }).proxyCdn).toBe(expected);
  });

  it.each(['', '   ', undefined])('keeps the default for %j', (value) => {
    expect(parseFlags({ FLAG_HCAPTCHA: value, FLAG_PROXY_CDN: value })).toEqual(defaultFlags);
  });

  it('ignores variables that are not flags', () => {
    expect(parseFlags({ USE_CLIENT_SERVER: 'false', FLAG_UNKNOWN: 'maybe' })).toEqual(defaultFlags);
  });

  it.each([
    ['FLAG_USE_CLIENT_SERVER', 'maybe'],
    ['FLAG_PROXY_CDN', 'enabled'],
    ['FLAG_HCAPTCHA', 'tru'],
    ['FLAG_CONCIERGE', '2'],
  ])('rejects %s=%j with an InvalidFlagError naming the variable and the value', (variable, value) => {
    const error = thrownBy(() => parseFlags({ [variable]: value }));
    expect(error).toBeInstanceOf(InvalidFlagError);
    expect(error).toMatchObject({ name: 'InvalidFlagError', variable, value });
    expect((error as InvalidFlagError).message).toContain(variable);
    expect((error as InvalidFlagError).message).toContain(`'${value}'`);
  });

  it('rejects an invalid value even when other flags are valid', () => {
    expect(() => parseFlags({ FLAG_HCAPTCHA: 'false', FLAG_USE_CLIENT_SERVER: 'nope' })).toThrow(/FLAG_USE_CLIENT_SERVER.*'nope'/);
  });
});
