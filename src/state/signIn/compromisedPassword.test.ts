import { describe, expect, it, vi } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import type { AuthState } from '../../site/authState';
import { defaultSiteConfig, type SiteConfig } from '../../site/siteConfig';
import { isPasswordCompromised } from './compromisedPassword';

vi.mock('../page/session', () => ({ reportFailure: vi.fn(), sessionApi: () => undefined }));

const checking: SiteConfig = { ...defaultSiteConfig, siteFeatureConfigurations: [{ name: 'vba', featureConfig: { compromised_password_check: true } }] };

describe('the compromised-password check after signing in', () => {
  it('asks the gateway on a site that checks, and answers what it found', async () => {
    const { api, requests } = recordingApi({}, () => json({ compromised: true, checked: true }));
    await expect(isPasswordCompromised(checking, 'LOGGEDIN', api)).resolves.toBe(true);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/vba/compromised-password`);
    expect(requests[0]?.method).toBe('GET');
  });

  it('answers false for a password not on the list', async () => {
    const { api } = recordingApi({}, () => json({ compromised: false, checked: true }));
    await expect(isPasswordCompromised(checking, 'LOGGEDIN', api)).resolves.toBe(false);
  });

  it.each<[string, SiteConfig | undefined, AuthState]>([
    ['a site that does not check', defaultSiteConfig, 'LOGGEDIN'],
    ['no site config yet', undefined, 'LOGGEDIN'],
    ['an account not activated yet (activation comes first)', checking, 'LOGGEDIN_INACTIVE'],
    ['a visitor signed out meanwhile', checking, 'LOGGEDOUT'],
  ])('asks nothing for %s', async (_, config, state) => {
    const { api, requests } = recordingApi({}, () => json({ compromised: true, checked: true }));
    await expect(isPasswordCompromised(config, state, api)).resolves.toBe(false);
    expect(requests).toHaveLength(0);
  });

  it.each([404, 500])('lets the sign-in go on when the check fails with %i', async (status) => {
    const { api } = recordingApi({}, () => json({ error: 'X' }, status));
    await expect(isPasswordCompromised(checking, 'LOGGEDIN', api)).resolves.toBe(false);
  });
});
