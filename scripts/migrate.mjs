// `npm run migrate -- --env <region|production> [--dry-run]`: the gateway's D1 migrations for one environment, with a
// backup first: the Time Travel bookmark of the database as it is now, printed with the command that restores it, then
// `wrangler d1 migrations apply --remote`. If the migrations fail, or the release that needs them is rolled back, the
// printed restore command puts the database back (D1 keeps 30 days of Time Travel on paid plans, 7 on free).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { bookmarkOf, environmentNames, migrationCommands } from './provisionConfig.mjs';
import { root, wranglerEnvironment } from './stack.mjs';

const environments = [...environmentNames, 'production'];
const { values } = parseArgs({ options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
if (!values.env || !environments.includes(values.env)) {
  console.error(`Choose an environment: npm run migrate -- --env <${environments.join('|')}> [--dry-run]`);
  process.exit(2);
}
const commands = migrationCommands(values.env);
const shown = (args) => `npx wrangler ${args.join(' ')}`;
if (values['dry-run']) {
  console.log(`would run: ${shown(commands.bookmark)}   (the bookmark to restore)`);
  console.log(`would run: ${shown(commands.apply)}`);
  console.log(`way back:  ${shown(commands.restore('<bookmark>'))}`);
  process.exit(0);
}
const environment = wranglerEnvironment({ CLOUDFLARE_CF_FETCH_ENABLED: 'true' });
const run = (args) => spawnSync('wrangler', args, { cwd: root, env: environment, encoding: 'utf8' });
const info = run(commands.bookmark);
if (info.status !== 0) {
  console.error(info.stdout + info.stderr);
  console.error('Stopped before migrating: no bookmark, so no way back.');
  process.exit(1);
}
const bookmark = bookmarkOf(info.stdout);
console.log(`Backup: Time Travel bookmark ${bookmark}\nTo restore the database as it is now:\n  ${shown(commands.restore(bookmark))}\n`);
const applied = spawnSync('wrangler', commands.apply, { cwd: root, env: environment, stdio: 'inherit' });
if (applied.status !== 0) {
  console.error(`\nThe migrations failed. To put the database back:\n  ${shown(commands.restore(bookmark))}`);
  process.exit(1);
}
console.log(`\nMigrated ${values.env}. Keep the bookmark above with this release's notes.`);
