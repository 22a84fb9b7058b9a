// The outbox: every e-mail and SMS the gateway sends is kept in D1; local and preview runs can read it back.
import { isDevelopmentEnvironment } from '../environment';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  subject: string;
  /** The SMS's text, or the e-mail's plain-text part. */
  body: string;
  /** The e-mail's HTML part. */
  html?: string | undefined;
  link?: string | undefined;
  code?: string | undefined;
}

export interface StoredMessage extends OutgoingMessage {
  id: number;
  sentAt: string;
}

interface OutboxRow {
  id: number;
  recipient: string;
  channel: Channel;
  subject: string;
  body: string;
  html: string | null;
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

/** Records a message; `queued` when a provider is to send it (gateway/src/delivery), else `kept`. Answers its number. */
export async function recordMessage(db: D1Database, message: OutgoingMessage, state: 'kept' | 'queued' = 'kept'): Promise<number> {
  const row = await db
    .prepare('INSERT INTO outbox (recipient, channel, subject, body, html, link, code, delivery_state) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(
      normalizeRecipient(message.to),
      message.channel,
      message.subject,
      message.body,
      message.html ?? null,
      message.link ?? null,
      message.code ?? null,
      state,
    )
    .first<{ id: number }>();
  if (row === null) throw new Error('the outbox did not record the message');
  return row.id;
}

/** Messages to one recipient, newest first. */
export async function messagesTo(db: D1Database, to: string, limit = 50): Promise<StoredMessage[]> {
  const { results } = await db
    .prepare('SELECT id, recipient, channel, subject, body, html, link, code, sent_at FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?')
    .bind(normalizeRecipient(to), limit)
    .all<OutboxRow>();
  return results.map(storedMessage);
}

/** One message by its number, as the inbox page shows its HTML part. */
export async function messageById(db: D1Database, id: number): Promise<StoredMessage | undefined> {
  const row = await db.prepare('SELECT id, recipient, channel, subject, body, html, link, code, sent_at FROM outbox WHERE id = ?').bind(id).first<OutboxRow>();
  return row ? storedMessage(row) : undefined;
}

function storedMessage(row: OutboxRow): StoredMessage {
  return {
    id: row.id,
    to: row.recipient,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    ...(row.html === null ? {} : { html: row.html }),
    ...(row.link === null ? {} : { link: row.link }),
    ...(row.code === null ? {} : { code: row.code }),
    sentAt: row.sent_at,
  };
}
