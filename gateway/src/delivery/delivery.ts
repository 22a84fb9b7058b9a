// Delivery of the outbox's messages through the providers (issue 16, part 3). A message is recorded first and its
// request answered; the first attempt runs after the answer (the runtime's waitUntil), and a minute's cron retries what
// a provider could not take yet, with growing waits, until it is sent or refused for good. Each attempt claims the row
// (a lease), so the cron and the first attempt never send one message twice. The outbox row keeps the delivery state;
// outside local and preview, a message's words, code and link are cleared once it is sent or given up.
import type { GatewayEnv } from '../env';
import { isDevelopmentEnvironment } from '../environment';
import { providerFor, type DeliveryResult } from './providers';

/** What a handler gives the sending code: the bindings, and where work after the answer goes. */
export interface DeliveryContext {
  env: GatewayEnv;
  /** Keeps the worker alive for a promise after the response (ExecutionContext.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** Waits after the 1st, 2nd… failed attempt; after the last, the message is given up (5 attempts over about 75 min). */
export const retryDelaysSeconds = [30, 120, 600, 3600] as const;
/** How long an attempt holds its message against another sender. */
const leaseSeconds = 60;

interface DueRow {
  id: number;
  recipient: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
}

/** The wait before the next attempt after `attempts` failed ones, or undefined when they are spent. */
export function retryDelay(attempts: number): number | undefined {
  return retryDelaysSeconds[attempts - 1];
}

/** Takes a queued message that is due for this attempt, or undefined when another attempt holds it or it is done. */
async function claim(db: D1Database, id: number, now: number): Promise<DueRow | undefined> {
  return (
    (await db
      .prepare(
        `UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND delivery_state = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
         RETURNING id, recipient, channel, subject, body, html, attempts`,
      )
      .bind(now + leaseSeconds, id, now)
      .first<DueRow>()) ?? undefined
  );
}

const scrubbed = ", body = '', html = NULL, code = NULL, link = NULL";

async function record(env: GatewayEnv, row: DueRow, provider: string, result: DeliveryResult, now: number): Promise<void> {
  const attempts = row.attempts + 1;
  // Outside local and preview nobody reads the words back: a sent or abandoned message keeps its state, not its secrets.
  const scrub = isDevelopmentEnvironment(env.ENVIRONMENT) ? '' : scrubbed;
  if (result.kind === 'sent') {
    await env.DB.prepare(
      `UPDATE outbox SET delivery_state = 'sent', attempts = ?, provider = ?, provider_message_id = ?, last_error = NULL, next_attempt_at = NULL, delivered_at = ?${scrub} WHERE id = ?`,
    )
      .bind(attempts, provider, result.providerMessageId, now, row.id)
      .run();
    return;
  }
  const wait = result.kind === 'retry' ? retryDelay(attempts) : undefined;
  if (wait !== undefined) {
    await env.DB.prepare('UPDATE outbox SET attempts = ?, provider = ?, last_error = ?, next_attempt_at = ? WHERE id = ?')
      .bind(attempts, provider, result.reason, now + wait, row.id)
      .run();
    return;
  }
  await env.DB.prepare(`UPDATE outbox SET delivery_state = 'failed', attempts = ?, provider = ?, last_error = ?, next_attempt_at = NULL${scrub} WHERE id = ?`)
    .bind(attempts, provider, result.reason, row.id)
    .run();
  console.error(`message ${row.id} (${row.channel}) not delivered by ${provider} after ${attempts} attempt(s): ${result.reason}`);
}

/** One attempt at one message, if it is due and nobody else holds it. */
export async function deliver(env: GatewayEnv, id: number, now: number): Promise<void> {
  const row = await claim(env.DB, id, now);
  if (row === undefined) return;
  const provider = providerFor(env, row.channel);
  if (provider === undefined) {
    await env.DB.prepare("UPDATE outbox SET delivery_state = 'kept', next_attempt_at = NULL WHERE id = ?").bind(id).run();
    return;
  }
  const dispatch = { channel: row.channel, to: row.recipient, subject: row.subject, text: row.body, html: row.html ?? undefined };
  await record(env, row, provider.name, await provider.send(dispatch, env.OUTBOUND_FETCH ?? fetch), now);
}

/** The cron's round: every queued message whose next attempt is due, oldest first. */
export async function deliverDue(env: GatewayEnv, now: number, limit = 50): Promise<number> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM outbox WHERE delivery_state = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY id LIMIT ?",
  )
    .bind(now, limit)
    .all<{ id: number }>();
  for (const { id } of results) await deliver(env, id, now);
  return results.length;
}
