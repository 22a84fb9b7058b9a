// What follows a right password (SPEC 4, SPEC 7): a session, or a challenge for a second factor. An enrolled
// authenticator (TOTP) comes first; otherwise the site's sign-in passcode (site_auth_profile.login_otp), unless
// the request comes from a device the user trusts on this site.
import type { OtpRequiredDetails, PasscodeChannel } from '../../../src/api/contracts/auth';
import { passcodeLifetimeSeconds } from '../../../src/api/contracts/passcode';
import type { SiteConfig } from '../../../src/site/siteConfig';
import type { HandlerContext } from '../env';
import { errorResponse, type ErrorId } from '../http';
import { totpStatusOf } from '../mfa/totpCredentials';
import { addressFor, contactPointsOf } from '../passcodes/contactPoints';
import { siteSettingsOf } from '../../../src/site/siteSettings';
import { createChallenge, findChallenge } from './signInChallenges';
import { sendSignInCode } from './signInCodes';
import { isTrustedDevice } from '../auth/trustedDevices';
import { userSessionResponse } from '../auth/userSession';
import type { SignInUser } from '../auth/users';

/** The error id when one channel is offered and its code was sent at once. */
const sentAtOnce = { EMAIL: 'OTP_REQUIRED_EMAIL', SMS: 'OTP_REQUIRED_PHONE' } as const satisfies Record<PasscodeChannel, ErrorId>;

function challengeAnswer(correlationId: string, error: ErrorId, details: OtpRequiredDetails): Response {
  return errorResponse(400, error, correlationId, { details });
}

/**
 * The channels the account can use of those the site asks for. An account without a phone gets e-mail, also on
 * an SMS-only site: a passcode it cannot receive would lock it out.
 */
async function usableChannels(db: D1Database, user: SignInUser, asked: readonly PasscodeChannel[]): Promise<PasscodeChannel[]> {
  const contact = await contactPointsOf(db, user);
  const usable = contact ? asked.filter((channel) => addressFor(contact, channel) !== undefined) : [];
  return usable.length > 0 ? usable : ['EMAIL'];
}

export async function sessionOrSecondFactor(context: HandlerContext, user: SignInUser, site: SiteConfig | undefined, now: number): Promise<Response> {
  const { env, request, correlationId } = context;
  const owner = { userId: user.id, siteId: user.site_id };
  const enrolled = (await totpStatusOf(env.DB, user.id)) === 'ENROLLED';
  const askedChannels = site ? siteSettingsOf(site).auth.loginOtpChannels : undefined;
  if ((!enrolled && askedChannels === undefined) || (await isTrustedDevice(env.DB, request, owner, now))) {
    return userSessionResponse(context, user);
  }
  if (enrolled) {
    const challenge = await createChallenge(env.DB, { ...owner, kind: 'MFA', channels: ['TOTP'] }, now);
    return challengeAnswer(correlationId, 'MFA_OTP_REQUIRED', { challenge, channels: ['TOTP'], expiresIn: passcodeLifetimeSeconds });
  }
  const channels = await usableChannels(env.DB, user, askedChannels ?? []);
  const value = await createChallenge(env.DB, { ...owner, kind: 'OTP', channels }, now);
  const [only] = channels;
  if (channels.length > 1 || only === undefined) {
    return challengeAnswer(correlationId, 'OTP_REQUIRED', { challenge: value, channels, expiresIn: passcodeLifetimeSeconds });
  }
  const record = await findChallenge(env.DB, value);
  const delivery = record ? await sendSignInCode(context, { value, record }, only, now) : undefined;
  if (delivery?.kind !== 'sent') throw new Error(`the sign-in passcode of a new challenge could not be sent (${delivery?.kind ?? 'no challenge'})`);
  return challengeAnswer(correlationId, sentAtOnce[only], {
    challenge: value,
    channels,
    expiresIn: passcodeLifetimeSeconds,
    destination: delivery.destination,
  });
}
