// Every page `npm run build` wrote to dist/ describes itself and says whether search engines may index it (issue 11).
// Reads dist/ as built; `npm test` builds first. Without a build the checks are skipped, saying so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexable } from '../src/layouts/pageMeta';
import { routeTable } from '../src/routes/routeTable';

const dist = join(import.meta.dirname, '..', 'dist');
const built = existsSync(join(dist, 'en_us', 'account'));

/** dist/{locale}/account/{segment}/index.html of every built page. */
function builtPages(): { locale: string; segment: string; html: string }[] {
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, 'account')))
    .flatMap((locale) =>
      readdirSync(join(dist, locale.name, 'account'))
        .filter((segment) => existsSync(join(dist, locale.name, 'account', segment, 'index.html')))
        .map((segment) => ({ locale: locale.name, segment, html: readFileSync(join(dist, locale.name, 'account', segment, 'index.html'), 'utf8') })),
    );
}

const metaContent = (html: string, name: string) => html.match(new RegExp(`<meta\\b[^>]*\\bname="${name}"[^>]*>`))?.[0].match(/\bcontent="([^"]*)"/)?.[1];

const routeOfSegment = (segment: string) =>
  routeTable.find((route) => route.path === segment || ('clientServerPath' in route && route.clientServerPath === segment));

describe.skipIf(!built)('every built page (needs npm run build)', () => {
  const pages = built ? builtPages() : [];

  it('is found, one per locale and route', () => {
    expect(pages.length).toBeGreaterThan(1000);
  });

  it('has a non-empty description in its head', () => {
    const missing = pages.filter((page) => !metaContent(page.html, 'description')?.trim()).map((page) => `${page.locale}/${page.segment}`);
    expect(missing).toEqual([]);
  });

  it('says noindex exactly on the signed-in and transitional screens', () => {
    const wrong = pages
      .map((page) => ({ page, route: routeOfSegment(page.segment) }))
      .filter(({ page, route }) => route === undefined || (metaContent(page.html, 'robots') === 'noindex') === indexable(route.name))
      .map(({ page }) => `${page.locale}/${page.segment}`);
    expect(wrong).toEqual([]);
  });
});
