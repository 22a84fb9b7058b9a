// The local gateway's outbox (local and preview runs only): the e-mails and SMS a journey caused, newest first.
import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  sentAt: string;
}

export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/gateway/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/** The newest message to an address with a subject, waiting briefly for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string, subject?: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outboxFor(request, to)).find((message) => subject === undefined || subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (found === undefined) throw new Error(`no message to ${to}`);
  return found;
}
