// Passkeys (issue 17, part 1), the portal's own calls: a signed-in cardholder lists, adds and removes them; anyone signs
// in with one on a site that offers them (site_auth_profile.passkeys). Registration and assertion are verified for
// real by @simplewebauthn/server: a challenge per ceremony, spent by its first answer; the origin and RP id of the
// site; user verification required; the signature counter only grows.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  passkeyFreshnessSeconds,
  passkeyIdSchema,
  passkeyRegistrationSchema,
  passkeySignInOptionsRequestSchema,
  passkeySignInSchema,
  type Passkeys,
} from '../../../src/api/contracts/passkeys';
import { passkeyNameProblem } from '../../../src/rules/account/passkeyName';
import { fieldError } from '../../../src/rules/fields/fieldErrors';
import { siteSettingsOf } from '../../../src/site/siteSettings';
import { nowSeconds } from '../auth/accessTokens';
import { findSignInUserById } from '../auth/users';
import { userSessionResponse } from '../auth/userSession';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { readJson } from '../requestBody';
import { findSiteConfig } from '../siteConfigService';
import { trustedSiteOrigin } from '../sites/siteLinks';
import { authenticateAccount } from '../users/signedInAccount';
import { validationFailed } from '../validationFailed';
import {
  credentialsOf,
  findPasskeyByCredential,
  isFreshSession,
  listPasskeys,
  newChallenge,
  recordPasskeyUse,
  removePasskey,
  savePasskey,
  spendChallenge,
} from './passkeyStore';

/** The site's relying party: its trusted origin (never a request header alone) and that origin's host as the RP id. */
async function relyingParty(context: HandlerContext, siteId: string): Promise<{ origin: string; rpID: string; name: string }> {
  const origin = await trustedSiteOrigin(context.env, context.request, siteId);
  const site = await findSiteConfig(context.env.DB, siteId);
  return { origin, rpID: new URL(origin).hostname, name: site?.name ?? new URL(origin).hostname };
}

async function offersPasskeys(db: D1Database, siteId: string): Promise<boolean> {
  const site = await findSiteConfig(db, siteId);
  return site !== undefined && siteSettingsOf(site).auth.passkeys;
}

const refused = (context: HandlerContext) => errorResponse(400, 'PASSKEY_REFUSED', context.correlationId);

export const getPasskeys: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const body: Passkeys = { passkeys: await listPasskeys(context.env.DB, { userId: account.user.id, siteId: account.siteId }) };
  return json(body, context.correlationId);
};

export const postPasskeyRegistrationOptions: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const { env, correlationId } = context;
  const owner = { userId: account.user.id, siteId: account.siteId };
  if (!(await offersPasskeys(env.DB, account.siteId))) return errorResponse(403, 'PASSKEYS_OFF', correlationId);
  const now = nowSeconds();
  if (!(await isFreshSession(env.DB, { ...owner, sessionId: account.claims.sid }, now, passkeyFreshnessSeconds))) {
    return errorResponse(403, 'REAUTHENTICATION_REQUIRED', correlationId);
  }
  const party = await relyingParty(context, account.siteId);
  const challenge = await newChallenge(env.DB, { purpose: 'REGISTER', ...owner }, now);
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpID,
    userName: account.user.email,
    userDisplayName: [account.user.first_name, account.user.last_name].filter(Boolean).join(' ') || account.user.email,
    userID: new TextEncoder().encode(account.user.id),
    challenge: isoBase64URL.toBuffer(challenge),
    attestationType: 'none',
    excludeCredentials: (await credentialsOf(env.DB, owner)).map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return json(options, correlationId);
};

/** The screen's own rule for the name (src/rules/account/passkeyName.ts), as a field error. */
function nameProblem(name: string) {
  const problem = passkeyNameProblem(name);
  return problem === undefined ? undefined : fieldError(problem === 'required' ? 'required' : 'error');
}

export const postPasskey: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const { env, request, correlationId } = context;
  const body = await readJson(request, passkeyRegistrationSchema);
  const name = body.name.trim();
  const problem = nameProblem(name);
  if (problem) return validationFailed(correlationId, { name: problem });
  if (!(await offersPasskeys(env.DB, account.siteId))) return errorResponse(403, 'PASSKEYS_OFF', correlationId);
  const owner = { userId: account.user.id, siteId: account.siteId };
  const now = nowSeconds();
  const party = await relyingParty(context, account.siteId);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: (challenge) => spendChallenge(env.DB, challenge, { purpose: 'REGISTER', ...owner }, now),
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
    });
  } catch {
    return refused(context);
  }
  const info = verification.registrationInfo;
  if (!verification.verified || info === undefined) return refused(context);
  if (await findPasskeyByCredential(env.DB, info.credential.id)) return refused(context);
  const passkey = await savePasskey(
    env.DB,
    {
      credentialId: info.credential.id,
      ...owner,
      name,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    },
    now,
  );
  return json(passkey, correlationId, { status: 201 });
};

export const postRemovePasskey: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const id = passkeyIdSchema.safeParse(context.params['id'] ?? '');
  if (!id.success || !(await removePasskey(context.env.DB, { userId: account.user.id, siteId: account.siteId }, id.data))) {
    return errorResponse(404, 'NOT_FOUND', context.correlationId);
  }
  return json({ removed: 1 }, context.correlationId);
};

export const postPasskeySignInOptions: Handler = async (context) => {
  const { env, request, correlationId } = context;
  const { siteId } = await readJson(request, passkeySignInOptionsRequestSchema);
  if (!(await offersPasskeys(env.DB, siteId))) return errorResponse(403, 'PASSKEYS_OFF', correlationId);
  const party = await relyingParty(context, siteId);
  const challenge = await newChallenge(env.DB, { purpose: 'SIGN_IN', siteId }, nowSeconds());
  // No allow list: the browser offers the site's discoverable passkeys, so the e-mail address is not asked first.
  const options = await generateAuthenticationOptions({ rpID: party.rpID, challenge: isoBase64URL.toBuffer(challenge), userVerification: 'required' });
  return json(options, correlationId);
};

export const postPasskeySignIn: Handler = async (context) => {
  const { env, request } = context;
  const { siteId, credential } = await readJson(request, passkeySignInSchema);
  if (!(await offersPasskeys(env.DB, siteId))) return errorResponse(403, 'PASSKEYS_OFF', context.correlationId);
  const now = nowSeconds();
  const passkey = await findPasskeyByCredential(env.DB, credential.id);
  const user = passkey && passkey.siteId === siteId ? await findSignInUserById(env.DB, passkey.userId) : null;
  const response = credential as unknown as AuthenticationResponseJSON;
  const handle = response.response.userHandle;
  if (!passkey || !user || user.site_id !== siteId || (handle !== undefined && handle !== isoBase64URL.fromUTF8String(user.id))) {
    return refused(context);
  }
  const party = await relyingParty(context, siteId);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => spendChallenge(env.DB, challenge, { purpose: 'SIGN_IN', siteId }, now),
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    });
  } catch {
    return refused(context);
  }
  if (!verification.verified || !(await recordPasskeyUse(env.DB, passkey.credentialId, verification.authenticationInfo.newCounter, now))) {
    return refused(context);
  }
  // A passkey with user verification is two factors in one: no passcode or authenticator code follows.
  return userSessionResponse(context, user);
};
