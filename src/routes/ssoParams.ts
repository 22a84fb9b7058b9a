// SPEC 5: "SSO parameters are collected only when the return URL passes an additional check". The visit's return
// locations (its `returnurl`, and the SSO parameter `last_visited_path`) must each pass the return-URL validator and
// name a signed-in screen of this site's issuer and locale, the check a finished step applies to where it leads
// (returnDestination.ts). A visit whose return location fails brought parameters nobody should trust: none are
// collected, and the portal signs on with its own.
import type { Flags } from '../site/flags';
import type { PortalLocation } from './location';
import { collectSsoParams, parseQueryParams, type SsoParams } from './queryParams';
import { leadsToSignedInScreen } from './returnDestination';
import { validateReturnUrl } from './returnUrl';

export interface SsoVisit {
  /** The page's query string. */
  search: string;
  origin: string;
  location: Pick<PortalLocation, 'locale' | 'issuer'>;
  flags: Flags;
}

/** Whether a return location of the visit may be followed: a same-origin signed-in screen of this site. */
function passes(value: string, { origin, location, flags }: SsoVisit): boolean {
  const checked = validateReturnUrl(value, { origin });
  return checked.ok && leadsToSignedInScreen(checked.path, location, flags);
}

/** The visit's SSO parameters when all five required ones are valid and every return location it names passes. */
export function ssoParamsOfVisit(visit: SsoVisit): SsoParams | undefined {
  const collected = collectSsoParams(parseQueryParams(visit.search, visit.origin));
  if (collected === undefined) return undefined;
  const returnUrls = new URLSearchParams(visit.search).getAll('returnurl');
  if (returnUrls.length > 1) return undefined;
  const returnLocations = [...returnUrls, ...(collected.last_visited_path === undefined ? [] : [collected.last_visited_path])];
  return returnLocations.every((value) => passes(value, visit)) ? collected : undefined;
}
