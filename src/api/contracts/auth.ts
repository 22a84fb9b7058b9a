// Contract schemas of the token service and the background check (SPEC 3 "Tokens and responses", SPEC 7), shared with the gateway.
import * as z from 'zod/mini';

export const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.int().check(z.positive()),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  scope: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Claims of an access token (JWT). `authorities` holds site ids and one role. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  exp: z.int(),
  iat: z.optional(z.int()),
  authorities: z.array(z.string()),
  /** 'user' for a signed-in user, 'preauth' for a client-credentials token. */
  typ: z.optional(z.enum(['user', 'preauth'])),
  site: z.optional(z.string()),
  /** The session (sign-in) a user token belongs to: it stops working the moment that session ends. */
  sid: z.optional(z.string()),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const roles = { concierge: 'ROLE_CONCIERGE', cardholder: 'ROLE_CARDHOLDER' } as const;

export const backgroundCheckSchema = z.object({ passesBackgroundCheck: z.boolean() });
export type BackgroundCheck = z.infer<typeof backgroundCheckSchema>;

/** Every gateway error body: a stable id plus optional context; never prose for users. */
export const errorBodySchema = z.object({
  error: z.string(),
  error_description: z.optional(z.string()),
  message: z.optional(z.string()),
  details: z.optional(z.record(z.string(), z.unknown())),
});

/** Error ids of the token and login flows (SPEC 4, SPEC 8). */
export type AuthErrorId =
  | 'BAD_CREDENTIALS'
  | 'USER_LOCKED'
  | 'DEVICE_LOCKED'
  | 'USER_NOT_FOUND'
  | 'MFA_OTP_REQUIRED'
  | 'OTP_REQUIRED_EMAIL'
  | 'OTP_REQUIRED_PHONE'
  | 'OTP_REQUIRED'
  | 'INVALID_GRANT'
  | 'INVALID_CLIENT'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_CHALLENGE_INVALID'
  | 'CAPTCHA_INVALID'
  | 'CAPTCHA_UNAVAILABLE'
  /** A staff (concierge) account where the deployment's `concierge` flag is off (FLAG_CONCIERGE=false). */
  | 'CONCIERGE_DISABLED'
  | 'TOO_MANY_REQUESTS';

/** SPEC 3 user profile (fields the screens read; others pass through). */
export const userProfileSchema = z.looseObject({
  dob: z.nullish(z.string()),
  email: z.string(),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  title: z.nullish(z.string()),
  userAccountStatus: z.string(),
  primaryUserIdentifier: z.string(),
  mfaEnrollmentStatus: z.nullish(z.string()),
  authMechanism: z.nullish(z.string()),
  gender: z.nullish(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** One-time code channels of sign-in: e-mail and SMS passcodes, and an authenticator app (TOTP). */
export const otpTypes = ['EMAIL', 'SMS', 'TOTP'] as const;
export type OtpType = (typeof otpTypes)[number];

/** Channels a passcode can be sent to (send-code, send-passcode). */
export const passcodeChannels = ['EMAIL', 'SMS'] as const;
export type PasscodeChannel = (typeof passcodeChannels)[number];

/** A 6-digit one-time code as typed (passcodes and TOTP). */
export const oneTimeCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'expected 6 digits'));

/** The opaque value of OTP_REQUIRED* and MFA_OTP_REQUIRED details, handed back with the code. */
export const otpChallengeSchema = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'not a challenge'));

/**
 * Details of OTP_REQUIRED (the user chooses a channel, then send-code), OTP_REQUIRED_EMAIL / OTP_REQUIRED_PHONE (the
 * code was sent at once to the masked destination) and MFA_OTP_REQUIRED (channels ['TOTP']).
 */
export const otpRequiredDetailsSchema = z.object({
  challenge: otpChallengeSchema,
  channels: z.array(z.enum(otpTypes)).check(z.minLength(1)),
  expiresIn: z.int().check(z.positive()),
  destination: z.optional(z.string()),
});
export type OtpRequiredDetails = z.infer<typeof otpRequiredDetailsSchema>;

/** Answer of POST user-auth/tokens/revoke. */
export const revokeResponseSchema = z.object({ revoked: z.boolean() });
