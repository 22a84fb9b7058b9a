// A build whose SSO authorize endpoint is the bank's own (SSO_AUTHORIZE_URL): it is whitelisted like the reference's.
import { describe, expect, it, vi } from 'vitest';
import { referenceEndpoints } from '../site/gatewayEndpoints';
import { whitelistGroupOf } from './whitelist';

vi.mock('../site/buildFlags', async (original) => ({
  ...(await original<typeof import('../site/buildFlags')>()),
  gatewayEndpoints: { ...referenceEndpoints, ssoAuthorize: 'bank/sso/start?flow=web' },
}));

describe('the whitelist with a configured SSO authorize endpoint', () => {
  it('puts the configured path in the SSO auth group, by its path only', () => {
    expect(whitelistGroupOf('/api/bank/sso/start?flow=web')).toBe('ssoAuth');
    expect(whitelistGroupOf('/api/sso/authorize')).toBe('ssoAuth');
    expect(whitelistGroupOf('/api/bank/cards?next=bank/sso/start')).toBeUndefined();
  });
});
