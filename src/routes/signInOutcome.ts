// What the sign-in screens do with a refused token grant (SPEC 4 OTP and lock codes, SPEC 8 "BAD_CREDENTIALS ... the form handles it").
import { minutesToWait } from './retryWait';

/** Where the code of the second sign-in step comes from: a passcode sent by e-mail or SMS, or an authenticator app. */
const signInCodeChannels = ['EMAIL', 'SMS', 'TOTP'] as const;
export type SignInCodeChannel = (typeof signInCodeChannels)[number];

/** A banner on the sign-in form, by what went wrong. */
export type SignInBanner =
  | { id: 'badCredentials' }
  | { id: 'userLocked'; minutes: number }
  | { id: 'tooManyAttempts'; minutes: number }
  | { id: 'deviceLocked' }
  | { id: 'captchaInvalid' }
  /** A staff (concierge) account on a deployment whose `concierge` flag is off. */
  | { id: 'conciergeDisabled' }
  | { id: 'failed' };

/** The facts of a refused grant the screens read (a GatewayError's). */
export interface RefusedGrant {
  status: number;
  code?: string | undefined;
  details: Readonly<Record<string, unknown>>;
  /** The error catalogue raised the global alert for it already (SPEC 8: statuses 0, 500, 502, 524). */
  alerted: boolean;
}

export type SignInOutcome =
  | { kind: 'banner'; banner: SignInBanner }
  /** A passcode is needed: choose where it goes (preference), or enter it (the code is on its way, or comes from an app). */
  | {
      kind: 'passcode';
      route: 'login-otp' | 'login-otp-preference';
      challenge: string;
      channels: readonly SignInCodeChannel[];
      channel?: SignInCodeChannel;
      /** Where the gateway sent the code when it chose the channel itself (masked). */
      destination?: string;
      expiresInSeconds: number;
    }
  /** The error catalogue already raised the global alert; the form stays as it is. */
  | { kind: 'alerted' };

const defaultLockMinutes = 15;
const defaultChallengeSeconds = 15 * 60;

function isChannel(value: unknown): value is SignInCodeChannel {
  return typeof value === 'string' && (signInCodeChannels as readonly string[]).includes(value);
}

function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

const passcodeSteps = {
  OTP_REQUIRED: { route: 'login-otp-preference' },
  OTP_REQUIRED_EMAIL: { route: 'login-otp', channel: 'EMAIL' },
  OTP_REQUIRED_PHONE: { route: 'login-otp', channel: 'SMS' },
  MFA_OTP_REQUIRED: { route: 'login-otp', channel: 'TOTP' },
} as const satisfies Record<string, { route: 'login-otp' | 'login-otp-preference'; channel?: SignInCodeChannel }>;

const banners = {
  BAD_CREDENTIALS: { id: 'badCredentials' },
  DEVICE_LOCKED: { id: 'deviceLocked' },
  CAPTCHA_INVALID: { id: 'captchaInvalid' },
  CONCIERGE_DISABLED: { id: 'conciergeDisabled' },
} as const satisfies Record<string, SignInBanner>;

export function signInOutcome({ status, code, details, alerted }: RefusedGrant): SignInOutcome {
  if (code !== undefined && Object.hasOwn(passcodeSteps, code)) {
    const step: { route: 'login-otp' | 'login-otp-preference'; channel?: SignInCodeChannel } = passcodeSteps[code as keyof typeof passcodeSteps];
    const challenge = details['challenge'];
    if (typeof challenge !== 'string' || challenge === '') return { kind: 'banner', banner: { id: 'failed' } };
    const offered = Array.isArray(details['channels']) ? details['channels'].filter(isChannel) : [];
    const channels = offered.length > 0 ? offered : step.channel ? [step.channel] : (['EMAIL', 'SMS'] as const);
    return {
      kind: 'passcode',
      route: step.route,
      challenge,
      channels,
      ...(step.channel ? { channel: step.channel } : {}),
      ...(typeof details['destination'] === 'string' && details['destination'] !== '' ? { destination: details['destination'] } : {}),
      expiresInSeconds: positiveNumber(details['expiresIn']) ?? defaultChallengeSeconds,
    };
  }
  if (status === 429) return { kind: 'banner', banner: { id: 'tooManyAttempts', minutes: minutesToWait(details) } };
  if (code === 'USER_LOCKED') {
    const seconds = positiveNumber(details['retryAfterSeconds']);
    return { kind: 'banner', banner: { id: 'userLocked', minutes: seconds === undefined ? defaultLockMinutes : Math.ceil(seconds / 60) } };
  }
  if (code !== undefined && Object.hasOwn(banners, code)) return { kind: 'banner', banner: banners[code as keyof typeof banners] };
  if (alerted) return { kind: 'alerted' };
  return { kind: 'banner', banner: { id: 'failed' } };
}
