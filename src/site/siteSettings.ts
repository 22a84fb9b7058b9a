// Every feature group of a site's config read once into typed settings (SPEC 3 "Site configuration", SPEC 6), the same
// way by the site and the gateway: nothing else reads `siteFeatureConfigurations`. Values arrive loosely typed (strings
// for booleans and numbers), so each is read leniently here and the rest of the code trusts the types.
import { captchaSettings, type CaptchaSettings } from './captchaSettings';
import { featureConfig } from './featureConfig';
import type { Flags } from './flags';
import type { SiteConfig } from './siteConfig';

/** SPEC 6: how cardholders sign in. */
export type AuthMechanism = 'USER_NAME_PASSWORD' | 'SSO' | 'DUAL_AUTH';

/** site_auth_profile.login_otp values and the channels each lets the sign-in passcode go by. */
const loginOtpChannels = {
  EMAIL: ['EMAIL'],
  SMS: ['SMS'],
  EMAIL_OR_SMS: ['EMAIL', 'SMS'],
} as const satisfies Record<string, readonly ('EMAIL' | 'SMS')[]>;

/** A feature group as configured: keys of SPEC 3 with loosely typed values. */
export type FeatureGroupValues = Readonly<Record<string, unknown>>;

export interface SiteSettings {
  readonly auth: {
    /** USER_NAME_PASSWORD unless auth_mechanism says SSO or DUAL_AUTH. */
    readonly mechanism: AuthMechanism;
    /** issuer_url: where single sign-on sends the browser. */
    readonly issuerUrl: string | undefined;
    /** login_otp: the channels of the passcode a sign-in requires after the password; undefined when none. */
    readonly loginOtpChannels: readonly ('EMAIL' | 'SMS')[] | undefined;
    /** connected_app: the scheme of the bank's app that return URLs may open (mobile deep link). */
    readonly connectedApp: string | undefined;
    /** android_store_url: where Android goes when the app is not installed. */
    readonly androidStoreUrl: string | undefined;
    /** passkeys (issue 17): cardholders add passkeys on the security page and sign in with them; off by default. */
    readonly passkeys: boolean;
  };
  readonly profile: {
    /** user_site_profile, else user_global_profile: the requirement level of each user attribute. */
    readonly levels: FeatureGroupValues | undefined;
    /** updatable: profile editing is allowed unless set to false. */
    readonly updatable: boolean;
  };
  /** user_enrollment: masks, patterns, BIN length, date format and the like, read by the field rules. */
  readonly enrollment: FeatureGroupValues | undefined;
  /** user_enrollment.send_sms: recovery offers the text message, step by step. */
  readonly recoveryBySms: boolean;
  readonly cards: {
    /** pan_capture.limit: the most cards a user may enrol; undefined means no limit. */
    readonly limit: number | undefined;
    /** pan_capture.updatable: whether cards may be removed or made default. */
    readonly updatable: boolean;
    /** pan_capture.capture_cvv: the card field asks for the security code, which the validation call proves. */
    readonly captureCvv: boolean;
    /** pan_capture.check_card_active_status: the gateway refuses cards the issuer has not activated. */
    readonly checkActiveStatus: boolean;
    /** pan_capture.card_list_layout 'VPP' (any case): the enrolled cards as card-shaped tiles, else the list (SPEC 2). */
    readonly vppLayout: boolean;
    /** The `pan` level of user_asset_profile, else user_site_profile, else user_global_profile. */
    readonly panLevel: unknown;
  };
  /** marketing_optins: the opt-in kinds switched on (true, 'true', or an object whose optin flag is). */
  readonly marketingOptIns: ReadonlySet<string>;
  /** captcha: the widget's public settings; undefined when the site asks for no captcha. */
  readonly captcha: CaptchaSettings | undefined;
  /** cms.tenant: the CMS tenant whose extra content the site shows. */
  readonly cmsTenant: string | undefined;
  /**
   * How the CMS names the portal's texts: cms.key_root, a leading path of the CMS's flattened keys to drop
   * ('portal' turns 'portal.title.login' into 'title.login'), and cms.key_map, CMS key -> portal key for names that
   * differ ('signin.heading' -> 'title.login'; an object, or its JSON text).
   */
  readonly cmsKeys: { readonly root: string | undefined; readonly map: Readonly<Record<string, string>> };
  /** cms.nested: the site's CMS answers nested at level=-1 (the reference gateway answers so for such a site). */
  readonly cmsAnswersNested: boolean;
  /** cms.careers: the site shows the careers screen, the open positions its CMS publishes (SPEC 9). */
  readonly careersShown: boolean;
  /** vba.compromised_password_check: passwords are checked against the list of common and breached ones. */
  readonly checksCompromisedPasswords: boolean;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** true or 'true' (any case); everything else is off. */
function isOn(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** On unless set to false or 'false' (any case). */
function isNotOff(value: unknown): boolean {
  return value !== false && !(typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

function positiveWhole(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** A marketing_optins switch: true or 'true', or an object whose optin flag is (SPEC 3: "each with an optin flag"). */
function isSwitchedOn(value: unknown): boolean {
  if (isOn(value)) return true;
  return typeof value === 'object' && value !== null && 'optin' in value && isSwitchedOn(value.optin);
}

function loginOtpChannelsOf(value: unknown): readonly ('EMAIL' | 'SMS')[] | undefined {
  const mode = oneOf(Object.keys(loginOtpChannels) as (keyof typeof loginOtpChannels)[], value);
  return mode === undefined ? undefined : loginOtpChannels[mode];
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  return choices.find((choice) => choice === upper);
}

/** A key map given as an object or as its JSON text; only text values are kept, anything else is no map. */
function keyMapOf(value: unknown): Readonly<Record<string, string>> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function readSettings(config: SiteConfig): SiteSettings {
  const auth = featureConfig(config, 'site_auth_profile') ?? {};
  const profile = featureConfig(config, 'user_site_profile') ?? featureConfig(config, 'user_global_profile');
  const enrollment = featureConfig(config, 'user_enrollment');
  const panCapture = featureConfig(config, 'pan_capture') ?? {};
  const optIns = featureConfig(config, 'marketing_optins') ?? {};
  return {
    auth: {
      mechanism: oneOf(['SSO', 'DUAL_AUTH'], auth['auth_mechanism']) ?? 'USER_NAME_PASSWORD',
      issuerUrl: text(auth['issuer_url']),
      loginOtpChannels: loginOtpChannelsOf(auth['login_otp']),
      connectedApp: text(auth['connected_app']),
      androidStoreUrl: text(auth['android_store_url']),
      passkeys: isOn(auth['passkeys']),
    },
    profile: { levels: profile, updatable: isNotOff(profile?.['updatable']) },
    enrollment,
    recoveryBySms: isOn(enrollment?.['send_sms']),
    cards: {
      limit: positiveWhole(panCapture['limit']),
      updatable: isNotOff(panCapture['updatable']),
      captureCvv: isOn(panCapture['capture_cvv']),
      checkActiveStatus: isOn(panCapture['check_card_active_status']),
      vppLayout: oneOf(['VPP'], panCapture['card_list_layout']) !== undefined,
      panLevel: (['user_asset_profile', 'user_site_profile', 'user_global_profile'] as const)
        .map((group) => featureConfig(config, group)?.['pan'])
        .find((level) => level !== undefined),
    },
    marketingOptIns: new Set(Object.keys(optIns).filter((kind) => isSwitchedOn(optIns[kind]))),
    captcha: captchaSettings(featureConfig(config, 'captcha'), config.siteId),
    cmsTenant: text(featureConfig(config, 'cms')?.['tenant']),
    cmsAnswersNested: isOn(featureConfig(config, 'cms')?.['nested']),
    careersShown: isOn(featureConfig(config, 'cms')?.['careers']),
    cmsKeys: { root: text(featureConfig(config, 'cms')?.['key_root']), map: keyMapOf(featureConfig(config, 'cms')?.['key_map']) },
    checksCompromisedPasswords: isOn(featureConfig(config, 'vba')?.['compromised_password_check']),
  };
}

const readOnce = new WeakMap<SiteConfig, SiteSettings>();

/** The settings of a site's config, read on first use and kept for as long as the config object lives. */
export function siteSettingsOf(config: SiteConfig): SiteSettings {
  let settings = readOnce.get(config);
  if (settings === undefined) {
    settings = readSettings(config);
    readOnce.set(config, settings);
  }
  return settings;
}

/** Profile editing is allowed unless the profile feature config sets updatable to false (SPEC 6). */
export function isProfileUpdatable(config: SiteConfig): boolean {
  return siteSettingsOf(config).profile.updatable;
}

/**
 * The captcha a site asks for under this deployment's flags: none when the `hcaptcha` flag is off (SPEC 9), whatever
 * its config says; the pages (no widget, no token), the edge (no reserved space) and the gateway (no check) read it alike.
 */
export function siteCaptchaOf(config: SiteConfig, flags: Pick<Flags, 'hcaptcha'>): CaptchaSettings | undefined {
  return flags.hcaptcha ? siteSettingsOf(config).captcha : undefined;
}

/**
 * site_auth_profile.sso_protocol: SAML when the bank's identity provider speaks SAML 2.0, else the portal's own request
 * protocol. Only the gateway asks (it chooses how a sign-on reaches the bank), so it is apart from siteSettingsOf and
 * no page carries it.
 */
export function ssoProtocolOf(config: SiteConfig): 'OIDC' | 'SAML' {
  return oneOf(['SAML'], featureConfig(config, 'site_auth_profile')?.['sso_protocol']) ?? 'OIDC';
}
