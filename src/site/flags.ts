// Feature flags (SPEC 9): typed, defaulted, overridable at build time from the environment.
import { z } from 'zod';

/** Each flag with its SPEC 9 default and the environment variable that overrides it. */
const flagDefinitions = {
  rememberMe: { env: 'FLAG_REMEMBER_ME', default: false },
  hcaptcha: { env: 'FLAG_HCAPTCHA', default: true },
  otherTitles: { env: 'FLAG_OTHER_TITLES', default: false },
  siteConfig: { env: 'FLAG_SITE_CONFIG', default: false },
  sessionExtension: { env: 'FLAG_SESSION_EXTENSION', default: false },
  concierge: { env: 'FLAG_CONCIERGE', default: true },
  useClientServer: { env: 'FLAG_USE_CLIENT_SERVER', default: true },
  newAuthSso: { env: 'FLAG_NEW_AUTH_SSO', default: true },
  enableSsoSimulator: { env: 'FLAG_ENABLE_SSO_SIMULATOR', default: true },
  proxyCdn: { env: 'FLAG_PROXY_CDN', default: false },
} as const satisfies Record<string, { env: string; default: boolean }>;

export type FlagName = keyof typeof flagDefinitions;
export type Flags = Readonly<Record<FlagName, boolean>>;

const flagNames = Object.keys(flagDefinitions) as FlagName[];

const booleanWord = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', 'on', 'off', '1', '0', 'yes', 'no']))
  .transform((word) => ['true', 'on', '1', 'yes'].includes(word));

export const defaultFlags: Flags = Object.fromEntries(flagNames.map((name) => [name, flagDefinitions[name].default])) as Flags;

export class InvalidFlagError extends Error {
  override readonly name = 'InvalidFlagError';
  // Fields declared, not parameter properties: Node's type stripping (the deploy script imports this file) has none.
  readonly variable: string;
  readonly value: string;
  constructor(variable: string, value: string) {
    super(`${variable}: expected true or false (also on/off, 1/0, yes/no), got '${value}'`);
    this.variable = variable;
    this.value = value;
  }
}

/** Flags from an environment map; unset or empty variables keep the default. Throws InvalidFlagError naming the variable. */
export function parseFlags(environment: Readonly<Record<string, string | undefined>>): Flags {
  const flags: Record<string, boolean> = { ...defaultFlags };
  for (const name of flagNames) {
    const variable = flagDefinitions[name].env;
    const raw = environment[variable];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = booleanWord.safeParse(raw);
    if (!parsed.success) throw new InvalidFlagError(variable, raw);
    flags[name] = parsed.data;
  }
  return flags as Flags;
}

const parsedFlags = new WeakMap<object, Flags>();

/**
 * The flags of a worker's bindings (the edge's and the reference gateway's FLAG_* variables), parsed once per bindings
 * object. Throws InvalidFlagError naming the variable.
 */
export function flagsOfBindings(bindings: object): Flags {
  let flags = parsedFlags.get(bindings);
  if (flags === undefined) {
    flags = parseFlags(bindings as Readonly<Record<string, string | undefined>>);
    parsedFlags.set(bindings, flags);
  }
  return flags;
}
