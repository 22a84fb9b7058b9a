import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { tokenResponseSchema } from './contracts/auth';
import { actionForShapeError } from './errorCatalogue';
import { isGatewayError } from './gatewayError';
import { getJson, postForm, postJson, postText } from './request';
import { isResponseShapeError } from './responseShapeError';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const backgroundSchema = z.object({ passesBackgroundCheck: z.boolean() });
const url = 'user-attribute/user/background/site-1';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('responses parsed by their contract schema (SPEC 7)', () => {
  it('returns the parsed answer without fields the schema does not know, and asks for JSON', async () => {
    const { api, requests } = recordingApi({}, () => json({ access_token: 'a', expires_in: 60, token_type: 'bearer', extra: true }));
    await expect(getJson(api, 'user-auth/oauth/token', tokenResponseSchema)).resolves.toEqual({ access_token: 'a', expires_in: 60, token_type: 'bearer' });
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('turns a wrong shape into a logged ResponseShapeError with url, issues and correlation id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, environment } = recordingApi({}, () => json({ passesBackgroundCheck: 'yes' }, 200, { 'X-CID': 'cid-shape' }));
    const thrown = await getJson(api, url, backgroundSchema).catch((error: unknown) => error);
    expect(isResponseShapeError(thrown)).toBe(true);
    expect(isGatewayError(thrown)).toBe(false);
    expect(thrown).toMatchObject({ url: `${testOrigin}/api/${url}`, correlationId: 'cid-shape' });
    expect(isResponseShapeError(thrown) && thrown.issues[0]).toMatch(/^passesBackgroundCheck: /);
    expect(logged).toHaveBeenCalledWith('Unexpected response shape', expect.objectContaining({ url: `${testOrigin}/api/${url}`, correlationId: 'cid-shape' }));
    expect(environment.onError).not.toHaveBeenCalled();
  });

  it('treats a body that is not JSON as a wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => new Response('<html>maintenance</html>', { status: 200 }));
    await expect(getJson(api, url, backgroundSchema)).rejects.toMatchObject({ name: 'ResponseShapeError', issues: ['(body): not JSON'] });
  });

  it('has the catalogue show the generic alert for a wrong shape', () => {
    expect(actionForShapeError('cid-shape')).toEqual({ kind: 'genericAlert', correlationId: 'cid-shape' });
  });

  it('keeps a failing status a GatewayError, never a shape error', async () => {
    const { api } = recordingApi({}, () => json({ error: 'USER_NOT_FOUND' }, 404));
    await expect(getJson(api, url, backgroundSchema)).rejects.toMatchObject({ name: 'GatewayError', status: 404, code: 'USER_NOT_FOUND' });
  });

  it('turns a network failure into a GatewayError with status 0', async () => {
    const { api } = recordingApi({}, () => Promise.reject(new TypeError('fetch failed')));
    await expect(getJson(api, url, backgroundSchema)).rejects.toMatchObject({ name: 'GatewayError', status: 0 });
  });

  it('turns a failure before anything was sent into a GatewayError with status 0', async () => {
    const { api } = recordingApi({
      siteId: () => {
        throw new RangeError('no site');
      },
    });
    const thrown = await getJson(api, url, backgroundSchema).catch((error: unknown) => error);
    expect(isGatewayError(thrown) && thrown.status).toBe(0);
  });

  it('posts JSON and parses the answer', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ passesBackgroundCheck: true }));
    await expect(postJson(api, 'user-mgmt/user/get-preference-details', { siteId: 'site-1' }, backgroundSchema)).resolves.toEqual({
      passesBackgroundCheck: true,
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(bodies[0]).toBe('{"siteId":"site-1"}');
  });

  it('posts a form without its undefined fields and with booleans as text', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ passesBackgroundCheck: true }));
    await postForm(api, 'user-auth/oauth/token', { username: 'a@b.c', otp: undefined, trust_device: true }, backgroundSchema);
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(bodies[0]).toBe('username=a%40b.c&trust_device=true');
  });

  it('reads a text answer as text', async () => {
    const { api } = recordingApi({}, () => new Response('revoked'));
    await expect(postText(api, 'user-auth/tokens/revoke')).resolves.toBe('revoked');
  });
});
