// Single sign-on (SPEC 2 redirect-sso and sso-simulator, SPEC 5 SSO parameters, SPEC 6 SSO and DUAL_AUTH): starting the
// round trip with the collected parameters (or the portal's own), and completing it from the simulator.
import { hostSessionOf, postSamlAssertion, postSsoAssertion, relyingParty, startSso } from '../../api/ssoService';
import { samlPaths } from '../../api/contracts/sso';
import type { SsoAuthorizeRequest, SsoRelyingParty } from '../../api/contracts/sso';
import type { Flags } from '../../site/flags';
import { storageKeys } from '../../site/authState';
import { validateReturnUrl } from '../../routes/returnUrl';
import type { SsoParams } from '../../routes/queryParams';
import { ssoParamsOfVisit } from '../../routes/ssoParams';
import type { PortalLocation } from '../../routes/location';
import { notifyNativeBridge } from '../page/nativeBridge';
import { callFailureOf } from '../page/callFailure';
import { rememberTokens, sessionApi } from '../page/session';

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The authorize request: the SSO parameters the visit brought (SPEC 5: all five required ones valid and the return URL
 * passing), else the portal's own as relying party (given by the gateway in the current flow; made here in the legacy
 * one: client id = site id, code, openid, fresh state and nonce). The landing page is the visit's last visited path,
 * else its stored return URL.
 */
export function ssoAuthorizeRequest(
  location: Pick<PortalLocation, 'siteId' | 'locale'>,
  collected: SsoParams | SsoRelyingParty | undefined,
  returnUrl: string | undefined,
): SsoAuthorizeRequest {
  const own = { client_id: location.siteId, response_type: 'code', scope: 'openid', state: randomValue(), nonce: randomValue() };
  const request: SsoAuthorizeRequest = { siteId: location.siteId, locale: location.locale, ...(collected ?? own) };
  if (request.last_visited_path === undefined && returnUrl !== undefined) request.last_visited_path = returnUrl;
  return request;
}

/**
 * The redirect screen's start (SPEC 2 redirect-sso): the SSO parameters of the visit's address when they may be
 * collected (SPEC 5, routes/ssoParams.ts), then the flow the `newAuthSso` flag names.
 */
export function startSingleSignOnOfVisit(
  location: Pick<PortalLocation, 'siteId' | 'locale' | 'issuer'>,
  visit: Pick<Location, 'search' | 'origin'>,
  returnUrl: string | undefined,
  flags: Flags,
): Promise<StartOutcome> {
  const collected = ssoParamsOfVisit({ search: visit.search, origin: visit.origin, location, flags });
  return startSingleSignOn(location, collected, returnUrl, flags);
}

export type StartOutcome = { ok: true; location: string } | { ok: false; reason: 'unavailable' | 'failed' };

/**
 * Starts sign-on the way the `newAuthSso` flag says. Current: at user-auth/oidc/authorize (OIDC_AUTHORIZE_URL), which
 * gives the portal's own relying-party parameters, then the collected parameters (else those) posted to the SSO
 * authorize endpoint. Legacy: the collected parameters (else the portal's own, made here) posted to
 * user-auth/login?init_login=true.
 */
export async function startSingleSignOn(
  location: Pick<PortalLocation, 'siteId' | 'locale'>,
  collected: SsoParams | undefined,
  returnUrl: string | undefined,
  flags: Pick<Flags, 'newAuthSso'>,
): Promise<StartOutcome> {
  try {
    const api = sessionApi();
    if (!flags.newAuthSso) return { ok: true, location: (await startSso(api, ssoAuthorizeRequest(location, collected, returnUrl), 'legacy')).location };
    const own = await relyingParty(api, { siteId: location.siteId, locale: location.locale });
    return { ok: true, location: (await startSso(api, ssoAuthorizeRequest(location, collected ?? own, returnUrl), 'current')).location };
  } catch (error) {
    const failure = callFailureOf(error);
    return { ok: false, reason: failure.kind === 'refused' && failure.code === 'SSO_NOT_AVAILABLE' ? 'unavailable' : 'failed' };
  }
}

export type AssertionOutcome = { ok: true; landing: string } | { ok: false; reason: 'expired' | 'failed' };

/** The simulator's answer for the bank: signs the user in, keeps the refresh token, and lands on a same-origin path only. */
export async function completeSingleSignOn(
  assertion: { requestId: string; email: string; firstName?: string; lastName?: string; samlRequest?: string | undefined },
  place: { location: PortalLocation; origin: string; profilePath: string },
): Promise<AssertionOutcome> {
  try {
    const person = {
      email: assertion.email.trim(),
      ...(assertion.firstName?.trim() ? { firstName: assertion.firstName.trim() } : {}),
      ...(assertion.lastName?.trim() ? { lastName: assertion.lastName.trim() } : {}),
    };
    const answer =
      assertion.samlRequest === undefined
        ? await postSsoAssertion(sessionApi(), {
            sso_request: assertion.requestId,
            email: person.email,
            ...(person.firstName ? { first_name: person.firstName } : {}),
            ...(person.lastName ? { last_name: person.lastName } : {}),
          })
        : await answeredOverSaml(assertion.samlRequest, assertion.requestId, person, place.origin);
    if (answer === undefined) return { ok: false, reason: 'failed' };
    rememberTokens(answer.tokens);
    sessionStorage.removeItem(storageKeys.returnUrl);
    notifyNativeBridge('login');
    const landing = validateReturnUrl(answer.location, { origin: place.origin });
    return { ok: true, landing: landing.ok ? landing.path : place.profilePath };
  } catch (error) {
    const failure = callFailureOf(error);
    return { ok: false, reason: failure.kind === 'refused' && failure.code === 'SSO_REQUEST_INVALID' ? 'expired' : 'failed' };
  }
}

/**
 * The SAML identity provider's answer (SPEC 7 SSO SAML assertion endpoint): a Response to the AuthnRequest, posted to
 * its assertion consumer URL when that is this origin's SAML assertion endpoint; undefined when the request is unreadable
 * or names another place.
 */
async function answeredOverSaml(samlRequest: string, relayState: string, person: { email: string; firstName?: string; lastName?: string }, origin: string) {
  const { readAuthnRequest, samlResponseFor } = await import('./samlResponse');
  const request = await readAuthnRequest(samlRequest);
  if (request === undefined || !URL.canParse(request.acsUrl)) return undefined;
  const acs = new URL(request.acsUrl);
  if (acs.origin !== origin || !acs.pathname.endsWith(`/${samlPaths.assertion}`)) return undefined;
  return postSamlAssertion(sessionApi(), { SAMLResponse: samlResponseFor(request, person, `${origin}/sso-simulator`), RelayState: relayState });
}

/** The simulator's status line: the address signed in at the simulated bank, null when nobody is, undefined when unknown. */
export async function bankSessionEmail(siteId: string): Promise<string | null | undefined> {
  try {
    return (await hostSessionOf(sessionApi(), siteId)).email;
  } catch {
    return undefined;
  }
}
