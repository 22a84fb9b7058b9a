// The edge's redirect and rewrite rules (DESIGN "The way a request travels"; SPEC 2 routes), as a pure decision.
import type { Flags } from '../site/flags';
import { defaultLocale, isLocale, localePattern, type Locale } from '../site/locales';
import { deriveSiteId, isPromotionsHost, normalizeHost, removeShadowSuffix } from '../site/siteId';
import { accountPath, issuerPattern, siteConfigCdnPrefix } from '../routes/paths';
import { validateReturnUrl } from '../routes/returnUrl';
import { activeRoutes, loginSegment, type ActiveRoute, type RouteName } from '../routes/routeTable';
import { edgeGuardOf, isSignedInScreen } from './guardRoutes';

export type EdgeDecision =
  /** Serve a pre-rendered shell from the static assets; the browser's URL stays. */
  | {
      kind: 'shell';
      assetPath: string;
      route: RouteName;
      /** The site the page derives (src/routes/location.ts readLocation): its config goes into the shell. */
      siteId: string;
      /** A screen for signed-in visitors only: kept out of search engines. */
      signedInScreen: boolean;
    }
  /** Hand the request to the asset layer unchanged (scripts, styles, images). */
  | { kind: 'asset' }
  /** Forward to the gateway at this path, query and body intact. */
  | { kind: 'proxy'; gatewayPath: string }
  /** Site config on the proxy-CDN path. */
  | { kind: 'siteConfig'; siteId: string }
  /** A promotions site's campaign file (SPEC 7), from KV. */
  | { kind: 'promotions'; siteId: string }
  /** `markBounce`: the redirect sends a visitor to the profile on the flag's word; the edge notes it (see `bounced`). */
  | { kind: 'redirect'; location: string; markBounce?: true };

export interface EdgeRequest {
  /** Origin of the request as the browser sees it (`https://rewards.example.com`). */
  origin: string;
  /**
   * The host the site ids derive from, when SITE_HOSTS names one for this request's host (a preview serving the demo's
   * sites, src/site/siteId.ts siteHostFor); else the origin's own.
   */
  siteHost?: string | undefined;
  /** URL path as received (percent-encoded). */
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  /** Whether the readable sign-in flag cookie says a user session (entry guard, edge guards). */
  signedIn: boolean;
  /**
   * Whether the edge sent this visitor to the profile on the flag's word moments ago (its mark cookie is present).
   * A flag the browser's check refuted without clearing it (the gateway failing, say) would otherwise bounce the
   * visitor between sign-in and profile for ever; while marked, the anonymous-only screens are left to the browser.
   */
  bounced: boolean;
}

/**
 * The edge's own mark that it sent a visitor to the profile on the flag's word (see `EdgeRequest.bounced`). HttpOnly:
 * only the edge reads it. Five minutes outlast the slowest page that could refute the flag and come back.
 */
export const bounceMark = { name: 'portal_edge_bounce', maxAgeSeconds: 300 } as const;

