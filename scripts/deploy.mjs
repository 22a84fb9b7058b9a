// `npm run deploy -- --env <region> [--dry-run]`: build the site with this environment's flags and deploy the edge
// for one region (na, lac, ap, cemea, europe). The same FLAG_* variables reach the build and the edge.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildSite, flagVariables, root, wranglerEnvironment } from './stack.mjs';

const regions = ['na', 'lac', 'ap', 'cemea', 'europe'];
const { values } = parseArgs({ options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
if (!values.env || !regions.includes(values.env)) {
  console.error(`Choose a region: npm run deploy -- --env <${regions.join('|')}>`);
  process.exit(2);
}
buildSite();
const args = ['deploy', '--env', values.env, ...flagVariables(), ...(values['dry-run'] ? ['--dry-run'] : [])];
const result = spawnSync('wrangler', args, { cwd: root, env: wranglerEnvironment, stdio: 'inherit' });
process.exit(result.status ?? 1);
