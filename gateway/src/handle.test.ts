import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from './testing/localGateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

describe('every gateway answer is JSON with a correlation id', () => {
  it.each([
    ['an unknown site', 'GET', '/gateway/api/site-config-service/config/site/nowhere.example', 404, 'SITE_NOT_FOUND'],
    ['a site id with markup', 'GET', '/gateway/api/site-config-service/config/site/%3Cscript%3E', 400, 'INVALID_REQUEST'],
    ['an oversize site id', 'GET', `/gateway/api/site-config-service/config/site/${'a'.repeat(300)}`, 400, 'INVALID_REQUEST'],
    ['broken percent-encoding', 'GET', '/gateway/api/site-config-service/config/site/%E0%A4%A', 400, 'INVALID_REQUEST'],
    ['an unknown path', 'GET', '/gateway/api/no/such/endpoint', 404, 'NOT_FOUND'],
    ['a path outside the API', 'GET', '/elsewhere', 404, 'NOT_FOUND'],
    ['a wrong method', 'POST', '/gateway/api/site-config-service/config/site/localhost', 405, 'METHOD_NOT_ALLOWED'],
  ])('%s answers %s %s', async (_, method, path, status, error) => {
    const response = await gateway.fetch(path, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error });
    expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('names the bad parameter of a malformed request', async () => {
    const response = await gateway.fetch('/gateway/api/site-config-service/config/site/%3Cscript%3E');
    expect(((await response.json()) as { message: string }).message).toContain('siteId');
  });

  it('lists the allowed method on a 405', async () => {
    const response = await gateway.fetch('/gateway/api/site-config-service/config/site/localhost', { method: 'POST' });
    expect(response.headers.get('Allow')).toBe('GET');
  });

  it('answers health with the database reachable', async () => {
    const response = await gateway.fetch('/gateway/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', sites: 2 });
  });
});
