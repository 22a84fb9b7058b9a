// Test harness: one local workerd (wrangler's platform proxy, with the gateway's D1) per vitest worker, started when
// the worker's first gateway test file needs it and stopped when the worker ends (gateway/src/testing/workerSetup.ts).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'vitest';
import { demoSites } from '../../seed/siteFiles';
import { demoThemes, themeSql } from '../../seed/themeFiles';

const gatewayDir = new URL('../../', import.meta.url).pathname;

async function migrationFiles(): Promise<string[]> {
  const migrations = (await readdir(join(gatewayDir, 'migrations'))).filter((name) => name.endsWith('.sql')).sort();
  return migrations.map((name) => join(gatewayDir, 'migrations', name));
}

/**
 * The statements of a SQL file, each on one line, as D1's exec() takes them (it runs each line of its input as one
 * statement): comments dropped, whitespace outside quotes made one space, and a line break inside a string literal
 * spelled as char(10) in a parenthesized concatenation, so every value stays as the file has it.
 */
export function oneLineStatements(sql: string): string[] {
  const found: string[] = [];
  let current = '';
  const end = () => {
    if (current.trim() !== '') found.push(current.trim());
    current = '';
  };
  let at = 0;
  while (at < sql.length) {
    const char = sql.charAt(at);
    if (char === "'" || char === '"') {
      // To the closing quote; a doubled quote inside is one quote character.
      let close = sql.indexOf(char, at + 1);
      while (close !== -1 && sql.charAt(close + 1) === char) close = sql.indexOf(char, close + 2);
      if (close === -1) throw new Error(`unterminated ${char} in SQL: ${sql.slice(at, at + 40)}`);
      const quoted = sql.slice(at, close + 1);
      if (quoted.includes('\n') && char === '"') throw new Error(`line break in a quoted identifier: ${quoted.slice(0, 40)}`);
      current += quoted.includes('\n') ? `(${quoted.split('\n').join("' || char(10) || '")})` : quoted;
      at = close + 1;
    } else if (sql.startsWith('--', at)) {
      const lineEnd = sql.indexOf('\n', at);
      at = lineEnd === -1 ? sql.length : lineEnd;
    } else if (sql.startsWith('/*', at)) {
      const commentEnd = sql.indexOf('*/', at + 2);
      at = commentEnd === -1 ? sql.length : commentEnd + 2;
      if (!current.endsWith(' ')) current += ' ';
    } else if (char === ';') {
      end();
      at += 1;
    } else if (/\s/.test(char)) {
      if (!current.endsWith(' ')) current += ' ';
      at += 1;
    } else {
      current += char;
      at += 1;
    }
  }
  end();
  return found;
}

export interface WorkerPlatform {
  DB: D1Database;
  ENVIRONMENT: string;
  CASHBACK_PENDING_SECONDS?: string;
  /** Every statement of the migrations, in order, then of the demo seed, one line each (oneLineStatements). */
  schemaAndSeed: readonly string[];
}

let started: Promise<{ platform: WorkerPlatform; dispose: () => Promise<void> }> | undefined;

async function start(): Promise<{ platform: WorkerPlatform; dispose: () => Promise<void> }> {
  // Imported here, not at the top: a worker that runs only the gateway's pure tests never loads wrangler.
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ DB: D1Database; ENVIRONMENT: string; CASHBACK_PENDING_SECONDS?: string }>({
    configPath: join(gatewayDir, 'wrangler.toml'),
    persist: false,
  });
  const schemaAndSeed: string[] = [];
  for (const file of await migrationFiles()) schemaAndSeed.push(...oneLineStatements(await readFile(file, 'utf8')));
  // The demo as `npm start` publishes it (scripts/stack.mjs): its sites from their files, the seed, its themes.
  schemaAndSeed.push(...demoSites().flatMap((site) => site.sql.flatMap(oneLineStatements)));
  schemaAndSeed.push(...oneLineStatements(await readFile(join(gatewayDir, 'seed', 'demo.sql'), 'utf8')));
  schemaAndSeed.push(...themeSql(demoThemes()));
  const { DB, ENVIRONMENT, CASHBACK_PENDING_SECONDS } = proxy.env;
  return {
    platform: { DB, ENVIRONMENT, ...(CASHBACK_PENDING_SECONDS === undefined ? {} : { CASHBACK_PENDING_SECONDS }), schemaAndSeed },
    dispose: () => proxy.dispose(),
  };
}

/** The worker's platform, started on first use. */
export async function workerPlatform(): Promise<WorkerPlatform> {
  started ??= start().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return (await started).platform;
}

/** Stops the worker's workerd, if it was started, and waits until it has exited. */
export async function stopWorkerPlatform(): Promise<void> {
  const running = started;
  started = undefined;
  if (running) await (await running.catch(() => undefined))?.dispose();
}

/**
 * A worker-scoped fixture whose cleanup, which vitest runs when the worker ends, stops the worker's workerd and waits
 * for it (else only the worker process's exit would kill it, unwaited). Defined here, in a module that the worker
 * evaluates once, so that its files share one fixture; workerSetup.ts sets it up for each file.
 */
// vitest reads a fixture's first parameter, an object pattern, to learn what it depends on: this one depends on nothing.
// eslint-disable-next-line no-empty-pattern
export const withWorkerPlatformCleanup = test.extend('workerPlatformCleanup', { scope: 'worker' }, ({}, { onCleanup }) => {
  onCleanup(stopWorkerPlatform);
  return true;
});
