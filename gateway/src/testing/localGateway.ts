// Test harness: the gateway's handler bound to a real local D1 database, as new for each test file: migrations and
// demo seed applied, nothing else. The database lives in the vitest worker's one workerd (./workerPlatform.ts), which
// the worker's test files share one after another (the gateway's vitest project runs them without isolation).
import { randomBytes } from 'node:crypto';
import type { GatewayEnv } from '../env';
import { handle, type HandleOptions } from '../handle';
import { workerPlatform, type WorkerPlatform } from './workerPlatform';

/**
 * Brings the database to the state of a new one with migrations and seed applied: drops every table (in reverse order
 * of creation, so a table goes before those it references), then runs every migration and seed statement. One exec()
 * carries them all, which the local D1 runs in one transaction: one call through the platform proxy, where a batch of
 * prepared statements costs a round trip for each statement. Indexes go with their tables, AUTOINCREMENT counters
 * with their rows in sqlite_sequence; D1's own tables (_cf_*) stay.
 */
async function freshDatabase({ DB, schemaAndSeed }: WorkerPlatform): Promise<void> {
  const { results: tables } = await DB.prepare(
    `SELECT name FROM sqlite_master
     WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
     ORDER BY rowid DESC`,
  ).all<{ name: string }>();
  const drops = tables.map(({ name }) => `DROP TABLE "${name.replaceAll('"', '""')}"`);
  await DB.exec([...drops, ...schemaAndSeed].join('\n'));
}

/** Gateways started in this worker: only the latest one answers, so a superseded one cannot see another's data. */
let generation = 0;

export interface LocalGateway {
  env: GatewayEnv;
  /** Calls the gateway with a path under http://localhost, e.g. '/gateway/api/health', or with an absolute URL. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Ends this gateway (its calls are refused from then on); the worker's workerd stays up for its next file. */
  dispose: () => Promise<void>;
}

/**
 * A gateway on a database as new, with fresh random secrets: one per test file. A later call in the same worker
 * starts the database over, and the earlier gateway then refuses calls.
 * `now` replaces the system clock of the handlers (Unix seconds); token expiry keeps the real clock.
 */
export async function startLocalGateway(options: HandleOptions = {}): Promise<LocalGateway> {
  const platform = await workerPlatform();
  const own = ++generation;
  await freshDatabase(platform);
  // Fresh random secrets per file: the real ones are secrets and never in the repository.
  const env: GatewayEnv = {
    DB: platform.DB,
    ENVIRONMENT: platform.ENVIRONMENT,
    TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url'),
    CARD_FINGERPRINT_KEY: randomBytes(32).toString('base64url'),
    ...(platform.CASHBACK_PENDING_SECONDS === undefined ? {} : { CASHBACK_PENDING_SECONDS: platform.CASHBACK_PENDING_SECONDS }),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    // No test reaches the network: a call that would is a failed test.
    OUTBOUND_FETCH: () => Promise.reject(new Error('tests make no network calls; inject OUTBOUND_FETCH')),
    // Every test file signs in from one address all the time; the throttle's own tests take this off.
    RATE_LIMIT_FACTOR: '1000',
  };
  let disposed = false;
  return {
    env,
    fetch: (path, init) => {
      if (disposed || own !== generation) return Promise.reject(new Error('this local gateway was disposed or superseded by a later one'));
      return handle(new Request(URL.canParse(path) ? path : `http://localhost${path}`, init), env, options);
    },
    dispose: () => {
      disposed = true;
      return Promise.resolve();
    },
  };
}

/** The same gateway and database run with other FLAG_* variables, as a deployment that sets them would. */
export function withFlags(gateway: LocalGateway, flags: Record<`FLAG_${string}`, string>, options: HandleOptions = {}): LocalGateway {
  const env = { ...gateway.env, ...flags };
  return {
    env,
    fetch: (path, init) => handle(new Request(URL.canParse(path) ? path : `http://localhost${path}`, init), env, options),
    dispose: () => Promise.resolve(),
  };
}
