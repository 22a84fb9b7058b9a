// `npm run deploy -- --env <region> [--dry-run]`: build the site with this environment's flags and deploy the edge
// for one region (na, lac, ap, cemea, europe). The same FLAG_* variables reach the build and the edge.
// A region's edge stands in front of its issuer's gateway: the build is for GATEWAY_KIND=issuer unless told otherwise,
// so CARD_ASSETS_URL and CARD_VALIDATION_URL must be set (src/site/gatewayEndpoints.ts); the check comes first.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { parseGatewayEndpoints } from '../src/site/gatewayEndpoints.ts';
import { buildSite, flagVariables, root, wranglerEnvironment } from './stack.mjs';

const regions = ['na', 'lac', 'ap', 'cemea', 'europe'];
const { values } = parseArgs({ options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
if (!values.env || !regions.includes(values.env)) {
  console.error(`Choose a region: npm run deploy -- --env <${regions.join('|')}>`);
  process.exit(2);
}
wranglerEnvironment.GATEWAY_KIND ||= 'issuer';
try {
  parseGatewayEndpoints(wranglerEnvironment);
} catch (error) {
  console.error(`Cannot deploy ${values.env}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
buildSite();
const args = ['deploy', '--env', values.env, ...flagVariables(), ...(values['dry-run'] ? ['--dry-run'] : [])];
const result = spawnSync('wrangler', args, { cwd: root, env: wranglerEnvironment, stdio: 'inherit' });
process.exit(result.status ?? 1);
