// Delivery through the providers, each tested against a local fake of its HTTP API on loopback (the network boundary):
// SendGrid's v3 Mail Send and Twilio's Messages, answering as the real services document. The fakes are real HTTP
// servers; the gateway calls them with the platform's fetch.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayEnv } from '../env';
import { handle } from '../handle';
import { writeAttributes } from '../users/userAttributes';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser } from '../testing/tokenRequests';
import { byStatus } from './providers';
import { deliverDue, retryDelaysSeconds } from './delivery';

interface Received {
  path: string;
  authorization: string;
  contentType: string;
  body: string;
}

/** A fake provider API: records each request, answers with the next scripted answer (the last one repeats). */
class FakeProvider {
  received: Received[] = [];
  answers: Array<{ status: number; body?: string; headers?: Record<string, string>; hold?: Promise<void> }> = [];
  private server: Server | undefined;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server?.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const address = this.server.address();
    this.origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  }

  private async answer(request: IncomingMessage, response: import('node:http').ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    this.received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      contentType: request.headers['content-type'] ?? '',
      body,
    });
    const answer = (this.answers.length > 1 ? this.answers.shift() : this.answers[0]) ?? { status: 500 };
    if (answer.hold) await answer.hold;
    response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
    response.end(answer.body ?? '');
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const sendGridFake = new FakeProvider();
const twilioFake = new FakeProvider();
let gateway: LocalGateway;
let pending: Promise<unknown>[] = [];

beforeAll(async () => {
  gateway = await startLocalGateway();
  await Promise.all([sendGridFake.start(), twilioFake.start()]);
});
afterAll(async () => {
  await Promise.all([sendGridFake.stop(), twilioFake.stop()]);
  await gateway.dispose();
});
beforeEach(() => {
  sendGridFake.received = [];
  twilioFake.received = [];
  sendGridFake.answers = [{ status: 202, headers: { 'X-Message-Id': 'sg-message-1' } }];
  twilioFake.answers = [{ status: 201, body: JSON.stringify({ sid: 'SM0123456789abcdef', status: 'queued' }) }];
  pending = [];
});

function providerEnv(overrides: Partial<GatewayEnv> = {}): GatewayEnv {
  return {
    ...gateway.env,
    OUTBOUND_FETCH: fetch,
    MAIL_PROVIDER: 'sendgrid',
    SENDGRID_API_KEY: 'SG.test-key',
    MAIL_FROM: 'no-reply@rewards.example',
    MAIL_FROM_NAME: 'Card Benefits',
    SENDGRID_API_URL: sendGridFake.origin,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC0123456789',
    TWILIO_AUTH_TOKEN: 'twilio-token',
    SMS_FROM: '+15550001111',
    TWILIO_API_URL: twilioFake.origin,
    ...overrides,
  };
}

/** Asks for a recovery passcode as the site does; the answer comes before the delivery, which `pending` holds. */
function askForPasscode(env: GatewayEnv, email: string, channel: 'EMAIL' | 'SMS' = 'EMAIL'): Promise<Response> {
  return handle(
    new Request('http://localhost/gateway/api/user-mgmt/user/send-passcode', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, siteId: 'localhost', locale: 'en_us', channel }),
    }),
    env,
    { waitUntil: (promise) => pending.push(promise) },
  );
}

interface OutboxRow {
  id: number;
  delivery_state: string;
  attempts: number;
  next_attempt_at: number | null;
  provider: string | null;
  provider_message_id: string | null;
  last_error: string | null;
  body: string;
  code: string | null;
}

