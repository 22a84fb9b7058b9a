// The route table of SPEC 2 as data: path, guards, resolves and title key of every screen.
import type { Flags } from '../site/flags';

/** Guards of SPEC 2, applied in the listed order before a screen shows. */
export type GuardName =
  | 'authenticated'
  | 'anonymous'
  | 'registrationSkipped'
  | 'profileEdit'
  | 'deleteProfile'
  | 'portalPassword'
  | 'cardholder'
  | 'passwordFlagged'
  | 'policyOutdated'
  | 'singleSignOn'
  | 'mobileDeepLink'
  | 'ssoSimulator'
  | 'recoveryVariant'
  | 'careersShown';

/** Data a screen needs before it shows; site config is resolved for every route. */
export type ResolveName =
  | 'loginData'
  | 'notificationInfo'
  | 'profile'
  | 'userAttributes'
  | 'offerCategories'
  | 'assets'
  /** The cashback statement's word on each card (SPEC 4 "Card status"), for the profile overview's cards. */
  | 'cardStatement'
  /** Whether the gateway flagged the current password as common or breached (SPEC 7 vba/compromised-password). */
  | 'passwordCompromised'
  /** Whether the cardholder has yet to accept the privacy policy in force (issue 17, part 4). */
  | 'policyToAccept';

export interface RouteDefinition {
  /** Stable name used in code. */
  readonly name: string;
  /** URL segment under /{locale}/account/. */
  readonly path: string;
  /** URL segment when the client-server flag is on, when it differs. */
  readonly clientServerPath?: string;
  readonly guards: readonly GuardName[];
  readonly resolves: readonly ResolveName[];
  /** Content key of the route title used in the SEO title. */
  readonly titleKey: `title.${string}`;
  /** Only built and served when this flag is on. */
  readonly requiresFlag?: keyof Flags;
  /** Breadcrumb shown above the screen. */
  readonly breadcrumb?: 'back';
}

const loggedOut = ['anonymous', 'singleSignOn'] as const satisfies readonly GuardName[];
const loggedIn = ['authenticated', 'mobileDeepLink'] as const satisfies readonly GuardName[];
const profileData = ['profile', 'userAttributes', 'offerCategories'] as const satisfies readonly ResolveName[];

