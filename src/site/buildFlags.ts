// Build-time settings this build was made with: feature flags, the tag-script base, the configured site-config URL and
// the gateway endpoints (parsed in astro.config.mjs).
import type { Flags } from './flags';
import type { GatewayEndpoints } from './gatewayEndpoints';

declare const __PORTAL_FLAGS__: Flags;
declare const __PORTAL_TAG_SCRIPT_BASE__: string;
declare const __PORTAL_REMEMBER_ME__: boolean;
declare const __PORTAL_SITE_CONFIG_URL__: string;
declare const __PORTAL_ENDPOINTS__: GatewayEndpoints;
declare const __PORTAL_PROMOTIONS_HOSTS__: readonly string[];
declare const __PORTAL_SITE_HOSTS__: Readonly<Record<string, string>>;

export const buildFlags: Flags = __PORTAL_FLAGS__;

/** buildFlags.rememberMe as a literal of the build: a build without it carries none of the remember-me code. */
export const rememberMeBuilt: boolean = __PORTAL_REMEMBER_ME__;

/** Base URL of the regions' tag scripts, or '' when this build loads none (TAG_SCRIPT_BASE). */
export const tagScriptBase: string = __PORTAL_TAG_SCRIPT_BASE__;

/** The configured site-config URL template (SITE_CONFIG_URL) when the `siteConfig` flag is on, else ''. */
export const siteConfigUrlTemplate: string = __PORTAL_SITE_CONFIG_URL__;

/** The configurable gateway endpoints of SPEC 7 (CARD_ASSETS_URL, CARD_VALIDATION_URL, PREAUTH_URL, SSO_AUTHORIZE_URL). */
export const gatewayEndpoints: GatewayEndpoints = __PORTAL_ENDPOINTS__;

/** The deployment's promotions hosts (PROMOTIONS_HOSTS): their site ids are host_locale (SPEC 1). */
export const promotionsHosts: readonly string[] = __PORTAL_PROMOTIONS_HOSTS__;

/** The hosts of this build that serve another host's sites (SITE_HOSTS, a preview's): their site ids derive from it. */
export const siteHosts: ReadonlyMap<string, string> = new Map(Object.entries(__PORTAL_SITE_HOSTS__));
