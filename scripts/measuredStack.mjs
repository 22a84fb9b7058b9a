// The stack a measuring script (npm run lighthouse, npm run first-input) runs against: the built site on a free port
// with a fresh database in a temporary folder, stopped and removed again at the end or on Ctrl-C.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDatabase, startStack } from './stack.mjs';

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const stopping = [];

/** Runs every clean-up registered so far, newest first. */
export async function stopAll() {
  for (const stop of stopping.splice(0).reverse()) await stop().catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

/** Registers a clean-up for stopAll (a browser to close, say). */
export function onStop(stop) {
  stopping.push(stop);
}

/** Starts the stack; `name` names its temporary folder. Answers its origin. */
export async function startPortal(name) {
  const persistTo = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  stopping.push(async () => rmSync(persistTo, { recursive: true, force: true }));
  await prepareDatabase({ persistTo, fresh: true });
  const { child, origin } = await startStack({ port: await freePort(), persistTo, stdio: 'ignore' });
  stopping.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolveWait) => setTimeout(resolveWait, 5000))]);
  });
  return origin;
}

/** Debian's Chromium, or CHROMIUM_PATH; undefined when neither is there (the caller says how to get one). */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** Runs a script's `main` (answering its exit code), stops what it started on any failure, and exits. */
export async function runMeasurement(main) {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error);
    await stopAll();
    process.exitCode = 1;
  }
  process.exit(process.exitCode);
}
