// What `npm run provision` creates per region and how it writes the new resources' ids into the Wrangler configs:
// pure functions over the TOML text and wrangler's output, so the plan and the edits are tested offline.

/** The regions of wrangler.toml and gateway/wrangler.toml, with where each one's gateway database lives. */
export const regionPlans = {
  na: { location: 'enam' },
  lac: { location: 'enam' },
  ap: { location: 'apac' },
  cemea: { location: 'eeur' },
  // Cardholders' data of European banks stays in the EU (the location hint is ignored under a jurisdiction).
  europe: { jurisdiction: 'eu' },
};

export const regionNames = Object.keys(regionPlans);

/** Every environment of both configs that `npm run provision`, `migrate` and `site --remote` serve: the regions and the preview. */
export const environmentPlans = { ...regionPlans, preview: { location: 'enam' } };

export const environmentNames = Object.keys(environmentPlans);

/** The gateway's secrets, each 32 random bytes (gateway/src/env.ts). */
export const gatewaySecrets = ['TOKEN_SIGNING_KEY', 'CARD_FINGERPRINT_KEY', 'TOTP_ENCRYPTION_KEY'];

/** The wrangler commands that create a region's resources, in order (secrets are read from standard input). */
export function provisionCommands(region) {
  const plan = environmentPlans[region];
  if (plan === undefined) throw new Error(`unknown region ${region}: one of ${environmentNames.join(', ')}`);
  const placement = plan.jurisdiction ? ['--jurisdiction', plan.jurisdiction] : ['--location', plan.location];
  return [
    { creates: 'kv', args: ['kv', 'namespace', 'create', `portal-site-config-${region}`, ...(plan.jurisdiction ? ['--jurisdiction', plan.jurisdiction] : [])] },
    { creates: 'd1', args: ['d1', 'create', `portal-gateway-${region}`, ...placement] },
    ...gatewaySecrets.map((name) => ({ creates: 'secret', name, args: ['secret', 'put', name, '-c', 'gateway/wrangler.toml', '--env', region] })),
  ];
}

/** The id wrangler printed for a new KV namespace (32 hex digits), as `id = "…"` or `"id": "…"`. */
export function kvIdOf(output) {
  const id = /"?id"?\s*[=:]\s*"([0-9a-f]{32})"/.exec(output)?.[1];
  if (id === undefined) throw new Error(`no namespace id in wrangler's answer:\n${output}`);
  return id;
}

/** The id wrangler printed for a new D1 database (a UUID), as `database_id = "…"` or `"database_id": "…"`. */
export function d1IdOf(output) {
  const id = /"?database_id"?\s*[=:]\s*"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/.exec(output)?.[1];
  if (id === undefined) throw new Error(`no database id in wrangler's answer:\n${output}`);
  return id;
}

/** The text of one `[env.<name>]` table: from its header to the next table header. */
function envSection(toml, env) {
  const header = `[env.${env}]`;
  const start = toml.indexOf(`\n${header}\n`);
  if (start === -1) throw new Error(`no ${header} in the config`);
  const bodyStart = start + header.length + 2;
  const next = toml.slice(bodyStart).search(/^\[/m);
  const end = next === -1 ? toml.length : bodyStart + next;
  return { start: bodyStart, end };
}

function replaceInEnv(toml, env, pattern, replacement, what) {
  const { start, end } = envSection(toml, env);
  const section = toml.slice(start, end);
  if (!pattern.test(section)) throw new Error(`no ${what} in [env.${env}]`);
  return `${toml.slice(0, start)}${section.replace(pattern, replacement)}${toml.slice(end)}`;
}

/** wrangler.toml with the region's SITE_CONFIG namespace id set. */
export function withKvId(toml, region, id) {
  return replaceInEnv(toml, region, /(binding = "SITE_CONFIG", id = ")[^"]*(")/, `$1${id}$2`, 'SITE_CONFIG namespace');
}

/** gateway/wrangler.toml with the region's DB database id set. */
export function withD1Id(toml, region, id) {
  return replaceInEnv(toml, region, /(binding = "DB", database_name = "[^"]*", database_id = ")[^"]*(")/, `$1${id}$2`, 'DB database');
}

/** The Time Travel bookmark in `wrangler d1 time-travel info --json`'s answer: the database's state before a change. */
export function bookmarkOf(output) {
  const bookmark = /"bookmark"\s*:\s*"([^"]+)"/.exec(output)?.[1];
  if (bookmark === undefined) throw new Error(`no bookmark in wrangler's answer:\n${output}`);
  return bookmark;
}

/** The commands of a gateway release's database step: a bookmark first, then the migrations; and the way back. */
export function migrationCommands(env) {
  const config = ['-c', 'gateway/wrangler.toml', '--env', env];
  return {
    bookmark: ['d1', 'time-travel', 'info', 'DB', '--json', ...config],
    apply: ['d1', 'migrations', 'apply', 'DB', '--remote', ...config],
    restore: (bookmark) => ['d1', 'time-travel', 'restore', 'DB', `--bookmark=${bookmark}`, ...config],
  };
}
