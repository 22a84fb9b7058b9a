// Site-id derivation from host, optional issuer segment and locale (SPEC 1).

export interface SiteAddress {
  /** Host as the browser sent it; may carry a port and any letter case. */
  host: string;
  /** Optional issuer path segment in front of the locale. */
  issuer?: string | undefined;
  /** language_country locale of the URL. */
  locale: string;
  /** The deployment's promotions hosts (PROMOTIONS_HOSTS, `promotionsHostsOf`): one site per host and locale there. */
  promotionsHosts?: readonly string[] | undefined;
}

const shadowSuffix = '-shdw';

/** Lower-case host without port or trailing dot. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * Whether the host is one of the deployment's promotions hosts: named exactly (any case, any port), its shadow
 * ('-shdw') variant included. A host's name decides nothing by itself.
 */
export function isPromotionsHost(host: string, promotionsHosts: readonly string[] = []): boolean {
  const named = removeShadowSuffix(normalizeHost(host));
  return promotionsHosts.some((candidate) => removeShadowSuffix(normalizeHost(candidate)) === named);
}

/**
 * PROMOTIONS_HOSTS as the build, the edge and the reference gateway read it: host names separated by commas or spaces.
 * A value that is no host name is refused, naming it, so a typo cannot quietly derive the wrong site ids.
 */
export function promotionsHostsOf(setting: string | undefined): string[] {
  const hosts = (setting ?? '').split(/[\s,]+/).filter((host) => host !== '');
  for (const host of hosts) {
    if (!isHostName(host)) throw new Error(`PROMOTIONS_HOSTS: '${host}' is not a host name`);
  }
  return hosts.map((host) => normalizeHost(host));
}

/**
 * SITE_HOSTS as the build and the edge read it: `host=siteHost` pairs separated by commas or spaces, `*` for any host
 * not named. A preview or a second local name serves another host's sites: `preview.bank.example=localhost` derives
 * the demo's site ids (`localhost`, `localhost_demo-bank`, …) there. Production deployments set none (scripts/deploy.mjs
 * refuses it for a region). A pair that is not two host names is refused, naming it.
 */
export function siteHostsOf(setting: string | undefined): ReadonlyMap<string, string> {
  const pairs = (setting ?? '').split(/[\s,]+/).filter((pair) => pair !== '');
  const hosts = new Map<string, string>();
  for (const pair of pairs) {
    const [from = '', to = '', ...rest] = pair.split('=');
    if (rest.length > 0 || (from !== '*' && !isHostName(from)) || !isHostName(to)) {
      throw new Error(`SITE_HOSTS: '${pair}' is not host=siteHost (two host names, or * and a host name)`);
    }
    hosts.set(from === '*' ? '*' : normalizeHost(from), normalizeHost(to));
  }
  return hosts;
}

/** The host a request's site ids derive from: its own, or the one SITE_HOSTS names for it. */
export function siteHostFor(host: string, siteHosts: ReadonlyMap<string, string> = new Map()): string {
  return siteHosts.get(normalizeHost(host)) ?? siteHosts.get('*') ?? host;
}

function isHostName(host: string): boolean {
  return /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(host);
}

/** Removes the '-shdw' marker of shadow (pre-production) deployments wherever it ends a host label or the id. */
export function removeShadowSuffix(id: string): string {
  return id.replace(/-shdw(?=$|[._])/g, '');
}

/**
 * Promotions hosts: `host_locale`. Other hosts: the host, plus `_issuer` when an issuer segment is present.
 * The '-shdw' suffix is removed from the result.
 */
export function deriveSiteId({ host, issuer, locale, promotionsHosts }: SiteAddress): string {
  const normalizedHost = normalizeHost(host);
  const issuerPart = issuer?.trim().toLowerCase();
  const id = isPromotionsHost(normalizedHost, promotionsHosts)
    ? `${normalizedHost}_${locale.toLowerCase()}`
    : issuerPart
      ? `${normalizedHost}_${issuerPart}`
      : normalizedHost;
  return removeShadowSuffix(id);
}

export { shadowSuffix };
