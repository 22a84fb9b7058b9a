// Astro build of the static site: every locale x route shell, React islands, hashed CSP.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { parseFlags } from './src/site/flags.ts';
import { captchaHosts } from './src/site/captchaSettings.ts';
import { requiredSiteConfigUrl } from './src/site/siteConfigUrl.ts';
import { parseGatewayEndpoints } from './src/site/gatewayEndpoints.ts';
import { promotionsHostsOf, siteHostsOf } from './src/site/siteId.ts';
import { createHash } from 'node:crypto';
import { buildStats } from './scripts/buildStats.mjs';
import { shellScriptFor } from './src/layouts/heldSubmitScript.ts';
import { clientChunking } from './scripts/budgetChunks.mjs';

// Parsed here so an invalid override fails the build at once, naming the variable.
const flags = parseFlags(process.env);
const gatewayDevOrigin = process.env.GATEWAY_DEV_ORIGIN;
// Base URL of the regions' tag-management scripts (SPEC 2); unset means no tag script.
const tagScriptBase = parseTagScriptBase(process.env.TAG_SCRIPT_BASE);

// The configured site-config URL when the siteConfig flag is on; a missing or malformed one fails the build, naming it.
const siteConfigUrl = requiredSiteConfigUrl(flags.siteConfig, process.env.SITE_CONFIG_URL);
const siteConfigOrigins = siteConfigUrl ? [new URL(siteConfigUrl.replaceAll('{siteId}', 'x')).origin] : [];

// The configurable gateway endpoints of SPEC 7 (card assets and validation, pre-auth, SSO authorize); an issuer's
// gateway (GATEWAY_KIND=issuer) without the card URLs fails the build, naming the missing one.
const gatewayEndpoints = parseGatewayEndpoints(process.env);
// SPEC 1: on these hosts a site is host_locale. Local runs serve the demo's promotions.localhost (wrangler.toml gives
// the edge the same); a deployment names its own, for the build and the edge alike (scripts/stack.mjs flagVariables).
const promotionsHosts = promotionsHostsOf(process.env.PROMOTIONS_HOSTS ?? 'promotions.localhost');
// A preview's hosts that serve another host's sites (SITE_HOSTS, src/site/siteId.ts siteHostsOf); unset in production.
const siteHosts = Object.fromEntries(siteHostsOf(process.env.SITE_HOSTS));

/** The tag script's origin: it may also send its measurements there. */
const tagOrigins = tagScriptBase ? [new URL(tagScriptBase).origin] : [];

/** Extra CSP sources, each after a space. */
function sources(...lists) {
  return lists
    .flat()
    .map((source) => ` ${source}`)
    .join('');
}

function parseTagScriptBase(value) {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:') throw new Error(`TAG_SCRIPT_BASE: expected an https URL, got '${value}'`);
  return url.href;
}

/**
 * How much a byte that an island loads for nothing weighs in the client chunking's choice of a merge (below). The
 * sign-in island takes none: its page has the tightest budget (issue 11: 80 KB before interaction, React being 66 of
 * them). The card screens, the registration and profile forms and the profile, the largest of the other screens
 * (95 KB each), weigh 64: merges avoid them, and what they do not need is split back off their chunks afterwards.
 * The security page and the new-policy screen weigh 0: far below their budget, they take whatever their neighbours'
 * chunks bring rather than tip the greedy merges into a plan that costs the tight screens bytes or a request
 * (docs/decisions.md "The security page", "Consent history").
 */
const chunkWeights = [
  [/[\\/]src[\\/]islands[\\/]signIn[\\/]SignInScreen\.tsx$/, Infinity],
  [/[\\/]src[\\/]islands[\\/](?:account[\\/]Security(?:Screen|Sections)|signIn[\\/]PolicyUpdateScreen)\.tsx$/, 0],
  [
    /[\\/]src[\\/]islands[\\/](?:cards[\\/]EditPanScreen|registration[\\/]AddPanScreen|account[\\/]EditProfileScreen|registration[\\/]RegistrationScreen|account[\\/]ProfileScreen)\.tsx$/,
    64,
  ],
];

