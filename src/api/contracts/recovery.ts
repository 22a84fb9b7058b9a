// Contract schemas of password recovery (SPEC 2 recovery flows, SPEC 7 send-passcode and
// change-password-from-passcode), shared with the gateway. find-code is in passcode.ts.
import * as z from 'zod/mini';
import { siteIdSchema } from '../../site/siteConfig';
import { oneTimeCodeSchema, passcodeChannels } from './auth';
import { localeSchema } from './locale';

/** Error ids of password changes the screens tell apart (recovery and the signed-in change). */
export type PasswordChangeErrorId = 'PASSWORD_REUSED' | 'CURRENT_PASSWORD_INCORRECT';

/** How many recent passwords a new one must differ from (SPEC 5 fallback content: the last 4). */
export const passwordHistoryDepth = 4;

/** channel SMS is for the step-by-step flow; the code goes by e-mail when the account has no phone. */
export const sendPasscodeRequestSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  siteId: siteIdSchema,
  locale: localeSchema,
  channel: z.optional(z.enum(passcodeChannels)),
});
export type SendPasscodeRequest = z.infer<typeof sendPasscodeRequestSchema>;

/** Always this answer, whether or not the account exists. */
export const sendPasscodeResponseSchema = z.object({ status: z.literal('ACCEPTED'), expiresIn: z.int() });
export type SendPasscodeResponse = z.infer<typeof sendPasscodeResponseSchema>;

export const changePasswordFromPasscodeRequestSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  siteId: siteIdSchema,
  passcode: oneTimeCodeSchema,
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type ChangePasswordFromPasscodeRequest = z.infer<typeof changePasswordFromPasscodeRequestSchema>;

export const passwordChangedSchema = z.object({ changed: z.literal(true) });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
