import { describe, expect, it } from 'vitest';
import { isTokenUrl, isWhitelisted, whitelistGroupOf, type WhitelistedUrlGroup } from './whitelist';

describe('whitelisted URL groups (SPEC 7 "Headers")', () => {
  it.each<[WhitelistedUrlGroup, string]>([
    ['configurations', '/en_us/account/configurations/promotions-en_us.json'],
    ['login', '/api/user-auth/login'],
    ['oidcLogin', '/api/user-auth/oidc/authorize'],
    ['userToken', '/api/user-auth/oauth/token'],
    ['registration', '/api/user-mgmt/user/registration'],
    ['registration', '/gateway/api/user-mgmt/user/register/site-1'],
    ['activate', '/api/user-mgmt/user/activate-token'],
    ['recoveryNewPassword', '/api/user-mgmt/user/change-password-from-passcode'],
    ['resendActivation', '/api/user-mgmt/user/activation-email'],
    ['recovery', '/api/user-mgmt/user/send-passcode'],
    ['siteConfig', '/gateway/api/site-config-service/config/site/localhost'],
    ['offersApi', '/api/offers/api/categories?locale=en_us'],
    ['offersData', '/api/offersdata/customized-categories.json'],
    ['contentPath', '/api/bin/aem/rest?version=2&locale=en_us'],
    ['contentPath', '/cmsapi/content.data.json/vpp/site-1/en_us'],
    ['ssoAssertion', '/api/sso/assertion'],
    ['ssoAuth', '/api/sso/authorize'],
  ])('%s covers %s', (group, url) => {
    expect(whitelistGroupOf(url)).toBe(group);
    expect(isWhitelisted(url)).toBe(true);
  });

  it('puts the refresh grant in a group of its own that shares the token path', () => {
    expect(isWhitelisted('http://localhost/api/user-auth/oauth/token')).toBe(true);
  });

  it.each([
    '/api/user-mgmt/user/find',
    '/api/user-mgmt/user/change-password',
    '/api/user-attribute/user/background/site-1',
    '/api/user-auth/tokens/revoke',
    '/api/user-mgmt/user/find?returnurl=/bin/aem/rest',
  ])('does not whitelist %s', (url) => {
    expect(isWhitelisted(url)).toBe(false);
  });

  it('recognises the token URL with or without a query, absolute or relative', () => {
    expect(isTokenUrl('/api/user-auth/oauth/token')).toBe(true);
    expect(isTokenUrl('https://portal.example/gateway/api/user-auth/oauth/token?preauth=true')).toBe(true);
    expect(isTokenUrl('/api/user-auth/tokens/revoke')).toBe(false);
    expect(isTokenUrl('/api/user-mgmt/user/find?next=user-auth/oauth/token')).toBe(false);
  });
});
