import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { handle } from '../handle';
import { recordMessage } from './outbox';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await recordMessage(gateway.env.DB, {
    to: 'Reader@Example.com',
    channel: 'email',
    subject: 'Activate your account',
    body: 'Welcome',
    link: 'http://localhost:8787/en_us/account/activate/?token=abc',
  });
  await recordMessage(gateway.env.DB, { to: 'reader@example.com', channel: 'email', subject: 'Your passcode', body: 'Code 123456', code: '123456' });
  await recordMessage(gateway.env.DB, {
    to: 'branded@example.com',
    channel: 'email',
    subject: 'Your passcode',
    body: 'Your passcode is 111222.',
    html: '<!doctype html><html lang="en"><body style="background:#eef4f2"><p>Your passcode is <b>111222</b>.</p></body></html>',
    code: '111222',
  });
  await recordMessage(gateway.env.DB, { to: '+5511912345678', channel: 'sms', subject: '', body: 'Code 654321', code: '654321' });
  await recordMessage(gateway.env.DB, {
    to: 'other@example.com',
    channel: 'email',
    subject: '<script>alert(1)</script>',
    body: '<b>x</b>',
    link: 'javascript:alert(1)',
  });
});
afterAll(() => gateway.dispose());

describe('outbox of local runs', () => {
  it('lists the messages to an address, newest first, case-insensitively', async () => {
    const response = await gateway.fetch('/gateway/api/dev/outbox?to=READER@example.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-CID')).toBeTruthy();
    const messages = await response.json<Array<Record<string, unknown>>>();
    expect(messages.map((message) => message['subject'])).toEqual(['Your passcode', 'Activate your account']);
    expect(messages[0]).toMatchObject({ to: 'reader@example.com', channel: 'email', code: '123456' });
    expect(messages[1]).toMatchObject({ link: 'http://localhost:8787/en_us/account/activate/?token=abc' });
    expect(typeof messages[0]?.['sentAt']).toBe('string');
  });

  it('lists SMS by phone number', async () => {
    const messages = await (await gateway.fetch('/gateway/api/dev/outbox?to=%2B5511912345678')).json<Array<Record<string, unknown>>>();
    expect(messages).toMatchObject([{ channel: 'sms', code: '654321' }]);
  });

  it.each([
    ['no address', '/gateway/api/dev/outbox'],
    ['two addresses', '/gateway/api/dev/outbox?to=a@example.com&to=b@example.com'],
    ['markup in the address', '/gateway/api/dev/outbox?to=%3Cscript%3E'],
  ])('answers 400 naming `to` for %s', async (_, path) => {
    const response = await gateway.fetch(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'to' } });
  });

  it('does not exist in production', async () => {
    const production = { ...gateway.env, ENVIRONMENT: 'production' };
    const api = await handle(new Request('http://localhost/gateway/api/dev/outbox?to=reader@example.com'), production);
    expect(api.status).toBe(404);
    const page = await handle(new Request('http://localhost/gateway/dev/inbox?to=reader@example.com'), production);
    expect(page.status).toBe(404);
    const message = await handle(new Request('http://localhost/gateway/dev/inbox/message?id=1'), production);
    expect(message.status).toBe(404);
  });

  it('shows an HTML inbox with every message text escaped and unsafe links inert', async () => {
    const response = await gateway.fetch('/gateway/dev/inbox?to=other@example.com');
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });

  it('links activation links in the HTML inbox', async () => {
    const html = await (await gateway.fetch('/gateway/dev/inbox?to=reader@example.com')).text();
    expect(html).toContain('<a href="http://localhost:8787/en_us/account/activate/?token=abc">');
  });

  it('shows an e-mail as sent: its HTML part in a frame without scripts, its plain text beside, and on a page of its own', async () => {
    const [stored] = await (await gateway.fetch('/gateway/api/dev/outbox?to=branded@example.com')).json<Array<{ id: number; html: string }>>();
    expect(stored?.html).toContain('<b>111222</b>');
    const inbox = await (await gateway.fetch('/gateway/dev/inbox?to=branded@example.com')).text();
    expect(inbox).toMatch(/<iframe title="The e-mail as sent: Your passcode" sandbox srcdoc="[^"]*&#60;b&#62;111222&#60;\/b&#62;/);
    expect(inbox).toContain('<summary>Plain-text part</summary><pre>Your passcode is 111222.</pre>');
    const own = await gateway.fetch(`/gateway/dev/inbox/message?id=${stored?.id}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(await own.text()).toBe(stored?.html);
  });

  it.each([
    ['an SMS (no HTML part)', async () => (await (await gateway.fetch('/gateway/api/dev/outbox?to=%2B5511912345678')).json<Array<{ id: number }>>())[0]?.id],
    ['an unknown number', () => Promise.resolve(999_999)],
    ['no number', () => Promise.resolve('x')],
  ])('has no e-mail page for %s', async (_, id) => {
    expect((await gateway.fetch(`/gateway/dev/inbox/message?id=${await id()}`)).status).toBe(404);
  });
});
