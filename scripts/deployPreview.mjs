// `npm run deploy:preview -- --host <host> [--dry-run]`: the demo on Cloudflare, for testers and reviewers. One command
// deploys both workers of the configs' [env.preview] and seeds them:
//   1. builds the site with the demo's flags (the SSO simulator on) and SITE_HOSTS "<host>=localhost", so the preview's
//      host serves the demo's sites (localhost, localhost_demo-bank, …) and the journeys' accounts live there;
//   2. deploys the preview's reference gateway (portal-gateway-preview: outbox, simulator, demo limits);
//   3. applies its migrations and the demo's seed (sites whose e-mail links point to https://<host>, cardholders,
//      themes) to its D1, and the demo's entries to the edge's KV;
//   4. deploys the edge with the same variables the build had.
// `--host` is the host the preview is reached at: the edge's workers.dev name (portal-edge-preview.<subdomain>.workers.dev)
// or a custom domain routed to it. Needs `npm run provision -- --env preview` once (docs/operations.md "A preview").
// `--dry-run` builds, bundles both workers offline and prints the seeding it would run; it calls nothing remote.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { siteHostsOf } from '../src/site/siteId.ts';
import { buildSite, flagVariables, kvPut, root, withDemoSeed, wranglerEnvironment } from './stack.mjs';

const { values } = parseArgs({ options: { host: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
const host = values.host?.trim().toLowerCase() ?? '';
try {
  if (host === '' || host === 'localhost') throw new Error('--host names the host the preview is reached at');
  siteHostsOf(`${host}=localhost`);
} catch (error) {
  console.error(`Cannot deploy the preview: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Usage: npm run deploy:preview -- --host <portal-edge-preview.<subdomain>.workers.dev or a custom domain> [--dry-run]');
  process.exit(2);
}
const dryRun = values['dry-run'];

// The same settings reach the build and the edge (flagVariables) through process.env: the demo's reference gateway,
// the demo's flags and promotions host, and the preview's host serving the demo's sites.
const settings = {
  GATEWAY_KIND: 'reference',
  SITE_HOSTS: `${host}=localhost`,
  PROMOTIONS_HOSTS: process.env.PROMOTIONS_HOSTS || 'promotions.localhost',
};
Object.assign(process.env, settings);
const environment = wranglerEnvironment(dryRun ? {} : { CLOUDFLARE_CF_FETCH_ENABLED: 'true' });

function wrangler(args) {
  console.log(`${dryRun ? 'would run' : 'running'}: npx wrangler ${args.join(' ')}`);
  if (dryRun) return;
  const result = spawnSync('wrangler', args, { cwd: root, env: environment, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Stopped: npx wrangler ${args.join(' ')} failed. What ran before it stands; run this again once the cause is fixed.`);
    process.exit(1);
  }
}

/** `wrangler deploy` of one worker; in a dry run bundled offline into a folder of its own. */
function deploy(config) {
  const args = ['deploy', '-c', config, '--env', 'preview', ...(config === 'wrangler.toml' ? flagVariables() : [])];
  if (!dryRun) return wrangler(args);
  const outdir = mkdtempSync(join(tmpdir(), 'preview-'));
  const result = spawnSync('wrangler', [...args, '--dry-run', '--outdir', outdir], { cwd: root, env: environment, stdio: 'inherit' });
  if (result.status !== 0) process.exit(1);
  console.log(`bundled ${config} [env.preview] into ${outdir}`);
}

console.log(`[1/4] Building the site for the preview at ${host} (SITE_HOSTS ${settings.SITE_HOSTS})…`);
const built = await buildSite({ say: () => undefined });
console.log(`      Built ${built.pages.toLocaleString('en')} pages in ${built.seconds.toFixed(1)} s.`);
console.log('[2/4] The reference gateway (gateway/wrangler.toml [env.preview])…');
deploy('gateway/wrangler.toml');
console.log("[3/4] Its database and the edge's KV: migrations, then the demo's seed…");
const remote = ['--remote', '--env', 'preview'];
wrangler(['d1', 'migrations', 'apply', 'DB', '-c', 'gateway/wrangler.toml', ...remote]);
await withDemoSeed({ origin: `https://${host}` }, ({ sqlFile, kv }) => {
  wrangler(['d1', 'execute', 'DB', '-c', 'gateway/wrangler.toml', ...remote, '--file', sqlFile]);
  for (const [key, file] of kv) wrangler(kvPut(key, file, remote));
});
console.log("[4/4] The edge (wrangler.toml [env.preview]), with the build's variables…");
deploy('wrangler.toml');
console.log(
  dryRun
    ? '\nDry run: nothing was deployed.'
    : `\nThe preview answers at https://${host}/en_us/account/login-form/ (demo@example.com / Demo-Passw0rd!).\nTest it: PORTAL_URL=https://${host} npx playwright test`,
);
