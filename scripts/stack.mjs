// Starts the whole local stack: edge worker + static site + reference gateway on a local D1 (one `wrangler dev`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The environment of the wrangler and astro runs: this process's as it is now (a script sets a variable once, in
 * `process.env`, and the build and the edge both see it), offline and quiet (no account lookups, no telemetry) unless
 * `overrides` say otherwise.
 */
export function wranglerEnvironment(overrides = {}) {
  return {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    NO_D1_WARNING: 'true',
    ...overrides,
  };
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env: wranglerEnvironment(), encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/**
 * Builds the site into `dist`, or into `outDir` (a second build with other flags, e.g. the e2e flags stack), telling
 * as it goes: Astro's own steps, the pages written so far every `every` pages, and what it built in how long.
 */
export function buildSite({ outDir, say = (line) => console.log(line), every = 500 } = {}) {
  const started = Date.now();
  const child = spawn('astro', ['build', ...(outDir ? ['--outDir', outDir] : [])], {
    cwd: root,
    env: wranglerEnvironment(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pages = 0;
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (/[├└]─ \//.test(line)) {
        pages += 1;
        if (pages % every === 0) say(`    ${pages.toLocaleString('en')} pages written…`);
      } else if (line.trim() !== '') {
        say(`    ${line.trim()}`);
      }
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`astro build failed with exit code ${code}`));
      else resolve({ pages, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The gateway's secrets (gateway/src/env.ts); each a random 32-byte key for local runs. */
export const gatewaySecretNames = ['TOKEN_SIGNING_KEY', 'CARD_FINGERPRINT_KEY', 'TOTP_ENCRYPTION_KEY'];

/**
 * Gives the local gateway a random value for each of its secrets in gateway/.dev.vars (gitignored) unless it has one;
 * `wrangler dev` reads the .dev.vars beside each config, also as the second `-c`. Kept across runs so sessions survive a
 * restart and enrolled cards and authenticators stay usable.
 */
export function ensureGatewaySecrets() {
  const devVars = join(root, 'gateway', '.dev.vars');
  for (const name of gatewaySecretNames) {
    const existing = existsSync(devVars) ? readFileSync(devVars, 'utf8') : '';
    if (new RegExp(`^${name}=`, 'm').test(existing)) continue;
    const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
    appendFileSync(devVars, `${separator}${name}=${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  }
}

/**
 * Applies the gateway's migrations and demo seed to the local D1 under `persistTo`, and publishes the demo's KV
 * entries to the edge's local KV (`kvSeeds`); `say` hears each step. `env`: the configs' environment the stack runs
 * as (`preview`), whose database and namespace these are.
 */
export async function prepareDatabase({ persistTo, fresh = false, say = () => undefined, env }) {
  ensureGatewaySecrets();
  if (fresh) rmSync(persistTo, { recursive: true, force: true });
  const where = ['--local', '--persist-to', persistTo, ...(env ? ['--env', env] : [])];
  say('    migrations (gateway/migrations)');
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '-c', 'gateway/wrangler.toml', ...where]);
  say('    demo sites (gateway/seed/sites, checked as `npm run site` checks them), cardholders (gateway/seed/demo.sql), themes');
  await withDemoSeed({}, ({ sqlFile, kv }) => {
    run('wrangler', ['d1', 'execute', 'DB', '-c', 'gateway/wrangler.toml', ...where, '--file', sqlFile]);
    say("    the edge's KV entries");
    for (const [key, file] of kv) run('wrangler', kvPut(key, file, where));
  });
}

/** `wrangler kv key put` of one demo entry into the edge's SITE_CONFIG namespace, `where` it is (local, or an environment). */
export const kvPut = (key, file, where) => ['kv', 'key', 'put', key, '--path', file, '--binding', 'SITE_CONFIG', '-c', 'wrangler.toml', ...where];

/**
 * Writes the demo's seed into a staging folder and hands it to `use`: one SQL file for the gateway's D1 (the demo's
 * sites and themes, each checked on the way, site config schemas, theme schema and contrast; sites first, the
 * cardholders of gateway/seed/demo.sql belong to them) and the entries of the edge's KV (`kvSeeds`, the high-contrast
 * theme). `origin`: a preview's, for the links of the sites its host serves.
 */
export async function withDemoSeed({ origin }, use) {
  const { projectModule } = await import('./projectModules.mjs');
  const { demoThemes, themeSql } = await projectModule('gateway/seed/themeFiles.ts');
  const { demoSites } = await projectModule('gateway/seed/siteFiles.ts');
  const themes = demoThemes();
  const staging = mkdtempSync(join(tmpdir(), 'portal-seed-'));
  try {
    const sites = demoSites(undefined, { origin });
    const seed = [...sites.flatMap((site) => site.sql), readFileSync(join(root, 'gateway', 'seed', 'demo.sql'), 'utf8'), ...themeSql(themes)];
    const sqlFile = join(staging, 'seed.sql');
    writeFileSync(sqlFile, `${seed.join('\n')}\n`);
    const kvThemes = themes
      .filter((theme) => kvThemeNames.includes(theme.name))
      .map((theme) => {
        const file = join(staging, `${theme.name}.json`);
        writeFileSync(file, JSON.stringify(theme));
        return [`theme:${theme.name}`, file];
      });
    // The demo's sites live in D1 (the one KV site config is /kv-bank/'s, kvSeeds); their campaigns live in KV alone.
    const campaigns = sites
      .flatMap((site) => site.kv)
      .filter((entry) => entry.key.startsWith('promotions:'))
      .map((entry, index) => {
        const file = join(staging, `promotion-${index}.json`);
        writeFileSync(file, entry.value);
        return [entry.key, file];
      });
    await use({ sqlFile, kv: [...kvSeeds.map(([key, file]) => [key, join(root, file)]), ...kvThemes, ...campaigns] });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Demo themes the edge finds in KV (the /kv-bank/ site's), before it would ask the gateway. */
const kvThemeNames = ['contrast'];

/** What the demo publishes to the edge's local KV besides the campaigns of its site files: one site config (/kv-bank/). */
const kvSeeds = [['site-config:localhost_kv-bank', 'gateway/seed/kv-site-config.localhost_kv-bank.json']];

/** The set variables of this environment whose names pass `wanted`. */
function setVariables(wanted) {
  return Object.entries(process.env).filter(([name, value]) => wanted(name) && value !== undefined && value !== '');
}

/** The settings of the build the edge reads too, besides FLAG_* (src/edge/handle.ts EdgeEnv). */
const sharedSettings = ['SITE_CONFIG_URL', 'PROMOTIONS_HOSTS', 'SITE_HOSTS'];

/** FLAG_* variables of this environment, SITE_CONFIG_URL, PROMOTIONS_HOSTS and SITE_HOSTS, handed to the edge so it agrees with the build. */
export function flagVariables() {
  return setVariables((name) => name.startsWith('FLAG_') || sharedSettings.includes(name)).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
}

/**
 * gateway/wrangler.toml with these variables (FLAG_*, a preview's ENVIRONMENT) set in its [vars], in place of a value
 * it has, and its paths made absolute, for a config written elsewhere: the gateway reads FLAG_HCAPTCHA and
 * FLAG_CONCIERGE like the site and the edge.
 */
export function gatewayConfigWithFlags(toml, flags, gatewayDirectory) {
  const lines = Object.entries(flags).map(([name, value]) => `${name} = ${JSON.stringify(value)}`);
  if (!/^\[vars\]$/m.test(toml)) throw new Error('gateway/wrangler.toml has no [vars] table');
  const replaced = Object.keys(flags).reduce((text, name) => text.replace(new RegExp(`^${name} = .*\n`, 'm'), ''), toml);
  return replaced
    .replace(/^\[vars\]$/m, ['[vars]', ...lines].join('\n'))
    .replace(/^main = "([^"]+)"$/m, (_, path) => `main = ${JSON.stringify(join(gatewayDirectory, path))}`)
    .replace(/^migrations_dir = "([^"]+)"$/m, (_, path) => `migrations_dir = ${JSON.stringify(join(gatewayDirectory, path))}`);
}

/** Variables of the reference gateway itself this environment may set: GATEWAY_ANSWERS=minimal (gateway/src/env.ts). */
const gatewayVariables = ['GATEWAY_ANSWERS'];

/**
 * The gateway config this run starts: gateway/wrangler.toml itself, or, when FLAG_* variables or GATEWAY_ANSWERS are
 * set or `vars` are given (a preview's ENVIRONMENT), a copy with them among its vars under `persistTo` (with the
 * .dev.vars it reads beside it): `wrangler dev --var` reaches only the first config's worker, the edge.
 */
function gatewayConfigFor(persistTo, vars = {}) {
  const flags = { ...Object.fromEntries(setVariables((name) => name.startsWith('FLAG_') || gatewayVariables.includes(name))), ...vars };
  if (Object.keys(flags).length === 0) return 'gateway/wrangler.toml';
  const gatewayDirectory = join(root, 'gateway');
  const directory = join(persistTo, 'gateway-config');
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, 'wrangler.toml'),
    gatewayConfigWithFlags(readFileSync(join(gatewayDirectory, 'wrangler.toml'), 'utf8'), flags, gatewayDirectory),
  );
  copyFileSync(join(gatewayDirectory, '.dev.vars'), join(directory, '.dev.vars'));
  return join(directory, 'wrangler.toml');
}

/** `wrangler dev` options every local run shares: no fixed debugger port, no interactive key bindings. */
export const quietDevOptions = ['--inspector-port', '0', '--show-interactive-dev-session=false'];

/**
 * Starts `wrangler dev` with the edge (primary, serving the port) and the gateway; resolves once it answers. `env`: an
 * environment both configs have (`preview`), which the two workers then run as.
 */
export async function startStack({ port, persistTo, host = 'localhost', stdio = 'inherit', assets, env }) {
  const args = [
    'dev',
    ...(env ? ['--env', env] : []),
    '-c',
    'wrangler.toml',
    '-c',
    gatewayConfigFor(persistTo),
    '--port',
    String(port),
    '--ip',
    host === 'localhost' ? '127.0.0.1' : host,
    '--persist-to',
    persistTo,
    ...quietDevOptions,
    ...flagVariables(),
    // The edge serves this build instead of wrangler.toml's ./dist.
    ...(assets ? ['--assets', assets] : []),
  ];
  const child = spawn('wrangler', args, { cwd: root, env: wranglerEnvironment(), stdio: ['ignore', stdio, stdio] });
  const origin = `http://${host}:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/gateway/api/health`);
      if (response.ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the stack did not answer on ${origin} within 60 s`);
}

/** Ends the child with the parent. */
export function stopWithParent(child) {
  const stop = () => {
    child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
