// `npm run deploy -- --env <region> [--dry-run]`: build the site with this environment's flags and deploy the edge
// for one region (na, lac, ap, cemea, europe). The same FLAG_* variables reach the build and the edge; the SSO
// simulator is left out of both (refused if asked for, checked in the build).
// A region's edge stands in front of its issuer's gateway: the build is for GATEWAY_KIND=issuer unless told otherwise,
// so CARD_ASSETS_URL and CARD_VALIDATION_URL must be set (src/site/gatewayEndpoints.ts); the check comes first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseGatewayEndpoints } from '../src/site/gatewayEndpoints.ts';
import { projectModule } from './projectModules.mjs';
import { regionNames as regions } from './provisionConfig.mjs';
import { buildSite, flagVariables, root, wranglerEnvironment } from './stack.mjs';

const { values } = parseArgs({ options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
if (!values.env || !regions.includes(values.env)) {
  console.error(`Choose a region: npm run deploy -- --env <${regions.join('|')}>`);
  process.exit(2);
}
process.env.GATEWAY_KIND ||= 'issuer';
try {
  parseGatewayEndpoints(process.env);
} catch (error) {
  console.error(`Cannot deploy ${values.env}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
// A region is production: the SSO simulator stays out of the build and the edge alike (one variable reaches both).
const { parseFlags } = await projectModule('src/site/flags.ts');
const simulator = process.env.FLAG_ENABLE_SSO_SIMULATOR;
let simulatorAsked = false;
try {
  simulatorAsked = parseFlags({ FLAG_ENABLE_SSO_SIMULATOR: simulator }).enableSsoSimulator && simulator !== undefined && simulator !== '';
} catch (error) {
  console.error(`Cannot deploy ${values.env}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
if (simulatorAsked) {
  console.error(`Cannot deploy ${values.env}: FLAG_ENABLE_SSO_SIMULATOR=${simulator} would ship the SSO simulator; a region's build leaves it out.`);
  process.exit(2);
}
// A region's hosts derive their own site ids (SPEC 1): serving another host's sites is the preview's alone.
if (process.env.SITE_HOSTS) {
  console.error(`Cannot deploy ${values.env}: SITE_HOSTS=${process.env.SITE_HOSTS} would serve another host's sites; a region's hosts derive their own.`);
  process.exit(2);
}
process.env.FLAG_ENABLE_SSO_SIMULATOR = 'false';
await buildSite();
const dist = join(root, 'dist');
const simulatorPages = readdirSync(dist).filter((folder) => existsSync(join(dist, folder, 'account', 'sso-simulator')));
if (simulatorPages.length > 0) {
  console.error(`Cannot deploy ${values.env}: the build holds the SSO simulator (${simulatorPages.slice(0, 3).join(', ')}…).`);
  process.exit(2);
}
const args = ['deploy', '--env', values.env, ...flagVariables(), ...(values['dry-run'] ? ['--dry-run'] : [])];
const result = spawnSync('wrangler', args, { cwd: root, env: wranglerEnvironment(), stdio: 'inherit' });
process.exit(result.status ?? 1);
