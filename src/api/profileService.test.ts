import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileUpdateRequestSchema } from './contracts/profile';
import { GatewayError } from './gatewayError';
import { removeAccount, updateProfile, validationFailedFields } from './profileService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const profile = { email: 'ada@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'ada@example.com', firstName: 'Ada' };
afterEach(() => {
  vi.restoreAllMocks();
});

describe('account calls (SPEC 7 "user-mgmt/user")', () => {
  it('sends the profile form as JSON the gateway contract accepts and resolves the updated profile', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json(profile));
    const fields = { first_name: 'Ada', dob: '1990-04-12', address: { street: 'Main Street', zipcode: '62701' } };
    await expect(updateProfile(api, fields)).resolves.toEqual(profile);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/update`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
    expect(profileUpdateRequestSchema.parse(JSON.parse(bodies[0] ?? ''))).toEqual(fields);
  });

  it('hands the field errors of VALIDATION_FAILED to the form', async () => {
    const fields = { first_name: { id: 'required' }, dob: { id: 'invalidAgeError' } };
    const { api } = recordingApi({}, () => json({ error: 'VALIDATION_FAILED', details: { fields } }, 400));
    const error: unknown = await updateProfile(api, { first_name: '' }).catch((caught: unknown) => caught);
    expect(validationFailedFields(error)).toEqual(fields);
  });

  it.each([
    ['another error id', new GatewayError({ status: 403, url: '/api/x', code: 'PROFILE_NOT_UPDATABLE' })],
    ['details of another shape', new GatewayError({ status: 400, url: '/api/x', code: 'VALIDATION_FAILED', details: { fields: { x: { id: 'nope' } } } })],
    ['not a gateway error', new Error('x')],
  ])('finds no field errors in %s', (_name, error) => {
    expect(validationFailedFields(error)).toBeUndefined();
  });

  it('removes the account with an empty POST body', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ removed: true }));
    await expect(removeAccount(api)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/remove-account`);
    expect(bodies[0]).toBe('');
  });

  it.each([
    ['an empty 204', () => new Response(null, { status: 204 })],
    ['an empty 200', () => new Response(null, { status: 200 })],
    ['a text body', () => new Response('deleted', { status: 200 })],
  ])('takes %s as the account removed (SPEC 7 reads no answer)', async (_name, answer) => {
    const { api } = recordingApi({}, answer);
    await expect(removeAccount(api)).resolves.toBeUndefined();
  });

  it('rejects a refused deletion as a GatewayError carrying ACCOUNT_DELETION_NOT_ALLOWED', async () => {
    const { api } = recordingApi({}, () => json({ error: 'ACCOUNT_DELETION_NOT_ALLOWED' }, 403));
    await expect(removeAccount(api)).rejects.toMatchObject({ name: 'GatewayError', status: 403, code: 'ACCOUNT_DELETION_NOT_ALLOWED' });
  });
});
