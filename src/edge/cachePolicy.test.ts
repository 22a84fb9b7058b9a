import { describe, expect, it } from 'vitest';
import { assetCacheControl, cacheControl } from './cachePolicy';

const directives = (value: string) => new Map(value.split(',').map((part) => part.trim().split('=') as [string, string | undefined]));

describe('cache policy of the edge', () => {
  it.each([
    ['shells', cacheControl.shell],
    ['named files', cacheControl.staticFile],
  ])('lets a CDN keep %s and serve them stale while it revalidates, the browser only briefly', (_, value) => {
    const parsed = directives(value);
    expect(parsed.has('public')).toBe(true);
    expect(Number(parsed.get('s-maxage'))).toBeGreaterThan(Number(parsed.get('max-age')));
    expect(Number(parsed.get('stale-while-revalidate'))).toBeGreaterThan(0);
    expect(Number(parsed.get('max-age'))).toBeLessThanOrEqual(3600);
  });

  it('keeps shells fresh at most a minute in the browser: a shell names the bundles of its deployment', () => {
    expect(Number(directives(cacheControl.shell).get('max-age'))).toBeLessThanOrEqual(60);
  });

  it('never stores a redirect', () => {
    expect(cacheControl.redirect).toBe('private, no-store');
  });

  it.each<[string, number, string | undefined]>([
    ['/_astro/client.Bx1c.js', 200, 'public, max-age=31536000, immutable'],
    ['/_astro/client.Bx1c.js', 304, 'public, max-age=31536000, immutable'],
    ['/_astro/missing.js', 404, 'no-store'],
    ['/favicon.svg', 200, cacheControl.staticFile],
    ['/robots.txt', 304, cacheControl.staticFile],
    ['/favicon.svg', 404, 'no-store'],
    ['/nothing.png', 500, 'no-store'],
    ['/favicon.svg', 206, undefined],
  ])('%s answered %i: %s', (pathname, status, expected) => {
    expect(assetCacheControl(pathname, status)).toBe(expected);
  });
});