async function latestRow(to: string): Promise<OutboxRow> {
  const row = await gateway.env.DB.prepare(
    'SELECT id, delivery_state, attempts, next_attempt_at, provider, provider_message_id, last_error, body, code FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(to)
    .first<OutboxRow>();
  if (row === null) throw new Error(`no message to ${to}`);
  return row;
}

let count = 0;
async function newAccount(phone?: string): Promise<string> {
  const email = `delivery.${(count += 1)}@example.com`;
  const id = await insertUser(gateway, { email, password: 'Delivery-Passw0rd!' });
  if (phone !== undefined) await writeAttributes(gateway.env.DB, id, 'localhost', [{ key: 'phone', value: phone }]);
  return email;
}

const now = () => Math.floor(Date.now() / 1000);

describe('e-mail through SendGrid (local fake of its v3 Mail Send API)', () => {
  it('sends the plain-text and HTML parts from the configured sender with the key, and records the message id', async () => {
    const email = await newAccount();
    expect((await askForPasscode(providerEnv(), email)).status).toBe(202);
    await Promise.all(pending);
    expect(sendGridFake.received).toHaveLength(1);
    const [request] = sendGridFake.received;
    expect(request).toMatchObject({ path: '/v3/mail/send', authorization: 'Bearer SG.test-key', contentType: 'application/json' });
    const payload = JSON.parse(request?.body ?? '{}') as {
      personalizations: Array<{ to: Array<{ email: string }> }>;
      from: { email: string; name: string };
      subject: string;
      content: Array<{ type: string; value: string }>;
    };
    expect(payload.personalizations[0]?.to).toEqual([{ email }]);
    expect(payload.from).toEqual({ email: 'no-reply@rewards.example', name: 'Card Benefits' });
    expect(payload.subject).toBe('Your password reset passcode');
    expect(payload.content.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    const row = await latestRow(email);
    expect(payload.content[0]?.value).toContain(row.code ?? 'no code');
    expect(payload.content[1]?.value).toMatch(/^<!doctype html>/);
    expect(row).toMatchObject({ delivery_state: 'sent', attempts: 1, provider: 'sendgrid', provider_message_id: 'sg-message-1', last_error: null });
  });

  it('answers the cardholder before the provider answers: a slow provider holds no request', async () => {
    let release: () => void = () => undefined;
    sendGridFake.answers = [{ status: 202, hold: new Promise<void>((resolve) => (release = resolve)) }];
    const email = await newAccount();
    expect((await askForPasscode(providerEnv(), email)).status).toBe(202);
    expect((await latestRow(email)).delivery_state).toBe('queued');
    release();
    await Promise.all(pending);
    expect((await latestRow(email)).delivery_state).toBe('sent');
  });

  it('tries again later when the provider is busy or down, with growing waits, until it takes the message', async () => {
    sendGridFake.answers = [{ status: 503, body: '{"errors":[{"message":"unavailable"}]}' }, { status: 429 }, { status: 202 }];
    const email = await newAccount();
    await askForPasscode(providerEnv(), email);
    await Promise.all(pending);
    const first = await latestRow(email);
    expect(first).toMatchObject({ delivery_state: 'queued', attempts: 1, last_error: expect.stringMatching(/^HTTP 503: .*unavailable/) });
    const due = first.next_attempt_at ?? 0;
    expect(due - now()).toBeGreaterThanOrEqual(retryDelaysSeconds[0] - 2);
    // Not before it is due; then the cron's round sends it.
    await deliverDue(providerEnv(), due - 1);
    expect((await latestRow(email)).attempts).toBe(1);
    await deliverDue(providerEnv(), due);
    const second = await latestRow(email);
    expect(second).toMatchObject({ delivery_state: 'queued', attempts: 2, last_error: 'HTTP 429' });
    expect((second.next_attempt_at ?? 0) - due).toBe(retryDelaysSeconds[1]);
    await deliverDue(providerEnv(), second.next_attempt_at ?? 0);
    expect(await latestRow(email)).toMatchObject({ delivery_state: 'sent', attempts: 3, last_error: null });
    expect(sendGridFake.received).toHaveLength(3);
  });

  it('records a refusal for good (a bad address) and does not try again', async () => {
    sendGridFake.answers = [{ status: 400, body: '{"errors":[{"message":"Does not contain a valid address.","field":"personalizations.0.to.0.email"}]}' }];
    const email = await newAccount();
    await askForPasscode(providerEnv(), email);
    await Promise.all(pending);
    expect(await latestRow(email)).toMatchObject({ delivery_state: 'failed', attempts: 1, last_error: expect.stringContaining('valid address') });
    await deliverDue(providerEnv(), now() + 7200);
    expect(sendGridFake.received).toHaveLength(1);
  });

  it('gives up after five attempts when the provider never takes it, and an unreachable provider counts as busy', async () => {
    const email = await newAccount();
    await askForPasscode(providerEnv({ SENDGRID_API_URL: 'http://127.0.0.1:9' }), email);
    await Promise.all(pending);
    expect(await latestRow(email)).toMatchObject({ delivery_state: 'queued', attempts: 1, last_error: expect.stringMatching(/^unreachable/) });
    sendGridFake.answers = [{ status: 502 }];
    for (let round = 0; round < retryDelaysSeconds.length; round += 1) {
      await deliverDue(providerEnv(), (await latestRow(email)).next_attempt_at ?? 0);
    }
    expect(await latestRow(email)).toMatchObject({ delivery_state: 'failed', attempts: 5, last_error: 'HTTP 502' });
  });

  it('in production keeps the state of a sent message but not its words or passcode', async () => {
    const email = await newAccount();
    await askForPasscode(providerEnv({ ENVIRONMENT: 'production' }), email);
    await Promise.all(pending);
    expect(await latestRow(email)).toMatchObject({ delivery_state: 'sent', body: '', code: null, provider_message_id: 'sg-message-1' });
  });

  it('keeps messages in the outbox only where no provider is configured', async () => {
    const email = await newAccount();
    await askForPasscode({ ...gateway.env }, email);
    expect(pending).toEqual([]);
    expect(await latestRow(email)).toMatchObject({ delivery_state: 'kept', attempts: 0 });
  });
});

describe('SMS through Twilio (local fake of its Messages API)', () => {
  it('posts the text form-encoded with basic auth to the account, and records the message sid', async () => {
    const email = await newAccount('+1 (555) 010-2030');
    await askForPasscode(providerEnv(), email, 'SMS');
    await Promise.all(pending);
    expect(twilioFake.received).toHaveLength(1);
    const [request] = twilioFake.received;
    expect(request?.path).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(request?.authorization).toBe(`Basic ${btoa('AC0123456789:twilio-token')}`);
    expect(request?.contentType).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(form.get('To')).toBe('+15550102030');
    expect(form.get('From')).toBe('+15550001111');
    const row = await latestRow('+1 (555) 010-2030');
    expect(form.get('Body')).toContain(row.code ?? 'no code');
    expect(row).toMatchObject({ delivery_state: 'sent', provider: 'twilio', provider_message_id: 'SM0123456789abcdef' });
    expect(sendGridFake.received).toHaveLength(0);
  });

  it('sends from a Messaging Service when SMS_FROM names one, and records an invalid number as refused', async () => {
    twilioFake.answers = [{ status: 400, body: '{"code":21211,"message":"The \'To\' number is not a valid phone number."}' }];
    const email = await newAccount('+1 555 010 9999');
    await askForPasscode(providerEnv({ SMS_FROM: 'MG0123456789' }), email, 'SMS');
    await Promise.all(pending);
    expect(new URLSearchParams(twilioFake.received[0]?.body).get('MessagingServiceSid')).toBe('MG0123456789');
    expect(await latestRow('+1 555 010 9999')).toMatchObject({ delivery_state: 'failed', last_error: expect.stringContaining('21211') });
  });
});

describe('provider answers', () => {
  it.each([
    [202, undefined],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'failed'],
    [401, 'failed'],
    [403, 'failed'],
  ])('HTTP %i is %s', (status, kind) => {
    expect(byStatus(status, '')?.kind).toBe(kind);
  });
});
