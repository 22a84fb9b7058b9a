import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, memoryStorage, recordingApi } from '../../api/testing/recordingApi';
import { profileLayout, saveProfile } from './profileUpdate';

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const profile = { email: 'dana@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'dana@example.com', firstName: 'Dana' };

describe('saving the profile form (SPEC 2 edit-profile)', () => {
  it('sends the update and leaves the saved banner for the profile', async () => {
    const { api, bodies } = recordingApi({}, () => json(profile));
    await expect(saveProfile({ first_name: 'Dana', dob: '1990-04-12' }, 'Your profile was saved.', api)).resolves.toEqual({ kind: 'saved' });
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ first_name: 'Dana', dob: '1990-04-12' });
    expect(JSON.parse(storage.values.get('left_notification') ?? '')).toEqual({ id: 'profile-updated', tone: 'success', message: 'Your profile was saved.' });
  });

  it('tells the app in a mobile app session (SPEC 1 editProfile)', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('webkit', { messageHandlers: { portalBridge: { postMessage } } });
    storage.values.set('mobile_session', 'true');
    const { api } = recordingApi({}, () => json(profile));
    await saveProfile({ first_name: 'Dana' }, 'Saved', api);
    expect(postMessage).toHaveBeenCalledWith({ feature: 'editProfile' });
  });

  it("hands the gateway's field errors to the form and leaves no banner", async () => {
    const fields = { phone: { id: 'error' } };
    const { api } = recordingApi({}, () => json({ error: 'VALIDATION_FAILED', details: { fields } }, 400));
    await expect(saveProfile({ phone: '1' }, 'Saved', api)).resolves.toEqual({ kind: 'fieldErrors', fields });
    expect(storage.values.has('left_notification')).toBe(false);
  });

  it.each([
    ['a site that does not let the profile change', 403, 'PROFILE_NOT_UPDATABLE', { kind: 'banner', banner: 'notUpdatable' }],
    ['another refusal', 409, 'CONFLICT', { kind: 'banner', banner: 'failed' }],
    ['a server failure, alerted by the catalogue', 500, 'INTERNAL_ERROR', { kind: 'alerted' }],
  ])('reads %s', async (_name, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    await expect(saveProfile({ first_name: 'Dana' }, 'Saved', api)).resolves.toEqual(expected);
  });
});

describe("the profile form's layout", () => {
  it("is the profile mode of the site's user form (SPEC 5)", () => {
    const config = {
      name: 'demo',
      siteId: 'localhost',
      theme: 'classic',
      siteFeatureConfigurations: [{ name: 'user_site_profile', featureConfig: { email: '0', password: '0', dob: '1', address: '3', nationalId: '0' } }],
    };
    const layout = profileLayout(config, { siteId: 'localhost', locale: 'en_us' });
    expect(layout.mode).toBe('profile');
    expect(layout.levels).toMatchObject({ email: 'None', password: 'None', nationalId: 'None', pp: 'None', dob: 'Optional', address: 'ProfileOptional' });
  });
});
