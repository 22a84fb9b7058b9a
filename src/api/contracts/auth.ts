// Contract schemas of the token service and the background check (SPEC 3 "Tokens and responses", SPEC 7), shared with the gateway.
import * as z from 'zod/mini';
import { siteIdSchema } from '../../site/siteConfig';

export const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z._default(z.string(), 'bearer'),
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
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error ids of the token and login flows (SPEC 4, SPEC 8). */
export const authErrorIds = [
  'BAD_CREDENTIALS',
  'USER_LOCKED',
  'DEVICE_LOCKED',
  'USER_NOT_FOUND',
  'MFA_OTP_REQUIRED',
  'OTP_REQUIRED_EMAIL',
  'OTP_REQUIRED_PHONE',
  'OTP_REQUIRED',
  'INVALID_GRANT',
  'INVALID_CLIENT',
  'UNAUTHORIZED',
  'FORBIDDEN',
] as const;
export type AuthErrorId = (typeof authErrorIds)[number];

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

/** Form of POST user-auth/oauth/token, password grant (SPEC 7). OTP, device trust and VBA fields come later. */
export const passwordGrantRequestSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().check(z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  siteId: siteIdSchema,
  locale: z.optional(z.string()),
  otp: z.optional(z.string()),
  otp_type: z.optional(z.string()),
  trust_device: z.optional(z.string()),
  vba_token: z.optional(z.string()),
});
export type PasswordGrantRequest = z.infer<typeof passwordGrantRequestSchema>;

/** Form of the refresh grant (SPEC 7): each refresh returns a new refresh token. */
export const refreshGrantRequestSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().check(z.minLength(1), z.maxLength(512)),
  siteId: siteIdSchema,
});
export type RefreshGrantRequest = z.infer<typeof refreshGrantRequestSchema>;

/** Form of the client-credentials grant behind ?preauth=true (SPEC 7): a site's public client sends no secret. */
export const clientCredentialsRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().check(z.minLength(1), z.maxLength(200)),
  client_secret: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});
export type ClientCredentialsRequest = z.infer<typeof clientCredentialsRequestSchema>;

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantRequestSchema,
  refreshGrantRequestSchema,
  clientCredentialsRequestSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** Details of a USER_LOCKED error. */
export const userLockedDetailsSchema = z.object({ retryAfterSeconds: z.int().check(z.positive()) });

/** Answer of POST user-auth/tokens/revoke. */
export const revokeResponseSchema = z.object({ revoked: z.boolean() });