export default defineConfig({
  output: 'static',
  // The dev server's trailing-slash check would answer /api calls before the gateway proxy sees them.
  trailingSlash: gatewayDevOrigin ? 'ignore' : 'always',
  // Styles inline in every page: no stylesheet request before first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), buildStats()],
  security: {
    // Hashed scripts and styles of our own; the region's tag script and hCaptcha's widget (when their settings are on)
    // are the only other sources, and frames may come only from hCaptcha.
    csp: {
      scriptDirective: {
        resources: ["'self'", ...tagOrigins, ...(flags.hcaptcha ? captchaHosts : [])],
        // The shell's own inline script (src/layouts/heldSubmitScript.ts).
        hashes: [`sha256-${createHash('sha256').update(shellScriptFor(promotionsHosts)).digest('base64')}`],
      },
      styleDirective: { resources: ["'self'", ...(flags.hcaptcha ? captchaHosts : [])] },
      // Nothing is allowed that is not named here; the edge repeats this policy as a header with its report endpoint
      // (src/edge/securityHeaders.ts), which a <meta> policy cannot carry.
      directives: [
        "default-src 'none'",
        `connect-src 'self'${sources(tagOrigins, siteConfigOrigins, flags.hcaptcha ? captchaHosts : [])}`,
        `img-src 'self' data:${sources(tagOrigins, flags.hcaptcha ? captchaHosts : [])}`,
        "font-src 'self'",
        "manifest-src 'self'",
        `frame-src ${flags.hcaptcha ? captchaHosts.join(' ') : "'none'"}`,
        "base-uri 'none'",
        "form-action 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  // No code blocks in this site; Shiki's inline styles would not pass the hashed CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    // Shared chunks under about 6 KB gzipped (24 KB of module code before minifying) merge with a neighbour, so a page
    // makes few script requests before interaction; React is a vendor chunk of its own (docs/decisions.md "Fewer,
    // larger chunks", "Every screen's first load without the calls").
    // Merges weigh what each island would load for nothing (`chunkWeights` above); then what no tight island needs is
    // split back off its merged chunks while every page stays within 6 chunks of its own (8 requests with React and
    // the renderer). Of the plans made with the heaviest pages made tight one by one, the one whose heaviest page is
    // lightest is built (`planBalanced`).
    plugins: [
      clientChunking({
        threshold: 24 * 1024,
        weight: (id) => chunkWeights.find(([pattern]) => pattern.test(id))?.[1] ?? 1,
        splitWithin: 6,
      }),
    ],
    define: {
      __PORTAL_FLAGS__: JSON.stringify(flags),
      // A flag whose screen code a build without it must not carry: a literal, so the bundler drops what it guards.
      __PORTAL_REMEMBER_ME__: JSON.stringify(flags.rememberMe),
      __PORTAL_TAG_SCRIPT_BASE__: JSON.stringify(tagScriptBase ?? ''),
      __PORTAL_SITE_CONFIG_URL__: JSON.stringify(siteConfigUrl ?? ''),
      __PORTAL_ENDPOINTS__: JSON.stringify(gatewayEndpoints),
      __PORTAL_PROMOTIONS_HOSTS__: JSON.stringify(promotionsHosts),
      __PORTAL_SITE_HOSTS__: JSON.stringify(siteHosts),
    },
    // `npm run dev`: the client's calls reach the reference gateway started beside the dev server.
    server: gatewayDevOrigin
      ? {
          proxy: {
            '/gateway/api': { target: gatewayDevOrigin, changeOrigin: true },
            '/api': { target: gatewayDevOrigin, changeOrigin: true, rewrite: (path) => `/gateway${path}` },
          },
        }
      : {},
  },
});
