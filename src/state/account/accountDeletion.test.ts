import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, memoryStorage, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { deleteAccount } from './accountDeletion';

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deleting the account (SPEC 2 delete-profile)', () => {
  it('removes the account, tells the app, leaves the notice for the sign-in page and signs out, in that order', async () => {
    const order: string[] = [];
    vi.stubGlobal('PortalBridge', { postMessage: (message: string) => order.push(`bridge ${message}`) });
    storage.values.set('mobile_session', 'true');
    const { api, requests } = recordingApi({}, () => {
      order.push('remove-account');
      return json({ removed: true });
    });
    const signOut = vi.fn(async () => {
      order.push(`sign out, notice ${storage.values.get('left_notification') ?? 'none'}`);
    });
    await expect(deleteAccount('Your account was deleted.', { api, signOut })).resolves.toEqual({ kind: 'deleted' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/remove-account`);
    expect(order).toEqual([
      'remove-account',
      'bridge {"feature":"deleteProfile"}',
      `sign out, notice ${JSON.stringify({ id: 'account-deleted', tone: 'success', message: 'Your account was deleted.' })}`,
    ]);
  });

  it.each([
    ['deletion not allowed for the account', 403, 'ACCOUNT_DELETION_NOT_ALLOWED', { kind: 'banner', banner: 'notAllowed' }],
    ['another refusal', 404, 'USER_NOT_FOUND', { kind: 'banner', banner: 'failed' }],
    ['a server failure, alerted by the catalogue', 502, 'BAD_GATEWAY', { kind: 'alerted' }],
  ])('stays signed in on %s', async (_name, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    const signOut = vi.fn(async () => undefined);
    await expect(deleteAccount('Deleted', { api, signOut })).resolves.toEqual(expected);
    expect(signOut).not.toHaveBeenCalled();
    expect(storage.values.has('left_notification')).toBe(false);
  });
});
