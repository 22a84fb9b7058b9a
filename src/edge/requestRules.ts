// The edge's redirect and rewrite rules (DESIGN "The way a request travels"; SPEC 2 routes), as a pure decision.
import type { Flags } from '../site/flags';
import { defaultLocale, isLocale, localePattern } from '../site/locales';
import { accountPath, issuerPattern, siteConfigCdnPrefix } from '../routes/paths';
import { activeRoutes, loginSegment } from '../routes/routeTable';

export type EdgeDecision =
  /** Serve a pre-rendered shell from the static assets; the browser's URL stays. */
  | { kind: 'shell'; assetPath: string }
  /** Hand the request to the asset layer unchanged (scripts, styles, images). */
  | { kind: 'asset' }
  /** Forward to the gateway at this path, query and body intact. */
  | { kind: 'proxy'; gatewayPath: string }
  /** Site config on the proxy-CDN path. */
  | { kind: 'siteConfig'; siteId: string }
  | { kind: 'redirect'; location: string };

export interface EdgeRequest {
  /** URL path as received (percent-encoded). */
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  /** Whether the readable sign-in flag cookie is present (entry guard). */
  signedIn: boolean;
}

const gatewayPrefix = '/gateway/api/';
/** The reference gateway's inbox page of local and preview runs (the gateway answers 404 elsewhere). */
const gatewayDevPrefix = '/gateway/dev/';
const clientServerPrefix = '/api/';

function redirect(path: string, search: string): EdgeDecision {
  return { kind: 'redirect', location: `${path}${search}` };
}

/** Decides what the edge does with a request. Never echoes unvalidated path text into a Location. */
export function decide(request: EdgeRequest, flags: Flags): EdgeDecision {
  const { pathname, search } = request;
  if (pathname.startsWith(clientServerPrefix)) {
    return { kind: 'proxy', gatewayPath: `${gatewayPrefix}${pathname.slice(clientServerPrefix.length)}` };
  }
  if (pathname.startsWith(gatewayPrefix) || pathname.startsWith(gatewayDevPrefix)) return { kind: 'proxy', gatewayPath: pathname };
  if (pathname.startsWith(siteConfigCdnPrefix) && pathname.endsWith('.json')) {
    const encoded = pathname.slice(siteConfigCdnPrefix.length, -'.json'.length);
    return { kind: 'siteConfig', siteId: safeDecode(encoded) ?? '' };
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
  if (localeSegment === undefined) return entry(defaultLocale, issuer, request, flags);
  if (!localePattern.test(localeSegment)) return redirect(accountPath(defaultLocale, login), search);
  const locale = isLocale(localeSegment) ? localeSegment : undefined;

  if (accountSegment === undefined || (accountSegment === 'account' && routeSegment === undefined)) {
    return locale ? entry(locale, issuer, request, flags) : entry(defaultLocale, issuer, request, flags);
  }

  const route = accountSegment === 'account' && extra.length === 0 ? routeSegment : undefined;
  const known = activeRoutes(flags).find((candidate) => candidate.segment === route);
  const targetLocale = locale ?? defaultLocale;

  if (route === 'sso-simulator' && !flags.enableSsoSimulator) {
    return redirect(accountPath(targetLocale, login, issuer), search);
  }
  if (!known) return redirect(accountPath(targetLocale, login, issuer), search);
  if (!locale || !trailingSlash) return redirect(accountPath(targetLocale, known.segment, issuer), search);
  return { kind: 'shell', assetPath: accountPath(locale, known.segment) };
}

/** `/`, `/{locale}/`, `/{locale}/account/`: profile when signed in, else sign-in, query kept. */
function entry(locale: string, issuer: string | undefined, request: EdgeRequest, flags: Flags): EdgeDecision {
  const target = request.signedIn ? 'profile' : loginSegment(flags);
  return redirect(accountPath(locale, target, issuer), request.search);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