/** Set-Cookie value of the mark; Secure except on plain-http local runs. */
export function bounceMarkCookie({ secure }: { secure: boolean }): string {
  return [`${bounceMark.name}=1`, 'Path=/', `Max-Age=${bounceMark.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

const gatewayPrefix = '/gateway/api/';
/** The reference gateway's inbox page of local and preview runs (the gateway answers 404 elsewhere). */
const gatewayDevPrefix = '/gateway/dev/';
const clientServerPrefix = '/api/';
/** SPEC 7: {locale}/account/configurations/promotions-{locale}.json, the same locale twice. */
const promotionsFile = /^\/([a-z]{2}_[a-z]{2})\/account\/configurations\/promotions-([a-z]{2}_[a-z]{2})\.json$/;

function redirect(path: string, search: string): Extract<EdgeDecision, { kind: 'redirect' }> {
  return { kind: 'redirect', location: `${path}${search}` };
}

/** Decides what the edge does with a request. Never echoes unvalidated path text into a Location. */
export function decide(request: EdgeRequest, flags: Flags, promotionsHosts: readonly string[] = []): EdgeDecision {
  const { pathname, search } = request;
  if (pathname.startsWith(clientServerPrefix)) {
    return { kind: 'proxy', gatewayPath: `${gatewayPrefix}${pathname.slice(clientServerPrefix.length)}` };
  }
  if (pathname.startsWith(gatewayPrefix) || pathname.startsWith(gatewayDevPrefix)) return { kind: 'proxy', gatewayPath: pathname };
  if (pathname.startsWith(siteConfigCdnPrefix) && pathname.endsWith('.json')) {
    const encoded = pathname.slice(siteConfigCdnPrefix.length, -'.json'.length);
    return { kind: 'siteConfig', siteId: safeDecode(encoded) ?? '' };
  }

  const [, fileLocale = '', namedLocale] = promotionsFile.exec(pathname) ?? [];
  const host = siteHostOf(request);
  if (fileLocale === namedLocale && isLocale(fileLocale) && isPromotionsHost(host, promotionsHosts)) {
    return { kind: 'promotions', siteId: deriveSiteId({ host, locale: fileLocale, promotionsHosts }) };
  }

  const segments = pathname.split('/').slice(1);
  const trailingSlash = segments.at(-1) === '';
  if (trailingSlash) segments.pop();
  // A file name (has a dot in its last segment) is the asset layer's business.
  if (!trailingSlash && segments.at(-1)?.includes('.')) return { kind: 'asset' };

  const login = loginSegment(flags);
  const [first, second] = segments;
  let issuer: string | undefined;
  let rest = segments;
  if (first !== undefined && !localePattern.test(first) && issuerPattern.test(first) && second !== undefined && localePattern.test(second)) {
    issuer = first;
    rest = segments.slice(1);
  }

  const [localeSegment, accountSegment, routeSegment, ...extra] = rest;
  if (localeSegment === undefined) return entry(defaultLocale, issuer, request, flags, promotionsHosts);
  if (!localePattern.test(localeSegment)) return redirect(accountPath(defaultLocale, login), search);
  const locale = isLocale(localeSegment) ? localeSegment : undefined;

  if (accountSegment === undefined || (accountSegment === 'account' && routeSegment === undefined)) {
    return entry(locale ?? defaultLocale, issuer, request, flags, promotionsHosts);
  }

  const route = accountSegment === 'account' && extra.length === 0 ? routeSegment : undefined;
  const known = activeRoutes(flags).find((candidate) => candidate.segment === route);
  const targetLocale = locale ?? defaultLocale;

  if (route === 'sso-simulator' && !flags.enableSsoSimulator) {
    return redirect(accountPath(targetLocale, login, issuer), search);
  }
  if (!known) return redirect(accountPath(targetLocale, login, issuer), search);
  const chosen = siteChosenByQuery(request, issuer, targetLocale, promotionsHosts);
  if (chosen) return redirect(accountPath(chosen.locale, known.segment, chosen.issuer), chosen.search);
  const canonical = accountPath(targetLocale, known.segment, issuer);
  const guarded = edgeGuard(known, { locale: targetLocale, issuer, path: canonical }, request, flags);
  if (guarded) return guarded;
  if (!locale || !trailingSlash) return redirect(canonical, search);
  return {
    kind: 'shell',
    assetPath: accountPath(locale, known.segment),
    route: known.name,
    siteId: deriveSiteId({ host: siteHostOf(request), issuer, locale, promotionsHosts }),
    signedInScreen: isSignedInScreen(known),
  };
}

/**
 * The first guard of the route's chain where the flag alone decides it (src/edge/guardRoutes.ts), as the browser would
 * apply it: the profile for a signed-in visitor on an anonymous-only screen without a `returnurl`; sign-in with the screen as `returnurl`
 * for a signed-out visitor on a signed-in screen. The return URL passes the browser's own validation first and is
 * left off when it fails (the browser would drop it too), so nothing unvalidated reaches the Location.
 */
function edgeGuard(
  route: ActiveRoute,
  target: { locale: Locale; issuer: string | undefined; path: string },
  request: EdgeRequest,
  flags: Flags,
): EdgeDecision | undefined {
  const guard = edgeGuardOf(route);
  // With a return URL the browser goes on to it once the session is confirmed (the anonymous guard): left to it.
  if (guard === 'anonymous' && request.signedIn && !request.bounced && !new URLSearchParams(request.search).has('returnurl')) {
    return { kind: 'redirect', location: accountPath(target.locale, 'profile', target.issuer), markBounce: true };
  }
  if (guard === 'authenticated' && !request.signedIn) {
    const signIn = accountPath(target.locale, loginSegment(flags), target.issuer);
    const returnUrl = validateReturnUrl(`${target.path}${request.search}`, { origin: request.origin });
    return { kind: 'redirect', location: returnUrl.ok ? `${signIn}?returnurl=${encodeURIComponent(returnUrl.path)}` : signIn };
  }
  return undefined;
}

/**
 * SPEC 2's `siteid` parameter: a link (an app's, a bank's e-mail) may name the site a visitor is to land on. Honoured
 * only for a site of this very host, the one that host, issuer path and locale derive (SPEC 1): on a promotions host
 * another locale, elsewhere another issuer path or none. The visitor is sent to the same screen there, the parameter
 * dropped; a site of another host, a malformed id or the site already shown changes nothing.
 */
export function siteChosenByQuery(
  request: Pick<EdgeRequest, 'origin' | 'siteHost' | 'search'>,
  issuer: string | undefined,
  locale: string,
  promotionsHosts: readonly string[] = [],
): { issuer: string | undefined; locale: Locale; search: string } | undefined {
  const params = new URLSearchParams(request.search);
  const named = params.getAll('siteid');
  if (named.length !== 1) return undefined;
  const wanted = (named[0] ?? '').trim().toLowerCase();
  const host = siteHostOf(request);
  if (wanted === deriveSiteId({ host, issuer, locale, promotionsHosts })) return undefined;
  const hostPart = removeShadowSuffix(normalizeHost(host));
  const suffix = wanted === hostPart ? '' : wanted.startsWith(`${hostPart}_`) ? wanted.slice(hostPart.length + 1) : undefined;
  if (suffix === undefined) return undefined;
  const target = isPromotionsHost(host, promotionsHosts)
    ? isLocale(suffix)
      ? { issuer, locale: suffix }
      : undefined
    : suffix === '' || issuerPattern.test(suffix)
      ? { issuer: suffix === '' ? undefined : suffix, locale }
      : undefined;
  if (target === undefined || !isLocale(target.locale) || deriveSiteId({ host, ...target, promotionsHosts }) !== wanted) return undefined;
  params.delete('siteid');
  const rest = params.toString();
  return { issuer: target.issuer, locale: target.locale, search: rest === '' ? '' : `?${rest}` };
}

/** `/`, `/{locale}/`, `/{locale}/account/`: profile when signed in, else sign-in, query kept. */
function entry(locale: string, issuer: string | undefined, request: EdgeRequest, flags: Flags, promotionsHosts: readonly string[]): EdgeDecision {
  const chosen = siteChosenByQuery(request, issuer, locale, promotionsHosts);
  if (chosen) return entry(chosen.locale, chosen.issuer, { ...request, search: chosen.search }, flags, promotionsHosts);
  if (request.signedIn) return { ...redirect(accountPath(locale, 'profile', issuer), request.search), markBounce: true };
  return redirect(accountPath(locale, loginSegment(flags), issuer), request.search);
}

/** The host the request's site ids derive from (EdgeRequest.siteHost). */
function siteHostOf(request: Pick<EdgeRequest, 'origin' | 'siteHost'>): string {
  return request.siteHost ?? new URL(request.origin).host;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
