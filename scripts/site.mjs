// `npm run site -- add|update <site.json> [--remote --env <region>] [--dry-run]` and `npm run site -- show <siteId>`:
// onboarding a bank's site in one command. The file (gateway/seed/siteFiles.ts) is checked with the portal's own
// schemas, every problem naming file, key and value, before anything is written; then its site config (and theme, and
// captcha secret) go to the gateway's D1 and the edge's KV, locally (the database `npm start` uses, or --persist-to)
// or in a region's Cloudflare resources (--remote --env). `add` refuses a site that exists, `update` one that does not.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectModule } from './projectModules.mjs';
import { environmentNames } from './provisionConfig.mjs';
import { root, wranglerEnvironment } from './stack.mjs';

const usage = 'npm run site -- add|update <site.json> | show <siteId>   [--remote --env <region>] [--persist-to DIR] [--dry-run]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    'persist-to': { type: 'string', default: join(root, '.wrangler', 'state') },
    'dry-run': { type: 'boolean', default: false },
  },
});
const [command, target] = positionals;
if (!['add', 'update', 'show'].includes(command ?? '') || target === undefined) {
  console.error(usage);
  process.exit(2);
}
if (values.remote && (!values.env || !environmentNames.includes(values.env))) {
  console.error(`--remote needs --env <${environmentNames.join('|')}>`);
  process.exit(2);
}
const where = values.remote ? ['--remote', '--env', values.env] : ['--local', '--persist-to', values['persist-to']];
const placeName = values.remote ? `region ${values.env}` : `the local stack (${values['persist-to']})`;
const environment = wranglerEnvironment(values.remote ? { CLOUDFLARE_CF_FETCH_ENABLED: 'true' } : {});

function wrangler(args, options = {}) {
  const result = spawnSync('wrangler', args, { cwd: root, env: environment, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`npx wrangler ${args.join(' ')} failed`);
  }
  return result.stdout;
}

/** Rows of one query on the gateway's D1. */
function query(sql) {
  const output = wrangler(['d1', 'execute', 'DB', '-c', 'gateway/wrangler.toml', ...where, '--json', '--command', sql]);
  const answer = JSON.parse(output.slice(output.indexOf('[')));
  return answer[0]?.results ?? [];
}

// The SQL quoting of the seeds' own statements (gateway/seed/themeFiles.ts).
const { sqlText: quoted } = await projectModule('gateway/seed/themeFiles.ts');

if (command === 'show') {
  const rows = query(`SELECT site_id, name, theme, origin, feature_configurations FROM sites WHERE site_id = ${quoted(target)}`);
  if (rows.length === 0) {
    console.error(`No site ${target} in ${placeName}.`);
    process.exit(1);
  }
  const [row] = rows;
  console.log(`Site ${row.site_id} in ${placeName}: name ${row.name}, theme ${row.theme}, origin ${row.origin ?? '(from the host)'}`);
  console.log(JSON.stringify(JSON.parse(row.feature_configurations), null, 2));
  const kv = spawnSync('wrangler', ['kv', 'key', 'get', `site-config:${target}`, '--binding', 'SITE_CONFIG', '-c', 'wrangler.toml', ...where], {
    cwd: root,
    env: environment,
    encoding: 'utf8',
  });
  console.log(
    kv.status === 0 && kv.stdout.trim() !== ''
      ? `The edge's KV holds its config (site-config:${target}).`
      : `The edge's KV has no site-config:${target}: the edge asks the gateway.`,
  );
  process.exit(0);
}

let parsed;
try {
  parsed = JSON.parse(readFileSync(target, 'utf8'));
} catch (error) {
  console.error(`${basename(target)}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { checkSiteFile } = await projectModule('gateway/seed/siteFiles.ts');
const checked = checkSiteFile(basename(target), parsed, process.env);
if (!checked.ok) {
  for (const problem of checked.problems) console.error(problem);
  console.error(`\n${checked.problems.length} problem(s); nothing was published.`);
  process.exit(1);
}
const { site, sql, kv, hasSecret } = checked.publication;
if (values['dry-run']) {
  console.log(`Would ${command} ${site.siteId} in ${placeName}:`);
  for (const statement of sql)
    console.log(`  D1: ${statement.startsWith('INSERT INTO captcha_secrets') ? 'captcha secret of the site (value not shown)' : statement.slice(0, 110)}…`);
  for (const entry of kv) console.log(`  KV: ${entry.key}`);
  process.exit(0);
}
const exists = query(`SELECT site_id FROM sites WHERE site_id = ${quoted(site.siteId)}`).length > 0;
if (command === 'add' && exists) {
  console.error(`${site.siteId} already exists in ${placeName}: use \`npm run site -- update\`.`);
  process.exit(1);
}
if (command === 'update' && !exists) {
  console.error(`${site.siteId} does not exist in ${placeName}: use \`npm run site -- add\`.`);
  process.exit(1);
}
const staging = mkdtempSync(join(tmpdir(), 'portal-site-'));
try {
  const sqlFile = join(staging, 'site.sql');
  writeFileSync(sqlFile, `${sql.join('\n')}\n`, { mode: hasSecret ? 0o600 : 0o644 });
  wrangler(['d1', 'execute', 'DB', '-c', 'gateway/wrangler.toml', ...where, '--file', sqlFile]);
  console.log(`D1: ${site.siteId} ${command === 'add' ? 'added' : 'updated'}${hasSecret ? ' with its captcha secret' : ''}.`);
  for (const [index, entry] of kv.entries()) {
    const file = join(staging, `kv-${index}.json`);
    writeFileSync(file, entry.value);
    wrangler(['kv', 'key', 'put', entry.key, '--path', file, '--binding', 'SITE_CONFIG', '-c', 'wrangler.toml', ...where]);
    console.log(`KV: ${entry.key} written.`);
  }
} finally {
  rmSync(staging, { recursive: true, force: true });
}
console.log(`${site.siteId} is live in ${placeName} (the edge and gateway cache site configs for up to a minute).`);
