// Contract schemas of the signed-in checks (SPEC 2 password and compromised-credentials screens, SPEC 7
// change-password and vba/compromised-password), shared with the gateway.
import * as z from 'zod/mini';
import { tokenResponseSchema } from './auth';

/**
 * Body of POST user-mgmt/user/change-password. The answer is a fresh token response (with new session cookies):
 * every other session's refresh family is revoked, this one continues on the new tokens.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
  newPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
  /**
   * Whether the devices trusted at passcode sign-in ask for the passcode again (issue 17, part 2). The portal's own
   * field, SPEC 7 names none: the password screen offers it, and a request without it revokes them as before.
   */
  revokeTrustedDevices: z.optional(z.boolean()),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = tokenResponseSchema;

/**
 * Answer of GET user-mgmt/user/vba/compromised-password: whether the signed-in user's current password is on the
 * bundled list of common and breached passwords, as checked at their last password sign-in on a site with
 * vba.compromised_password_check on. checked false: no such check has run since the password was set.
 */
export const compromisedPasswordSchema = z.object({ compromised: z.boolean(), checked: z.boolean() });
export type CompromisedPassword = z.infer<typeof compromisedPasswordSchema>;
