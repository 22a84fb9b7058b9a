// `npm start`: build the site, prepare the local D1, serve edge + site + gateway on one port.
// Options: --port N (default 8787 or $PORT), --skip-build, --persist-to DIR, --fresh (empty database first),
// --out-dir DIR (build into and serve DIR instead of dist: a second build with other FLAG_* values beside the first),
// --preview (both workers as the configs' [env.preview], the demo's sites served on 127.0.0.1 as on a preview's host:
// SITE_HOSTS, by default 127.0.0.1=localhost, reaches the build and the edge; docs/operations.md "A preview").
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { portHolder, portIsFree, portTakenMessage } from './portHolder.mjs';
import { buildSite, prepareDatabase, root, startStack, stopWithParent } from './stack.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    'skip-build': { type: 'boolean', default: false },
    'persist-to': { type: 'string', default: join(root, '.wrangler', 'state') },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
    preview: { type: 'boolean', default: false },
  },
});

// Preview mode: the build (below) and the edge (stack.mjs flagVariables) read the same SITE_HOSTS.
if (values.preview) process.env.SITE_HOSTS ??= '127.0.0.1=localhost';
const env = values.preview ? 'preview' : undefined;

const outDir = values['out-dir'];
const port = Number(values.port);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => console.log(line);

// The port first: a stack on a taken port would fail late, or worse, the health check would reach the other process.
if (!(await portIsFree(port))) {
  console.error(portTakenMessage(port, portHolder(port)));
  process.exit(1);
}
if (!values['skip-build']) {
  say(`[1/3] Building the site into ${outDir ?? 'dist'} (every page of every locale and site; about 25 s of CPU)…`);
  const built = await buildSite({ outDir, say });
  say(`      Built ${built.pages.toLocaleString('en')} pages in ${built.seconds.toFixed(1)} s.`);
} else {
  say(`[1/3] Serving the site already built in ${outDir ?? 'dist'} (--skip-build).`);
}
let since = Date.now();
say(`[2/3] Preparing the local database in ${values['persist-to']}${values.fresh ? ' (from empty)' : ''}…`);
await prepareDatabase({ persistTo: values['persist-to'], fresh: values.fresh, say, env });
say(`      Ready in ${seconds(since)}.`);
since = Date.now();
say(`[3/3] Starting the edge, the site and the gateway (wrangler dev) on port ${port}…`);
const { child, origin } = await startStack({
  port,
  persistTo: values['persist-to'],
  stdio: values.quiet ? 'ignore' : 'inherit',
  assets: outDir,
  env,
  // Preview mode is proven on a host other than localhost's name: the banner's links use it.
  ...(values.preview ? { host: '127.0.0.1' } : {}),
});
say(`      Answering after ${seconds(since)}.`);

console.log(`
  Card-holder portal is running.

  Sign-in page      ${origin}/en_us/account/login-form/
  Another locale    ${origin}/pt_br/account/login-form/   ${origin}/ar_ae/account/login-form/
  Issuer path       ${origin}/demo-bank/en_us/account/login-form/
  Site config       ${origin}/gateway/api/site-config-service/config/site/localhost
  Gateway health    ${origin}/gateway/api/health
  Outbox (e-mails)  ${origin}/gateway/dev/inbox?to=demo@example.com

  Demo sign-in      demo@example.com / Demo-Passw0rd!   (concierge: concierge@example.com, same password)
  Sign-in passcode  ${origin}/otp-bank/en_us/account/login-form/       otp@example.com, same password
  Captcha (test)    ${origin}/captcha-bank/en_us/account/login-form/   captcha@example.com, same password
  Single sign-on    ${origin}/sso-bank/en_us/account/login-form/       any address in the simulator
  Same over SAML    ${origin}/saml-bank/en_us/account/login-form/

  Press Ctrl+C to stop.
`);
stopWithParent(child);
