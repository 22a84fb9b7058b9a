// `npm start`: build the site, prepare the local D1, serve edge + site + gateway on one port.
// Options: --port N (default 8787 or $PORT), --skip-build, --persist-to DIR, --fresh (empty database first),
// --out-dir DIR (build into and serve DIR instead of dist: a second build with other FLAG_* values beside the first).
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { buildSite, prepareDatabase, root, startStack, stopWithParent } from './stack.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    'skip-build': { type: 'boolean', default: false },
    'persist-to': { type: 'string', default: join(root, '.wrangler', 'state') },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
  },
});

const outDir = values['out-dir'];
if (!values['skip-build']) buildSite({ outDir });
await prepareDatabase({ persistTo: values['persist-to'], fresh: values.fresh });
const { child, origin } = await startStack({
  port: Number(values.port),
  persistTo: values['persist-to'],
  stdio: values.quiet ? 'ignore' : 'inherit',
  assets: outDir,
});

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
