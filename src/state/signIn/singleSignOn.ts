// Single sign-on (SPEC 2 redirect-sso and sso-simulator, SPEC 5 SSO parameters, SPEC 6 SSO and DUAL_AUTH): starting the
// round trip with the collected parameters (or the portal's own), and completing it from the simulator.
import { postSsoAssertion, startSso } from '../../api/ssoService';
import type { SsoAuthorizeRequest } from '../../api/contracts/sso';
import type { Flags } from '../../site/flags';
import { storageKeys } from '../../site/authState';
import { validateReturnUrl } from '../../routes/returnUrl';
import { collectSsoParams, parseQueryParams, type SsoParams } from '../../routes/queryParams';
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
 * The authorize request: the SSO parameters the visit brought (SPEC 5: all five required ones valid), else the
 * portal's own as relying party (client id = site id, code, openid, fresh state and nonce). The landing page is the
 * visit's last visited path, else its stored return URL.
 */
export function ssoAuthorizeRequest(
  location: Pick<PortalLocation, 'siteId' | 'locale'>,
  collected: SsoParams | undefined,
  returnUrl: string | undefined,
): SsoAuthorizeRequest {
  const own = { client_id: location.siteId, response_type: 'code', scope: 'openid', state: randomValue(), nonce: randomValue() };
  const request: SsoAuthorizeRequest = { siteId: location.siteId, locale: location.locale, ...(collected ?? own) };
  if (request.last_visited_path === undefined && returnUrl !== undefined) request.last_visited_path = returnUrl;
  return request;
}

/** The redirect screen's start (SPEC 2 redirect-sso): the authorize request of the visit's address, then its call. */
export function startSingleSignOnOfVisit(
  location: Pick<PortalLocation, 'siteId' | 'locale'>,
  visit: Pick<Location, 'search' | 'origin'>,
  returnUrl: string | undefined,
  flags: Pick<Flags, 'newAuthSso'>,
): Promise<StartOutcome> {
  return startSingleSignOn(ssoAuthorizeRequest(location, collectSsoParams(parseQueryParams(visit.search, visit.origin)), returnUrl), flags);
}

export type StartOutcome = { ok: true; location: string } | { ok: false; reason: 'unavailable' | 'failed' };

/** Starts sign-on the way the `newAuthSso` flag says: the current flow (SSO authorize endpoint) or the legacy one. */
export async function startSingleSignOn(request: SsoAuthorizeRequest, flags: Pick<Flags, 'newAuthSso'>): Promise<StartOutcome> {
  try {
    return { ok: true, location: (await startSso(sessionApi(), request, flags.newAuthSso ? 'current' : 'legacy')).location };
  } catch (error) {
    const failure = callFailureOf(error);
    return { ok: false, reason: failure.kind === 'refused' && failure.code === 'SSO_NOT_AVAILABLE' ? 'unavailable' : 'failed' };
  }
}

export type AssertionOutcome = { ok: true; landing: string } | { ok: false; reason: 'expired' | 'failed' };

/** The simulator's answer for the bank: signs the user in, keeps the refresh token, and lands on a same-origin path only. */
export async function completeSingleSignOn(
  assertion: { requestId: string; email: string; firstName?: string; lastName?: string },
  place: { location: PortalLocation; origin: string; profilePath: string },
): Promise<AssertionOutcome> {
  try {
    const answer = await postSsoAssertion(sessionApi(), {
      sso_request: assertion.requestId,
      email: assertion.email.trim(),
      ...(assertion.firstName ? { first_name: assertion.firstName.trim() } : {}),
      ...(assertion.lastName ? { last_name: assertion.lastName.trim() } : {}),
    });
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
