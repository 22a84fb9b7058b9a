// Contract of passkeys (issue 17, part 1): WebAuthn credentials a cardholder adds on the security page and signs in
// with. SPEC 7 names none of these calls: they are the portal's own, and a site offers them only when its
// site_auth_profile.passkeys is on. The ceremonies' options and answers are WebAuthn's JSON forms
// (PublicKeyCredentialCreationOptionsJSON and the like), which the browser library reads and writes.
import * as z from 'zod/mini';
import { siteIdSchema } from '../../site/siteConfig';
import { isoTimeSchema } from './security';

export const passkeyPaths = {
  /** GET: the signed-in user's passkeys on the token's site. POST passkeyRegistrationSchema: adds one. */
  passkeys: 'user-mgmt/user/passkeys',
  /** POST, empty body: the options of a registration; 403 REAUTHENTICATION_REQUIRED unless signed in or checked lately. */
  registrationOptions: 'user-mgmt/user/passkeys/options',
  /** POST, empty body: removes one. */
  removePasskey: (id: string) => `user-mgmt/user/passkeys/${encodeURIComponent(id)}/remove`,
  /** POST { siteId }: the options of a sign-in, for any passkey of the site (discoverable credentials). */
  signInOptions: 'user-auth/passkey/options',
  /** POST passkeySignInSchema: the token response and the session cookies, as a password sign-in answers. */
  signIn: 'user-auth/passkey/sign-in',
} as const;

export type PasskeyErrorId =
  /** The site does not offer passkeys (site_auth_profile.passkeys is off). */
  | 'PASSKEYS_OFF'
  /** Adding a passkey needs a sign-in or a passcode check of the last 15 minutes. */
  | 'REAUTHENTICATION_REQUIRED'
  /** Any failed ceremony: unknown or removed passkey, spent or expired challenge, wrong origin, signature or counter. */
  | 'PASSKEY_REFUSED';

/** How long a ceremony's challenge and a sign-in or check that allows adding a passkey hold. */
export const passkeyChallengeSeconds = 300;
export const passkeyFreshnessSeconds = 900;

export const passkeyIdSchema = z.string().check(z.regex(/^[0-9a-z]{8,64}$/, 'expected a passkey id'));
export { passkeyNameMaxLength } from '../../rules/account/passkeyName';

/** The options a ceremony starts with, as WebAuthn's JSON form; the browser library reads the rest. */
export const ceremonyOptionsSchema = z.looseObject({ challenge: z.string().check(z.minLength(16), z.maxLength(512)) });
export type CeremonyOptions = z.infer<typeof ceremonyOptionsSchema>;

/** A credential's answer (RegistrationResponseJSON or AuthenticationResponseJSON), checked fully by the gateway. */
export const credentialAnswerSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.maxLength(1024)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(4096)) }),
});

export const passkeyRegistrationSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  credential: credentialAnswerSchema,
});

export const passkeySignInOptionsRequestSchema = z.object({ siteId: siteIdSchema });

export const passkeySignInSchema = z.object({ siteId: siteIdSchema, credential: credentialAnswerSchema });

export const passkeySchema = z.object({
  id: passkeyIdSchema,
  name: z.string(),
  createdAt: isoTimeSchema,
  lastUsedAt: z.nullable(isoTimeSchema),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });
export type Passkeys = z.infer<typeof passkeysSchema>;
