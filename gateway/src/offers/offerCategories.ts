// Offer categories in D1 (migration 0011) and their two public calls (SPEC 7): the generic list, and a site's customized
// list falling back to it. No token needed: both URL groups are whitelisted.
import { offerCategoriesSchema, type OfferCategory } from '../../../src/api/contracts/offers';
import { headerNames } from '../../../src/api/contracts/headers';
import { defaultLocale, localePattern } from '../../../src/site/locales';
import { siteIdSchema } from '../../../src/site/siteConfig';
import type { Handler } from '../env';
import { InvalidRequestError, json } from '../http';

/** Site id of the generic categories. */
const genericCategorySite = 'DEFAULT';

const cacheHeaders = { 'Cache-Control': 'public, max-age=300' } as const;

interface CategoryRow {
  category_id: string;
  names: string;
}

/** A name for the locale: the locale's own, else its language's, else English, else the id. */
export function categoryName(names: Readonly<Record<string, unknown>>, id: string, locale: string): string {
  const language = locale.split('_')[0] ?? '';
  const name = [locale, language, 'en'].map((key) => names[key]).find((value) => typeof value === 'string' && value !== '');
  return typeof name === 'string' ? name : id;
}

async function categoryRows(db: D1Database, siteId: string): Promise<CategoryRow[]> {
  const { results } = await db
    .prepare('SELECT category_id, names FROM offer_categories WHERE site_id = ? ORDER BY position, category_id')
    .bind(siteId)
    .all<CategoryRow>();
  return results;
}

/** The site's customized rows, or the generic ones when it has none. */
async function effectiveRows(db: D1Database, siteId: string): Promise<CategoryRow[]> {
  const own = siteId === genericCategorySite ? [] : await categoryRows(db, siteId);
  return own.length > 0 ? own : categoryRows(db, genericCategorySite);
}

/** The category ids a user of the site may choose (offers_preference). */
export async function siteCategoryIds(db: D1Database, siteId: string): Promise<Set<string>> {
  return new Set((await effectiveRows(db, siteId)).map((row) => row.category_id));
}

function named(rows: readonly CategoryRow[], locale: string): OfferCategory[] {
  return offerCategoriesSchema.parse(
    rows.map((row) => ({ id: row.category_id, name: categoryName(JSON.parse(row.names) as Record<string, unknown>, row.category_id, locale) })),
  );
}

/** One optional query parameter (or header); given twice or invalid is refused by name. */
function single(values: readonly string[], name: string, valid: (value: string) => boolean): string | undefined {
  if (values.length > 1) throw new InvalidRequestError(`${name}: given more than once`, { field: name });
  const [value] = values;
  if (value !== undefined && !valid(value)) throw new InvalidRequestError(`${name}: invalid`, { field: name });
  return value;
}

function localeOf(url: URL): string {
  return single(url.searchParams.getAll('locale'), 'locale', (value) => localePattern.test(value)) ?? defaultLocale;
}

/** GET offers/api/categories?locale=: the generic list. */
export const getCategories: Handler = async ({ env, url, correlationId }) => {
  const locale = localeOf(url);
  return json(named(await categoryRows(env.DB, genericCategorySite), locale), correlationId, { headers: cacheHeaders });
};

/** GET offersdata/customized-categories.json?locale=: the site of ?siteId= or X-SITE-ID; an unknown site gets the generic list. */
export const getCustomizedCategories: Handler = async ({ env, url, request, correlationId }) => {
  const locale = localeOf(url);
  const isSiteId = (value: string) => siteIdSchema.safeParse(value).success;
  const fromQuery = single(url.searchParams.getAll('siteId'), 'siteId', isSiteId);
  const header = request.headers.get(headerNames.siteId);
  const siteId = fromQuery ?? single(header === null ? [] : [header], headerNames.siteId, isSiteId) ?? genericCategorySite;
  return json(named(await effectiveRows(env.DB, siteId), locale), correlationId, { headers: { ...cacheHeaders, Vary: headerNames.siteId } });
};
