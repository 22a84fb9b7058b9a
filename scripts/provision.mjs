// `npm run provision -- --env <region> [--dry-run]`: creates a region's Cloudflare resources and writes their ids into
// the configs, so no id is copied by hand: the edge's site-config KV namespace (wrangler.toml [env.<region>]), the
// reference gateway's D1 database, placed in the region (gateway/wrangler.toml [env.<region>]), and the gateway's three
// secrets as fresh random keys. Needs `wrangler login` or CLOUDFLARE_API_TOKEN (docs/operations.md). `--dry-run` prints
// what it would run and change, and calls nothing. Run it once per region; commit the two configs it changes.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { d1IdOf, kvIdOf, provisionCommands, environmentNames, withD1Id, withKvId } from './provisionConfig.mjs';
import { root, wranglerEnvironment } from './stack.mjs';

const { values } = parseArgs({ options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
if (!values.env || !environmentNames.includes(values.env)) {
  console.error(`Choose a region or the preview: npm run provision -- --env <${environmentNames.join('|')}> [--dry-run]`);
  process.exit(2);
}
const region = values.env;
const edgeConfig = join(root, 'wrangler.toml');
const gatewayConfig = join(root, 'gateway', 'wrangler.toml');
// Both configs must have the region's tables before anything is created (a fail here costs nothing).
withKvId(readFileSync(edgeConfig, 'utf8'), region, '0'.repeat(32));
withD1Id(readFileSync(gatewayConfig, 'utf8'), region, '00000000-0000-0000-0000-000000000000');

const environment = wranglerEnvironment({ CLOUDFLARE_CF_FETCH_ENABLED: 'true' });
for (const command of provisionCommands(region)) {
  const shown = `npx wrangler ${command.args.join(' ')}`;
  if (values['dry-run']) {
    const then =
      command.creates === 'kv'
        ? `, then wrangler.toml [env.${region}] SITE_CONFIG id = <its id>`
        : command.creates === 'd1'
          ? `, then gateway/wrangler.toml [env.${region}] DB database_id = <its id>`
          : ' < 32 random bytes';
    console.log(`would run: ${shown}${then}`);
    continue;
  }
  console.log(`running: ${shown}`);
  const input = command.creates === 'secret' ? randomBytes(32).toString('base64url') : undefined;
  const result = spawnSync('wrangler', command.args, { cwd: root, env: environment, encoding: 'utf8', input });
  if (result.status !== 0) {
    console.error(result.stdout + result.stderr);
    console.error(`Stopped: ${shown} failed. What ran before it stands; run this again once the cause is fixed.`);
    process.exit(1);
  }
  if (command.creates === 'kv') {
    const id = kvIdOf(result.stdout);
    writeFileSync(edgeConfig, withKvId(readFileSync(edgeConfig, 'utf8'), region, id));
    console.log(`  wrangler.toml [env.${region}]: SITE_CONFIG id = "${id}"`);
  } else if (command.creates === 'd1') {
    const id = d1IdOf(result.stdout);
    writeFileSync(gatewayConfig, withD1Id(readFileSync(gatewayConfig, 'utf8'), region, id));
    console.log(`  gateway/wrangler.toml [env.${region}]: DB database_id = "${id}"`);
  }
}
if (!values['dry-run']) console.log(`\n${region} is provisioned. Commit wrangler.toml and gateway/wrangler.toml; next: docs/operations.md "Deploy".`);
