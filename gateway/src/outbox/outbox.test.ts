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
});
