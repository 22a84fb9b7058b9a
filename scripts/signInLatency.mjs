// `npm run sign-in-latency`: sign-in times of the reference gateway at its production limits (RATE_LIMIT_FACTOR 1),
// over HTTP on loopback: p50/p95 of 100 sequential sign-ins (10 accounts, 10 each, one client address each), and of a
// normal sign-in from one address while another sends a burst of 100 at once (20 rounds, a new flooding address each).
// Prints the figures; fails only when a sign-in that should succeed does not.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onStop, runMeasurement } from './measuredStack.mjs';
import { prepareDatabase, quietDevOptions, root, wranglerEnvironment } from './stack.mjs';

const port = 8000 + Math.floor(Math.random() * 900);
const origin = `http://127.0.0.1:${port}`;
const password = 'Latency-Passw0rd!';
let addressCount = 0;
const nextAddress = () => `198.18.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`;

async function startGateway() {
  const persistTo = mkdtempSync(join(tmpdir(), 'portal-latency-'));
  onStop(async () => rmSync(persistTo, { recursive: true, force: true }));
  await prepareDatabase({ persistTo, fresh: true });
  const args = [
    'dev',
    '-c',
    'gateway/wrangler.toml',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    ...quietDevOptions,
    '--var',
    'RATE_LIMIT_FACTOR:1',
  ];
  const child = spawn('wrangler', args, { cwd: root, env: wranglerEnvironment(), stdio: 'ignore' });
  onStop(async () => {
    child.kill('SIGTERM');
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/gateway/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway did not answer within 60 s');
}

const api = (path, init = {}) => fetch(`${origin}/gateway/api/${path}`, { ...init, headers: { 'CF-Connecting-IP': nextAddress(), ...init.headers } });

/** A cardholder registered and activated through the gateway's own calls and its local outbox. */
async function newAccount(index) {
  const email = `latency.${index}.${Date.now()}@example.com`;
  const registered = await api('user-mgmt/user/registration', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      siteId: 'localhost',
      locale: 'en_us',
      email,
      password,
      confirm_password: password,
      first_name: 'Lat',
      last_name: 'Ency',
      pp: true,
      userAssetRequest: [{ assetType: 'PAN', value: '4242424242424242' }],
    }),
  });
  if (registered.status !== 202) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  const [message] = await (await api(`dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const token = new URL(message.link).searchParams.get('token');
  const activated = await api('user-mgmt/user/activate-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}`);
  return email;
}

function signIn(username, address, secret = password) {
  return fetch(`${origin}/gateway/api/user-auth/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': address },
    body: new URLSearchParams({ grant_type: 'password', username, password: secret, siteId: 'localhost', locale: 'en_us' }),
  });
}

async function timed(run) {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const summary = (values) => `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (n=${values.length})`;

await runMeasurement(async () => {
  await startGateway();
  const accounts = [];
  for (let index = 0; index < 30; index += 1) accounts.push(await newAccount(index));

  const sequential = [];
  for (let round = 0; round < 100; round += 1) {
    const result = await timed(() => signIn(accounts[round % 10], nextAddress()));
    if (result.status !== 200) throw new Error(`sequential sign-in ${round} answered ${result.status}`);
    sequential.push(result.ms);
  }

  const during = [];
  let refused = 0;
  for (let round = 0; round < 20; round += 1) {
    const flood = nextAddress();
    const burst = Array.from({ length: 100 }, (_, index) => timed(() => signIn(`stuffed.${round}.${index}@example.com`, flood, 'Wrong-Passw0rd!')));
    const normal = await timed(() => signIn(accounts[10 + round], nextAddress()));
    const answers = await Promise.all(burst);
    if (normal.status !== 200) throw new Error(`the normal sign-in of round ${round} answered ${normal.status}`);
    refused += answers.filter((answer) => answer.status === 429).length;
    during.push(normal.ms);
  }

  console.log(`sign-in latency (reference gateway, wrangler dev on loopback, production limits)`);
  console.log(`  100 sequential sign-ins:                         ${summary(sequential)}`);
  console.log(`  one sign-in during a burst of 100 from another:  ${summary(during)}`);
  console.log(`  burst answers refused with 429: ${refused} of ${20 * 100}`);
  return 0;
});
