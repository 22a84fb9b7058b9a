import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../site/flags';
import { afterSignIn, type SignedIn } from './afterSignIn';

const base: SignedIn = { authState: 'LOGGEDIN', storedReturnUrl: null, location: { locale: 'en_us' }, origin: 'https://rewards.example', flags: defaultFlags };

describe('afterSignIn', () => {
  it('goes to the profile without a return URL', () => {
    expect(afterSignIn(base)).toBe('/en_us/account/profile/');
  });

  it('goes to the stored return URL, issuer and query kept', () => {
    expect(afterSignIn({ ...base, location: { locale: 'en_us', issuer: 'bank' }, storedReturnUrl: '/bank/en_us/account/edit-pan/?tab=1' })).toBe(
      '/bank/en_us/account/edit-pan/?tab=1',
    );
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores a stored return URL that no longer passes: %s',
    (storedReturnUrl) => {
      expect(afterSignIn({ ...base, storedReturnUrl })).toBe('/en_us/account/profile/');
    },
  );

  it('leads an inactive account to activation, in its locale and issuer, whatever the return URL', () => {
    expect(
      afterSignIn({ ...base, authState: 'LOGGEDIN_INACTIVE', storedReturnUrl: '/en_us/account/edit-pan/', location: { locale: 'pt_br', issuer: 'bank' } }),
    ).toBe('/bank/pt_br/account/activate/');
  });

  it.each<[string, Partial<SignedIn>, string]>([
    ['a compromised password goes to its notice', { passwordCompromised: true }, '/en_us/account/compromised-credentials/'],
    [
      'a compromised password goes to its notice, whatever the return URL',
      { passwordCompromised: true, storedReturnUrl: '/en_us/account/edit-pan/' },
      '/en_us/account/compromised-credentials/',
    ],
    [
      'a compromised password keeps the issuer and locale',
      { passwordCompromised: true, location: { locale: 'pt_br', issuer: 'bank' } },
      '/bank/pt_br/account/compromised-credentials/',
    ],
    [
      'an inactive account is led to activation before the password notice',
      { passwordCompromised: true, authState: 'LOGGEDIN_INACTIVE' },
      '/en_us/account/activate/',
    ],
    [
      'a new privacy policy is accepted first, before the password notice and whatever the return URL',
      { policyToAccept: true, passwordCompromised: true, storedReturnUrl: '/en_us/account/edit-pan/', location: { locale: 'pt_br', issuer: 'bank' } },
      '/bank/pt_br/account/privacy-policy/',
    ],
    ['an inactive account is led to activation before the policy', { policyToAccept: true, authState: 'LOGGEDIN_INACTIVE' }, '/en_us/account/activate/'],
    ['a password not on the list goes the usual way', { passwordCompromised: false, storedReturnUrl: '/en_us/account/edit-pan/' }, '/en_us/account/edit-pan/'],
  ])('%s', (_, facts, expected) => {
    expect(afterSignIn({ ...base, ...facts })).toBe(expected);
  });
});
