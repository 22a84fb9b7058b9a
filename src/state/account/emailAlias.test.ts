import { describe, expect, it, vi } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { fieldError } from '../../rules/fields/fieldErrors';
import { addEmailAlias } from './emailAlias';

vi.mock('../page/session', () => ({ reportFailure: vi.fn(), sessionApi: () => undefined }));

describe('adding a sign-in e-mail address (SPEC 7 user-mgmt/user/alias)', () => {
  it('sends the address as an EMAIL alias and takes an empty 204 as done', async () => {
    const { api, requests, bodies } = recordingApi({}, () => new Response(null, { status: 204 }));
    await expect(addEmailAlias('  second@example.com ', { api })).resolves.toEqual({ kind: 'added', alias: 'second@example.com' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/alias`);
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ alias: 'second@example.com', aliasType: 'EMAIL' });
  });

  it('reads no answer: a 200 with any body is done too', async () => {
    const { api } = recordingApi({}, () => json({ whatever: true }));
    await expect(addEmailAlias('second@example.com', { api })).resolves.toEqual({ kind: 'added', alias: 'second@example.com' });
  });

  it.each<[string, number, Record<string, unknown>, unknown]>([
    ["another account's address", 409, { error: 'ALIAS_TAKEN' }, { kind: 'taken' }],
    [
      'an address the gateway refuses',
      400,
      { error: 'VALIDATION_FAILED', details: { fields: { alias: { id: 'error' } } } },
      { kind: 'invalid', error: fieldError('error') },
    ],
    ['a refusal naming another field', 400, { error: 'VALIDATION_FAILED', details: { fields: { email: { id: 'error' } } } }, { kind: 'failed' }],
    ['a server failure, alerted by the catalogue', 500, { error: 'INTERNAL_ERROR' }, { kind: 'alerted' }],
  ])('tells the screen about %s', async (_, status, body, expected) => {
    const { api } = recordingApi({}, () => json(body, status));
    await expect(addEmailAlias('second@example.com', { api })).resolves.toEqual(expected);
  });
});
