// Contract schemas of one-time passcodes (SPEC 4, SPEC 7 "user-mgmt/user": send-code, get-preference-details,
// find-code), shared with the gateway.
import * as z from 'zod/mini';
import { siteIdSchema } from '../../site/siteConfig';
import { oneTimeCodeSchema, otpChallengeSchema, passcodeChannels, type PasscodeChannel } from './auth';

/** The user attribute that keeps where passcodes go first (issue 17, part 3): EMAIL or SMS. */
export const passcodeChannelAttribute = 'passcode_channel';

export function isPasscodeChannel(value: unknown): value is PasscodeChannel {
  return typeof value === 'string' && (passcodeChannels as readonly string[]).includes(value);
}

/** Lifetime of a passcode and of a sign-in challenge (SPEC 4 and 9: 15 minutes). */
export const passcodeLifetimeSeconds = 900;

/**
 * Body of POST send-code. With `challenge` (from OTP_REQUIRED): the sign-in passcode to the chosen channel.
 * Without: a signed-in user's check passcode (otp-check-preference), to their own e-mail or phone.
 */
export const sendCodeRequestSchema = z.object({
  challenge: z.optional(otpChallengeSchema),
  channel: z.enum(passcodeChannels),
});
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

export const sendCodeResponseSchema = z.object({
  channel: z.enum(passcodeChannels),
  /** Masked: `d•••@example.com`, `•••••••0100`. */
  destination: z.string(),
  expiresIn: z.int().check(z.positive()),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/**
 * Body of POST get-preference-details. Answered for a signed-in user asking about themself, or with a live
 * sign-in challenge of that user; anything else is a generic 404 USER_NOT_FOUND.
 */
export const preferenceDetailsRequestSchema = z.object({
  primaryUserIdentifier: z.string().check(z.minLength(1), z.maxLength(320)),
  siteId: siteIdSchema,
  challenge: z.optional(otpChallengeSchema),
});
export type PreferenceDetailsRequest = z.infer<typeof preferenceDetailsRequestSchema>;

/**
 * SPEC 3 "Preference-details response", both masked. An account without a phone: a gateway may send null, '' or no
 * phone at all; the site reads each as null.
 */
export const preferenceDetailsSchema = z.object({
  email: z.string(),
  phone: z.pipe(
    z.nullish(z.string()),
    z.transform((phone) => (phone === undefined || phone === '' ? null : phone)),
  ),
  /**
   * The channel the cardholder chose for passcodes on the security page (attribute passcode_channel; issue 17, part
   * 3), pre-selected on the preference screens. The portal's own field: a gateway without it leaves no choice made.
   */
  preferredChannel: z.pipe(
    z.optional(z.unknown()),
    z.transform((channel): PasscodeChannel | null => (isPasscodeChannel(channel) ? channel : null)),
  ),
});
export type PreferenceDetails = z.output<typeof preferenceDetailsSchema>;

/**
 * Body of POST find-code: checks a passcode, success when 200. RECOVERY: the recovery passcode of an account by
 * e-mail (not used up; change-password-from-passcode spends it). CHECK: the signed-in user's check passcode (spent).
 */
export const findCodeRequestSchema = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('RECOVERY'),
    email: z.string().check(z.minLength(1), z.maxLength(320)),
    siteId: siteIdSchema,
    passcode: oneTimeCodeSchema,
  }),
  z.object({ purpose: z.literal('CHECK'), passcode: oneTimeCodeSchema }),
]);
export type FindCodeRequest = z.infer<typeof findCodeRequestSchema>;

/**
 * SPEC 7: find-code succeeds by its status (200); its body is not required. When a gateway sends expiresIn (how long a
 * signed-in check stays valid, SPEC 4: 15 minutes), the check lasts that long; the reference gateway also says valid.
 */
export const findCodeResponseSchema = z.object({ valid: z.optional(z.boolean()), expiresIn: z.optional(z.int().check(z.positive())) });
export type FindCodeResponse = z.infer<typeof findCodeResponseSchema>;
