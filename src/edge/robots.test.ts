import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountPath } from '../routes/paths';
import { activeRoutes, routeTable } from '../routes/routeTable';
import { defaultFlags } from '../site/flags';

const robots = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8');

/** The rules for every crawler, as RFC 9309 reads them: the longest matching path wins, Allow on a tie. */
const rules = robots
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter((line) => /^(allow|disallow):/i.test(line))
  .map((line) => {
    const [field = '', ...value] = line.split(':');
    return { allow: field.toLowerCase() === 'allow', path: value.join(':').trim() };
  });

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}

function allowed(path: string): boolean {
  const best = rules.filter((rule) => matches(rule.path, path)).sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0];
  return best?.allow ?? true;
}

/** The entry screens, the pages without noindex (src/layouts/pageMeta.ts): what search engines may show. */
const entryScreens = new Set(['login', 'registration', 'recovery', 'resend-activation']);

describe('robots.txt', () => {
  it('speaks to every crawler', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  const flagSets = [defaultFlags, { ...defaultFlags, useClientServer: false }];
  const screens = flagSets.flatMap((flags) => activeRoutes(flags).map((route) => [route.name, route.segment] as const));
  it.each(screens)('lets search engines show %s (/%s/) only when it is an entry screen', (name, segment) => {
    for (const path of [accountPath('en_us', segment), accountPath('ar_ae', segment, 'demo-bank'), `${accountPath('de_de', segment)}?returnurl=%2Fx`]) {
      expect(allowed(path), path).toBe(entryScreens.has(name));
    }
  });

  it('knows every route of the table', () => {
    expect(new Set(screens.map(([name]) => name))).toEqual(new Set(routeTable.map((route) => route.name)));
  });

  it.each(['/', '/en_us/', '/favicon.svg', '/_astro/client.Bx1c.js'])('leaves %s to crawl (entry redirects, what pages need to render)', (path) => {
    expect(allowed(path)).toBe(true);
  });

  it.each(['/api/user-auth/oauth/token', '/gateway/api/health', '/cdn/site-config/localhost.json'])('keeps crawlers off %s', (path) => {
    expect(allowed(path)).toBe(false);
  });
});
