import { describe, expect, it } from 'vitest';
import { hostOfSiteId, sitePagePath } from './siteLinks';

describe('site page links', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost_demo-bank', 'localhost'],
    ['rewards.example.com_bank', 'rewards.example.com'],
    ['promotions.example.com_pt_br', 'promotions.example.com'],
  ])('takes the host of %s as %s', (siteId, host) => {
    expect(hostOfSiteId(siteId)).toBe(host);
  });

  it.each([
    ['localhost', 'en_us', 'activate', '/en_us/account/activate/'],
    ['localhost_demo-bank', 'pt_br', 'recovery', '/demo-bank/pt_br/account/recovery/'],
    ['promotions.example.com_pt_br', 'pt_br', 'profile', '/pt_br/account/profile/'],
  ])('builds the %s page path in %s for %s', (siteId, locale, route, path) => {
    expect(sitePagePath(siteId, locale, route)).toBe(path);
  });
});
