// Request contracts of the token endpoint (SPEC 7 "Authentication"): what the gateway accepts on POST
// user-auth/oauth/token. Gateway and tests read these; the browser only sends them, so no page carries them.
import * as z from 'zod/mini';
import { siteIdSchema } from '../../site/siteConfig';
import { oneTimeCodeSchema, otpChallengeSchema, otpTypes } from './auth';

/**
 * Form of POST user-auth/oauth/token, password grant (SPEC 7). The first step sends username and password; when
 * the gateway answers OTP_REQUIRED*, MFA_OTP_REQUIRED it hands out a challenge, and the second step sends username,
 * otp, otp_type and otp_challenge instead of the password (which is never sent twice). trust_device=true on the
 * second step asks for a device-trust cookie.
 */
const passwordGrantRequestSchema = z
  .object({
    grant_type: z.literal('password'),
    username: z.string().check(z.minLength(1), z.maxLength(320)),
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
    siteId: siteIdSchema,
    locale: z.optional(z.string()),
    otp: z.optional(oneTimeCodeSchema),
    otp_type: z.optional(z.enum(otpTypes)),
    otp_challenge: z.optional(otpChallengeSchema),
    trust_device: z.optional(z.enum(['true', 'false'])),
    /** The issuer's risk vendor's token (VAAP), from the page's script API: printable ASCII, no spaces. */
    vba_token: z.optional(z.string().check(z.maxLength(4096), z.regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'))),
  })
  .check(
    z.refine((grant) => grant.password !== undefined || grant.otp_challenge !== undefined, { path: ['password'], message: 'required' }),
    z.refine((grant) => grant.otp_challenge === undefined || grant.otp !== undefined, { path: ['otp'], message: 'required with otp_challenge' }),
    z.refine((grant) => grant.otp_challenge === undefined || grant.otp_type !== undefined, { path: ['otp_type'], message: 'required with otp_challenge' }),
  );
export type PasswordGrantRequest = z.infer<typeof passwordGrantRequestSchema>;

/**
 * Form of the refresh grant (SPEC 7): each refresh returns a new refresh token. A browser sends no refresh_token: its
 * token travels in the HttpOnly refresh cookie; other clients send the one their token answer carried.
 */
const refreshGrantRequestSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  siteId: siteIdSchema,
});
export type RefreshGrantRequest = z.infer<typeof refreshGrantRequestSchema>;

/** Form of the client-credentials grant behind ?preauth=true (SPEC 7): a site's public client sends no secret. */
const clientCredentialsRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().check(z.minLength(1), z.maxLength(200)),
  client_secret: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});
export type ClientCredentialsRequest = z.infer<typeof clientCredentialsRequestSchema>;

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantRequestSchema, refreshGrantRequestSchema, clientCredentialsRequestSchema]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
