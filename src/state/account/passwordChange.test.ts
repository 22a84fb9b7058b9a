import { describe, expect, it, vi } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { fieldError } from '../../rules/fields/fieldErrors';
import { changeOwnPassword } from './passwordChange';

vi.mock('../page/session', () => ({ reportFailure: vi.fn(), sessionApi: () => undefined, rememberTokens: vi.fn() }));

const request = { currentPassword: 'Old-Passw0rd!', newPassword: 'New-Passw0rd!' };
const tokens = { access_token: 'access-2', token_type: 'bearer', expires_in: 900, refresh_token: 'refresh-2' };

describe('changing the password while signed in (SPEC 7 change-password)', () => {
  it('sends both passwords and keeps the new tokens of the answer', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json(tokens));
    const remember = vi.fn();
    await expect(changeOwnPassword(request, { api, remember })).resolves.toEqual({ kind: 'changed' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/change-password`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
    expect(JSON.parse(bodies[0] ?? '')).toEqual(request);
    expect(remember).toHaveBeenCalledWith(tokens);
  });

  it.each<[string, number, Record<string, unknown>, unknown]>([
    ['a wrong current password', 400, { error: 'CURRENT_PASSWORD_INCORRECT' }, { kind: 'currentPasswordIncorrect' }],
    ['one of the last 4 passwords', 400, { error: 'PASSWORD_REUSED' }, { kind: 'passwordReused' }],
    [
      'a new password the rules refuse',
      400,
      { error: 'VALIDATION_FAILED', details: { fields: { newPassword: { id: 'passwordRulesError', count: 1 } } } },
      { kind: 'passwordRules', error: fieldError('passwordRulesError', 1) },
    ],
    ['a locked account', 400, { error: 'USER_LOCKED', details: { retryAfterSeconds: 301 } }, { kind: 'banner', banner: 'userLocked', minutes: 6 }],
    ['a locked account without its wait', 400, { error: 'USER_LOCKED' }, { kind: 'banner', banner: 'userLocked', minutes: 15 }],
    ['a 401, which does not sign out here (SPEC 8)', 401, { error: 'UNAUTHORIZED' }, { kind: 'banner', banner: 'failed' }],
    ['a server failure, alerted by the catalogue', 500, { error: 'INTERNAL_ERROR' }, { kind: 'alerted' }],
  ])('keeps the session as it was after %s', async (_, status, body, expected) => {
    const { api, environment } = recordingApi({}, () => json(body, status));
    const remember = vi.fn();
    await expect(changeOwnPassword(request, { api, remember })).resolves.toEqual(expected);
    expect(remember).not.toHaveBeenCalled();
    expect(environment.onError).toHaveBeenCalledTimes(1);
  });
});
