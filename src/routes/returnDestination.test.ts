import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../site/flags';
import { returnDestination, type ReturnPlace } from './returnDestination';

const place: ReturnPlace = { storedReturnUrl: null, location: { locale: 'en_us' }, origin: 'https://rewards.example', flags: defaultFlags };

describe('where a finished step leads', () => {
  it.each<[string, Partial<ReturnPlace>, string]>([
    ['the profile without a return URL', {}, '/en_us/account/profile/'],
    ['the profile of the issuer and locale', { location: { locale: 'pt_br', issuer: 'bank' } }, '/bank/pt_br/account/profile/'],
    ['the stored return URL, query kept', { storedReturnUrl: '/en_us/account/edit-pan/?tab=1' }, '/en_us/account/edit-pan/?tab=1'],
    ['the same-origin absolute return URL as a path', { storedReturnUrl: 'https://rewards.example/en_us/account/edit-pan/' }, '/en_us/account/edit-pan/'],
    ['the profile for an empty stored value', { storedReturnUrl: '' }, '/en_us/account/profile/'],
    ['the profile for another origin', { storedReturnUrl: 'https://evil.example/x' }, '/en_us/account/profile/'],
    ['the profile for a scheme-relative URL', { storedReturnUrl: '//evil.example' }, '/en_us/account/profile/'],
    ['the profile for a script URL', { storedReturnUrl: 'javascript:alert(1)' }, '/en_us/account/profile/'],
    [
      'a signed-in screen of the issuer and locale, fragment kept',
      { location: { locale: 'pt_br', issuer: 'bank' }, storedReturnUrl: '/bank/pt_br/account/cashback-statement/#top' },
      '/bank/pt_br/account/cashback-statement/#top',
    ],
    ['the screen without its trailing slash', { storedReturnUrl: '/en_us/account/edit-profile' }, '/en_us/account/edit-profile'],
    ['the profile for an API path', { storedReturnUrl: '/api/user-auth/tokens/revoke' }, '/en_us/account/profile/'],
    ['the profile for a path that is no page', { storedReturnUrl: '/..;/x' }, '/en_us/account/profile/'],
    ['the profile for an unknown screen', { storedReturnUrl: '/en_us/account/nowhere/' }, '/en_us/account/profile/'],
    ['the profile for the sign-out', { storedReturnUrl: '/en_us/account/logout/' }, '/en_us/account/profile/'],
    ['the profile for the sign-in page itself', { storedReturnUrl: '/en_us/account/login-form/' }, '/en_us/account/profile/'],
    ['the profile for another locale', { storedReturnUrl: '/de_de/account/edit-pan/' }, '/en_us/account/profile/'],
    [
      "the profile for another issuer's page",
      { location: { locale: 'en_us', issuer: 'bank' }, storedReturnUrl: '/other/en_us/account/edit-pan/' },
      '/bank/en_us/account/profile/',
    ],
    ['the profile for the site root', { storedReturnUrl: '/' }, '/en_us/account/profile/'],
  ])('is %s', (_, facts, expected) => {
    expect(returnDestination({ ...place, ...facts })).toBe(expected);
  });
});
