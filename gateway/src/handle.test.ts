import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle } from './handle';
import { startLocalGateway, type LocalGateway } from './testing/localGateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const siteConfigPath = '/gateway/api/site-config-service/config/site/';
/** 'at ' followed by a file path or URL, as a stack frame reads. */
const stackFrame = /\bat\s+(?:\S+\s+\()?(?:file:\/\/|\/|[A-Za-z]:\\|node:)\S*/;
const correlationId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Row {
  method: string;
  path: string;
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

describe('gateway answers against a local D1', () => {
  it.each<[string, Row]>([
    ['an unknown site is 404 SITE_NOT_FOUND', { method: 'GET', path: `${siteConfigPath}nowhere.example`, status: 404, body: { error: 'SITE_NOT_FOUND' } }],
    [
      'a site id with markup is 400 INVALID_REQUEST naming siteId',
      { method: 'GET', path: `${siteConfigPath}%3Cscript%3E`, status: 400, body: { error: 'INVALID_REQUEST', message: expect.stringContaining('siteId') } },
    ],
    [
      'a 300-character site id is 400 INVALID_REQUEST naming siteId',
      {
        method: 'GET',
        path: `${siteConfigPath}${'a'.repeat(300)}`,
        status: 400,
        body: { error: 'INVALID_REQUEST', message: expect.stringContaining('siteId') },
      },
    ],
    ['invalid percent-encoding is 400 INVALID_REQUEST', { method: 'GET', path: `${siteConfigPath}%E0%A4%A`, status: 400, body: { error: 'INVALID_REQUEST' } }],
    ['an unknown API path is 404 NOT_FOUND', { method: 'GET', path: '/gateway/api/no/such/endpoint', status: 404, body: { error: 'NOT_FOUND' } }],
    ['a path outside the API is 404 NOT_FOUND', { method: 'GET', path: '/elsewhere', status: 404, body: { error: 'NOT_FOUND' } }],
    [
      'POST to the site-config path is 405 with Allow: GET',
      { method: 'POST', path: `${siteConfigPath}localhost`, status: 405, body: { error: 'METHOD_NOT_ALLOWED' }, headers: { Allow: 'GET' } },
    ],
    ['health is 200 ok with the eleven seeded sites', { method: 'GET', path: '/gateway/api/health', status: 200, body: { status: 'ok', sites: 11 } }],
  ])('%s, as JSON with an X-CID and no stack trace', async (_, row) => {
    const response = await gateway.fetch(row.path, { method: row.method });
    expect(response.status).toBe(row.status);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json\b/);
    expect(response.headers.get('X-CID')).toMatch(correlationId);
    for (const [name, value] of Object.entries(row.headers ?? {})) expect(response.headers.get(name)).toBe(value);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject(row.body);
    expect(text).not.toMatch(stackFrame);
  });

  it('gives every answer its own correlation id', async () => {
    const first = await gateway.fetch('/gateway/api/health');
    const second = await gateway.fetch('/gateway/api/health');
    expect(first.headers.get('X-CID')).not.toBe(second.headers.get('X-CID'));
  });

  it('answers a failing endpoint with 500 INTERNAL_ERROR as JSON, without a stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { TOKEN_SIGNING_KEY: _unset, ...withoutKey } = gateway.env;
      const response = await handle(
        new Request('http://localhost/gateway/api/user-auth/oauth/token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'localhost' }),
        }),
        withoutKey,
      );
      expect(response.status).toBe(500);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json\b/);
      expect(response.headers.get('X-CID')).toMatch(correlationId);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'INTERNAL_ERROR' });
      expect(text).not.toMatch(stackFrame);
    } finally {
      log.mockRestore();
    }
  });
});

describe('the stack-trace check', () => {
  it.each(['    at handle (/work/main/gateway/src/handle.ts:20:5)', 'Error: x\n    at file:///srv/index.js:1:2', 'at node:internal/process/task_queues:95:5'])(
    'recognises %j as a stack frame',
    (frame) => {
      expect(frame).toMatch(stackFrame);
    },
  );
});
