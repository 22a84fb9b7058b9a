// The outbox: every e-mail and SMS the gateway sends is kept in D1; local and preview runs can read it back.
import { isDevelopmentEnvironment } from '../environment';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  subject: string;
  body: string;
  link?: string | undefined;
  code?: string | undefined;
}

export interface StoredMessage extends OutgoingMessage {
  sentAt: string;
}

interface OutboxRow {
  recipient: string;
  channel: Channel;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

export function isOutboxReadable(environment: string): boolean {
  return isDevelopmentEnvironment(environment);
}

/** Normalises a recipient the way lookups do: e-mail addresses in lower case, phone numbers as given. */
function normalizeRecipient(to: string): string {
  return to.includes('@') ? to.trim().toLowerCase() : to.trim();
}

export async function recordMessage(db: D1Database, message: OutgoingMessage): Promise<void> {
  await db
    .prepare('INSERT INTO outbox (recipient, channel, subject, body, link, code) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(normalizeRecipient(message.to), message.channel, message.subject, message.body, message.link ?? null, message.code ?? null)
    .run();
}

/** Messages to one recipient, newest first. */
export async function messagesTo(db: D1Database, to: string, limit = 50): Promise<StoredMessage[]> {
  const { results } = await db
    .prepare('SELECT recipient, channel, subject, body, link, code, sent_at FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?')
    .bind(normalizeRecipient(to), limit)
    .all<OutboxRow>();
  return results.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    ...(row.link === null ? {} : { link: row.link }),
    ...(row.code === null ? {} : { code: row.code }),
    sentAt: row.sent_at,
  }));
}