export const routeTable = [
  { name: 'activate', path: 'activate', guards: [], resolves: [], titleKey: 'title.activate' },
  { name: 'login', path: 'login', clientServerPath: 'login-form', guards: loggedOut, resolves: [], titleKey: 'title.login' },
  { name: 'login-otp', path: 'login-otp', guards: loggedOut, resolves: ['loginData'], titleKey: 'title.loginOtp' },
  {
    name: 'login-otp-preference',
    path: 'login-otp-preference',
    guards: loggedOut,
    resolves: ['loginData', 'notificationInfo'],
    titleKey: 'title.loginOtpPreference',
  },
  { name: 'profile', path: 'profile', guards: loggedIn, resolves: [...profileData, 'assets', 'cardStatement'], titleKey: 'title.profile' },
  {
    name: 'edit-profile',
    path: 'edit-profile',
    guards: [...loggedIn, 'profileEdit'],
    resolves: profileData,
    titleKey: 'title.editProfile',
  },
  { name: 'mfa-setup', path: 'mfa-setup', guards: [...loggedIn, 'portalPassword'], resolves: profileData, titleKey: 'title.mfaSetup' },
  {
    name: 'delete-profile',
    path: 'delete-profile',
    guards: [...loggedIn, 'deleteProfile'],
    resolves: profileData,
    titleKey: 'title.deleteProfile',
  },
  {
    name: 'edit-pan',
    path: 'edit-pan',
    guards: [...loggedIn, 'singleSignOn', 'cardholder'],
    resolves: ['profile', 'assets'],
    titleKey: 'title.editPan',
    breadcrumb: 'back',
  },
  {
    name: 'cashback-statement',
    path: 'cashback-statement',
    guards: ['authenticated', 'cardholder'],
    resolves: ['profile', 'userAttributes', 'assets'],
    titleKey: 'title.cashbackStatement',
  },
  {
    name: 'site-settings',
    path: 'site-settings',
    guards: ['authenticated', 'cardholder'],
    resolves: ['offerCategories', 'userAttributes'],
    titleKey: 'title.siteSettings',
  },
  {
    name: 'security',
    path: 'security',
    guards: [...loggedIn, 'cardholder'],
    resolves: [],
    titleKey: 'title.security',
  },
  { name: 'registration', path: 'registration', guards: ['anonymous'], resolves: ['offerCategories'], titleKey: 'title.registration' },
  { name: 'add-pan', path: 'add-pan', guards: ['anonymous', 'registrationSkipped'], resolves: [], titleKey: 'title.addPan' },
  {
    name: 'email-alias',
    path: 'email-alias',
    guards: ['authenticated', 'portalPassword'],
    resolves: ['profile'],
    titleKey: 'title.emailAlias',
  },
  { name: 'password', path: 'password', guards: ['authenticated', 'portalPassword'], resolves: ['profile'], titleKey: 'title.password' },
  {
    name: 'compromised-credentials',
    path: 'compromised-credentials',
    guards: ['authenticated', 'passwordFlagged'],
    resolves: ['profile', 'passwordCompromised'],
    titleKey: 'title.compromisedCredentials',
  },
  {
    name: 'privacy-policy',
    path: 'privacy-policy',
    guards: ['authenticated', 'cardholder', 'policyOutdated'],
    resolves: ['policyToAccept'],
    titleKey: 'title.privacyPolicy',
  },
  { name: 'careers', path: 'careers', guards: ['careersShown'], resolves: [], titleKey: 'title.careers' },
  { name: 'resend-activation', path: 'resend-activation', guards: [], resolves: [], titleKey: 'title.resendActivation' },
  { name: 'recovery', path: 'recovery', guards: ['anonymous', 'recoveryVariant'], resolves: [], titleKey: 'title.recovery' },
  {
    name: 'reset-password',
    path: 'reset-password',
    guards: ['anonymous', 'recoveryVariant'],
    resolves: [],
    titleKey: 'title.resetPassword',
  },
  { name: 'passcode', path: 'passcode', guards: ['anonymous', 'recoveryVariant'], resolves: [], titleKey: 'title.passcode' },
  {
    name: 'passcode-preference',
    path: 'passcode-preference',
    guards: ['anonymous', 'recoveryVariant'],
    resolves: [],
    titleKey: 'title.passcodePreference',
  },
  {
    name: 'otp-check-preference',
    path: 'otp-check-preference',
    guards: ['authenticated'],
    resolves: ['profile'],
    titleKey: 'title.otpCheckPreference',
  },
  {
    name: 'otp-check-passcode',
    path: 'otp-check-passcode',
    guards: ['authenticated'],
    resolves: ['loginData'],
    titleKey: 'title.otpCheckPasscode',
  },
  { name: 'logout', path: 'logout', guards: ['authenticated'], resolves: [], titleKey: 'title.logout' },
  { name: 'redirect-sso', path: 'redirect-sso', guards: [], resolves: [], titleKey: 'title.redirectSso' },
  {
    name: 'sso-simulator',
    path: 'sso-simulator',
    guards: ['ssoSimulator'],
    resolves: [],
    titleKey: 'title.ssoSimulator',
    requiresFlag: 'enableSsoSimulator',
  },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];

/** A route as served under the given flags: its URL segment resolved. */
export interface ActiveRoute extends RouteDefinition {
  readonly name: RouteName;
  readonly segment: string;
}

/** The routes that exist under these flags, each with the URL segment it is served at. */
export function activeRoutes(flags: Flags): readonly ActiveRoute[] {
  return routeTable
    .filter((route: RouteDefinition) => !route.requiresFlag || flags[route.requiresFlag])
    .map((route: RouteDefinition & { name: RouteName }) => ({
      ...route,
      segment: flags.useClientServer && route.clientServerPath ? route.clientServerPath : route.path,
    }));
}

/** URL segment of the sign-in screen: login-form with the client-server flag, else login. */
export function loginSegment(flags: Flags): string {
  return flags.useClientServer ? 'login-form' : 'login';
}

/** Recovery steps of SPEC 2: step by step for pt_br or send_sms 'true', the current flow otherwise. */
export const recoveryFlows = {
  stepByStep: ['recovery', 'passcode', 'passcode-preference', 'reset-password'],
  current: ['recovery', 'reset-password'],
} as const satisfies Record<string, readonly RouteName[]>;

/** `recoveryBySms`: the site's user_enrollment.send_sms (src/site/siteSettings.ts). */
export function recoveryFlow(locale: string, recoveryBySms: boolean): keyof typeof recoveryFlows {
  return locale === 'pt_br' || recoveryBySms ? 'stepByStep' : 'current';
}
