// `npm run dev`: Astro's dev server for content editors, with /api and /gateway/api reaching the reference gateway.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { prepareDatabase, quietDevOptions, root, wranglerEnvironment } from './stack.mjs';

const gatewayPort = process.env.GATEWAY_DEV_PORT ?? '8788';
const persistTo = join(root, '.wrangler', 'state');

await prepareDatabase({ persistTo });
const gateway = spawn('wrangler', ['dev', '-c', 'gateway/wrangler.toml', '--port', gatewayPort, '--persist-to', persistTo, ...quietDevOptions], {
  cwd: root,
  env: wranglerEnvironment(),
  stdio: 'inherit',
});
const astro = spawn('astro', ['dev'], {
  cwd: root,
  env: wranglerEnvironment({ GATEWAY_DEV_ORIGIN: `http://127.0.0.1:${gatewayPort}` }),
  stdio: ['ignore', 'pipe', 'inherit'],
});
// Astro names its server's root, where no page is (the edge sends / to a locale in the stack): name a screen instead.
let told = false;
astro.stdout.setEncoding('utf8');
astro.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // eslint-disable-next-line no-control-regex -- Astro colours its output; the escape codes are taken off first
  const origin = /(http:\/\/(?:localhost|127\.0\.0\.1):\d+)\//.exec(chunk.replace(/\u001b\[[0-9;]*m/g, ''))?.[1];
  if (!told && origin !== undefined) {
    told = true;
    console.log(`\n  Open ${origin}/en_us/account/login-form/ (any /{locale}/account/{screen}/ works; demo@example.com / Demo-Passw0rd!)\n`);
  }
});

const stop = () => {
  gateway.kill('SIGTERM');
  astro.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [gateway, astro])
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
