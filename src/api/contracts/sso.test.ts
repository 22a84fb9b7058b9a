import { describe, expect, it } from 'vitest';
import { ssoAuthorizeRequestSchema } from './sso';

const parameters = {
  siteId: 'localhost_sso-bank',
  client_id: 'portal-app',
  response_type: 'code',
  scope: 'openid profile',
  state: 'a1B2.c3~d4',
  nonce: 'n-0_9=',
};

describe('SSO parameters (SPEC 5: required ones without tags, URLs or relative paths)', () => {
  it('takes the required parameters, the locale defaulting to en_us, the optional ones as-is', () => {
    expect(ssoAuthorizeRequestSchema.parse({ ...parameters, redirect_uri: 'https://anywhere.example/x', last_visited_path: '/x' })).toEqual({
      ...parameters,
      locale: 'en_us',
      redirect_uri: 'https://anywhere.example/x',
      last_visited_path: '/x',
    });
  });

  it.each([
    ['state', '<script>'],
    ['nonce', 'https://evil.example'],
    ['scope', '../openid'],
    ['client_id', 'a\\b'],
    ['response_type', 'code"'],
    ['state', ''],
    ['nonce', 'x'.repeat(513)],
  ])('refuses %s %j', (field, value) => {
    const parsed = ssoAuthorizeRequestSchema.safeParse({ ...parameters, [field]: value });
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });
});
