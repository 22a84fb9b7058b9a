// POST sso/assertion (SPEC 7 "SSO assertion", SPEC 2 sso-simulator): the identity provider says who signed in; the
// gateway signs that user in (provisioning an ACTIVE SSO account on first sign-in), sets the session cookies, and
// sends the browser back to the site. The reference gateway has only the simulator as identity provider: its
// assertions are accepted in local and preview runs, and the endpoint does not exist in production.
import { ssoAssertionRequestSchema, ssoRequestParameter } from '../../../src/api/contracts/sso';
import { validateEmail } from '../../../src/rules/fields/email';
import { nowSeconds } from '../auth/accessTokens';
import { withCookies } from '../auth/cookies';
import { newOpaqueSecret } from '../crypto/opaqueSecrets';
import { hashPassword } from '../crypto/passwords';
import { mayHaveSession, startUserSession } from '../auth/userSession';
import { findSignInUser, normalizeEmail, type SignInUser } from '../auth/users';
import type { Handler, HandlerContext } from '../env';
import { isDevelopmentEnvironment } from '../environment';
import { errorResponse, InvalidRequestError } from '../http';
import { readFormOrJson } from '../requestBody';
import { trustedSiteOrigin } from '../sites/siteLinks';
import { redirectAnswer } from './redirectAnswer';
import { redeemSsoRequest } from './ssoRequests';
import { startHostSession } from './hostSessions';
import { landingPath } from './ssoTargets';

/** An ACTIVE account for an address new to the site; its password is a random value nobody knows. */
async function provisionedUser(
  db: D1Database,
  siteId: string,
  assertion: { email: string; first_name?: string | undefined; last_name?: string | undefined },
): Promise<SignInUser | null> {
  const password = await hashPassword(newOpaqueSecret());
  await db
    .prepare(
      `INSERT INTO users (id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name,
         user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'SSO', 1)
       ON CONFLICT (site_id, email) DO NOTHING`,
    )
    .bind(
      crypto.randomUUID(),
      siteId,
      normalizeEmail(assertion.email),
      password.hash,
      password.salt,
      password.iterations,
      assertion.first_name?.trim() || null,
      assertion.last_name?.trim() || null,
    )
    .run();
  return findSignInUser(db, siteId, assertion.email);
}

/** Who the identity provider says signed in, by whatever protocol it spoke. */
export interface AssertedPerson {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
}

/**
 * The end of a sign-on, whichever protocol brought it (this endpoint, or the SAML assertion endpoint): spends the
 * request, signs the person in (provisioned on first sign-in), starts the simulated bank's session and answers with
 * where the browser goes.
 */
export async function completeSignOn(context: HandlerContext, requestId: string, person: AssertedPerson): Promise<Response> {
  const { env, request, correlationId } = context;
  if (validateEmail(person.email)) throw new InvalidRequestError('email: not an e-mail address', { field: 'email' });
  const signOn = await redeemSsoRequest(env.DB, requestId, nowSeconds());
  if (!signOn) return errorResponse(400, 'SSO_REQUEST_INVALID', correlationId);

  const user = (await findSignInUser(env.DB, signOn.siteId, person.email)) ?? (await provisionedUser(env.DB, signOn.siteId, person));
  if (!user) throw new Error(`the account of an SSO sign-in on ${signOn.siteId} could not be found or made`);
  if (!mayHaveSession(env, user)) return errorResponse(403, 'CONCIERGE_DISABLED', correlationId);
  const session = await startUserSession(context, user);
  const location = landingPath(signOn, await trustedSiteOrigin(env, request, signOn.siteId));
  // The simulated bank keeps its own session, which the host's logout endpoint ends (hostSessions.ts).
  const hostSession = await startHostSession(env.DB, request, { siteId: signOn.siteId, email: normalizeEmail(person.email), now: nowSeconds() });
  return withCookies(redirectAnswer(request, correlationId, location, { tokens: session.body }), [...session.cookies, hostSession]);
}

export const postSsoAssertion: Handler = async (context) => {
  if (!isDevelopmentEnvironment(context.env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', context.correlationId);
  const assertion = await readFormOrJson(context.request, ssoAssertionRequestSchema);
  return completeSignOn(context, assertion[ssoRequestParameter], assertion);
};
