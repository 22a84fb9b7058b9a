// Test harness: the gateway's handler bound to a real, fresh local D1 database with migrations and seed applied.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { GatewayEnv } from '../env';
import { handle, type HandleOptions } from '../handle';

const gatewayDir = new URL('../../', import.meta.url).pathname;

async function sqlFiles(): Promise<string[]> {
  const migrations = (await readdir(join(gatewayDir, 'migrations'))).filter((name) => name.endsWith('.sql')).sort();
  return [...migrations.map((name) => join(gatewayDir, 'migrations', name)), join(gatewayDir, 'seed', 'demo.sql')];
}

/** Splits a SQL file into statements (our files keep semicolons out of string literals). */
function statements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

export interface LocalGateway {
  env: GatewayEnv;
  /** Calls the gateway with a path under http://localhost, e.g. '/gateway/api/health', or with an absolute URL. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  dispose: () => Promise<void>;
}

/** `now` replaces the system clock of the handlers (Unix seconds); token expiry keeps the real clock. */
export async function startLocalGateway(options: HandleOptions = {}): Promise<LocalGateway> {
  const proxy = await getPlatformProxy<{ DB: D1Database; ENVIRONMENT: string; CASHBACK_PENDING_SECONDS?: string }>({
    configPath: join(gatewayDir, 'wrangler.toml'),
    persist: false,
  });
  // Fresh random secrets per run: the real ones are secrets and never in the repository.
  const env: GatewayEnv = {
    DB: proxy.env.DB,
    ENVIRONMENT: proxy.env.ENVIRONMENT,
    TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url'),
    CARD_FINGERPRINT_KEY: randomBytes(32).toString('base64url'),
    ...(proxy.env.CASHBACK_PENDING_SECONDS === undefined ? {} : { CASHBACK_PENDING_SECONDS: proxy.env.CASHBACK_PENDING_SECONDS }),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    // No test reaches the network: a call that would is a failed test.
    OUTBOUND_FETCH: () => Promise.reject(new Error('tests make no network calls; inject OUTBOUND_FETCH')),
  };
  for (const file of await sqlFiles()) {
    for (const statement of statements(await readFile(file, 'utf8'))) await env.DB.prepare(statement).run();
  }
  return {
    env,
    fetch: (path, init) => handle(new Request(URL.canParse(path) ? path : `http://localhost${path}`, init), env, options),
    dispose: () => proxy.dispose(),
  };
}
