// Entering a route: site config, auth state, query parameters, the route's guard chain, then the data it resolves
// (SPEC 2), before its screen shows. Guards that read resolved data (delete-profile's) run again once it is there.
import { storageKeys } from '../../site/authState';
import type { Flags } from '../../site/flags';
import { routeTable, type RouteName } from '../../routes/routeTable';
import { readLocation, routePath, type PortalLocation } from '../../routes/location';
import { runGuards, type GuardContext, type GuardResult, type Platform } from '../../routes/guards';
import { parseQueryParams, returnUrlToStore } from '../../routes/queryParams';
import { onNavigation } from './leftNotifications';
import { rememberMobileSession } from './nativeBridge';
import { resolveRouteData, type RouteData, type Resolvers } from './routeData';
import { connectSession, currentUserType, reportSettledFailure, resolveAuthState } from './session';
import { loadSiteConfig } from './siteConfig';
import { loadContent } from './content';
import { applyShellWords } from './shellWords';
import type { SiteConfig } from '../../site/siteConfig';
import type { AuthState } from '../../site/authState';
import { recordPageView } from './pageViews';
import { tagScriptUrl } from '../../site/tagScript';
import { tagScriptBase } from '../../site/buildFlags';

export interface RouteEntryTexts {
  genericError: string;
  reference: string;
  unavailable: string;
  retry: string;
  passwordUpdated: string;
}

/** What a screen knows once its route lets it show. */
export interface ShownRoute {
  location: PortalLocation;
  siteConfig: SiteConfig;
  authState: AuthState;
  /** What the route resolves (SPEC 2 "Access and data"). */
  data: RouteData;
  /** The pre-rendered screen before the route's checks ended: built-in site config, no session, no data. */
  provisional?: true;
}

export type RouteEntry = ({ kind: 'show' } & ShownRoute) | { kind: 'left' };

function platformOf(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'other';
}

/** The URL a guard's redirect leads to, in the same locale and issuer. */
function redirectTarget(result: Extract<GuardResult, { kind: 'redirect' }>, location: PortalLocation, flags: Flags, search: string): string {
  const path = routePath(location, result.route, flags);
  if (result.returnUrl) return `${path}?returnurl=${encodeURIComponent(result.returnUrl)}`;
  return result.keepQuery ? `${path}${search}` : path;
}

/** Adds the region's tag script once per page. */
function loadTagScript(url: string | undefined): void {
  if (!url || document.querySelector('script[data-tag-script]')) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset['tagScript'] = 'true';
  document.head.appendChild(script);
}

/** `resolvers` are the screen's: those of the route's resolves that it reads (src/state/page/routeData.ts). */
export async function enterRoute(route: RouteName, flags: Flags, texts: RouteEntryTexts, resolvers: Resolvers = {}): Promise<RouteEntry> {
  const url = new URL(window.location.href);
  const location = readLocation(url, flags);
  const api = connectSession({
    flags,
    location,
    genericErrorText: texts.genericError,
    referenceText: texts.reference,
    unavailableText: texts.unavailable,
    retryText: texts.retry,
  });
  onNavigation(url.searchParams, texts.passwordUpdated);
  recordPageView(url.pathname);

  const query = parseQueryParams(url.search, url.origin);
  rememberMobileSession(query.isMobile);
  const returnUrl = returnUrlToStore(query);
  if (returnUrl) sessionStorage.setItem(storageKeys.returnUrl, returnUrl);
  // An app's return URL waits for the signed-in screen that hands the visitor back to the app (deep-link guard).
  if (query.appReturnUrl) sessionStorage.setItem(storageKeys.appReturnUrl, query.appReturnUrl);
  const appReturnUrl = sessionStorage.getItem(storageKeys.appReturnUrl) ?? undefined;

  // Content needs the site config (its CMS tenant); it loads while the auth check runs, before the screen shows.
  const contentPath = location.issuer ? url.pathname.slice(location.issuer.length + 1) : url.pathname;
  const configAndContent = loadSiteConfig(api, flags, location.siteId).then(async (config) => {
    const overrides = await loadContent(api, config, {
      siteId: location.siteId,
      pathname: contentPath,
      preview: url.searchParams.get('cms-preview') === 'draft',
    });
    applyShellWords(overrides, routeTable.find((candidate) => candidate.name === route)?.titleKey ?? '');
    return config;
  });
  const [siteConfig, authState] = await Promise.all([configAndContent, resolveAuthState()]);
  loadTagScript(tagScriptUrl(tagScriptBase, location.locale, siteConfig.name));
  const context: GuardContext = {
    authState,
    siteConfig,
    flags,
    target: { route, locale: location.locale, pathWithQuery: `${url.pathname}${url.search}` },
    registrationHeld: sessionStorage.getItem(storageKeys.registrationData) !== null,
    userType: currentUserType(),
    ...(returnUrl ? { returnUrl } : {}),
    appReturnUrl,
    platform: platformOf(navigator.userAgent),
  };
  const result = runGuards(context);
  if (result.kind !== 'allow') return leave(result, location, flags, url.search);

  const resolves = routeTable.find((candidate) => candidate.name === route)?.resolves ?? [];
  const data = await resolveRouteData(resolves, resolvers, api, { siteId: location.siteId, locale: location.locale }, reportSettledFailure);
  if (data.userAttributes || data.profile || data.passwordCompromised !== undefined || data.policyToAccept !== undefined) {
    const withData = runGuards({
      ...context,
      ...(data.userAttributes ? { userAttributes: data.userAttributes } : {}),
      userAuthMechanism: data.profile?.authMechanism,
      passwordCompromised: data.passwordCompromised,
      policyToAccept: data.policyToAccept,
    });
    if (withData.kind !== 'allow') return leave(withData, location, flags, url.search);
  }
  // Only the account's screens have the navigation; its module loads there alone.
  if (document.querySelector('.account-nav')) {
    void import('./accountNav').then(({ fitAccountNav }) => fitAccountNav({ siteConfig, profile: data.profile, userType: context.userType }));
  }
  return { kind: 'show', location, siteConfig, authState, data };
}

/** Follows a guard's refusal: a redirect in the same locale and issuer, or the native app. */
function leave(result: Exclude<GuardResult, { kind: 'allow' }>, location: PortalLocation, flags: Flags, search: string): RouteEntry {
  if (result.kind === 'return') {
    window.location.replace(result.path);
    return { kind: 'left' };
  }
  if (result.kind === 'redirect') {
    window.location.replace(redirectTarget(result, location, flags, search));
    return { kind: 'left' };
  }
  sessionStorage.removeItem(storageKeys.appReturnUrl);
  const { storeUrl, fallbackAfterMs } = result;
  if (storeUrl && fallbackAfterMs !== undefined) window.setTimeout(() => window.location.assign(storeUrl), fallbackAfterMs);
  window.location.assign(result.appUrl);
  return { kind: 'left' };
}
