import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerCategoriesSchema } from '../../../src/api/contracts/offers';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { categoryName, siteCategoryIds } from './offerCategories';

const categories = '/gateway/api/offers/api/categories';
const customized = '/gateway/api/offersdata/customized-categories.json';
const genericIds = ['dining', 'travel', 'shopping', 'entertainment', 'health-wellness', 'automotive', 'groceries'];

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

async function list(path: string, headers: Record<string, string> = {}) {
  const response = await gateway.fetch(path, { headers });
  expect(response.status).toBe(200);
  return offerCategoriesSchema.parse(await response.json());
}

describe('GET offers/api/categories', () => {
  it('answers the generic categories in English by default, in order, without a token', async () => {
    const answer = await list(categories);
    expect(answer.map((category) => category.id)).toEqual(genericIds);
    expect(answer[0]).toEqual({ id: 'dining', name: 'Dining' });
  });

  it.each([
    ['pt_br', 'Restaurantes', 'Supermercado'],
    ['pt_pt', 'Restaurantes', 'Mercearia'],
    ['es_mx', 'Restaurantes', 'Supermercado'],
    ['de_de', 'Dining', 'Groceries'],
  ])('names them for %s, falling back to the language, then English', async (locale, dining, groceries) => {
    const answer = await list(`${categories}?locale=${locale}`);
    expect(answer.find((category) => category.id === 'dining')?.name).toBe(dining);
    expect(answer.find((category) => category.id === 'groceries')?.name).toBe(groceries);
  });

  it('is cacheable', async () => {
    expect((await gateway.fetch(categories)).headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it.each(['?locale=english', '?locale=en_us&locale=pt_br', '?locale=%3Cb%3E'])('answers 400 INVALID_REQUEST naming locale for %s', async (query) => {
    const response = await gateway.fetch(`${categories}${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'locale' } });
  });
});

describe('GET offersdata/customized-categories.json', () => {
  it("answers the site's own list, by X-SITE-ID", async () => {
    const answer = await list(`${customized}?locale=pt_br`, { 'X-SITE-ID': 'localhost_demo-bank' });
    expect(answer).toEqual([
      { id: 'travel', name: 'Viagens Demo Bank' },
      { id: 'dining', name: 'Restaurantes' },
      { id: 'shopping', name: 'Compras' },
    ]);
  });

  it('takes ?siteId= over the header', async () => {
    const answer = await list(`${customized}?siteId=localhost_demo-bank`, { 'X-SITE-ID': 'localhost' });
    expect(answer.map((category) => category.id)).toEqual(['travel', 'dining', 'shopping']);
  });

  it.each([
    ['a site without its own list', { 'X-SITE-ID': 'localhost' }],
    ['an unknown site', { 'X-SITE-ID': 'nowhere.example' }],
    ['no site at all', {}],
  ])('falls back to the generic categories for %s', async (_name, headers) => {
    expect((await list(customized, headers)).map((category) => category.id)).toEqual(genericIds);
  });

  it('answers 400 INVALID_REQUEST naming X-SITE-ID when it is not a site id', async () => {
    const response = await gateway.fetch(customized, { headers: { 'X-SITE-ID': '<script>' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: { field: 'X-SITE-ID' } });
  });
});

describe('category ids a site offers', () => {
  it.each([
    ['localhost', genericIds],
    ['localhost_demo-bank', ['travel', 'dining', 'shopping']],
  ])('%s offers %j', async (siteId, ids) => {
    expect([...(await siteCategoryIds(gateway.env.DB, siteId))]).toEqual(ids);
  });
});

describe('categoryName', () => {
  it.each([
    [{ en: 'Dining', pt: 'Restaurantes', pt_br: 'Gastronomia' }, 'pt_br', 'Gastronomia'],
    [{ en: 'Dining', pt: 'Restaurantes' }, 'pt_br', 'Restaurantes'],
    [{ en: 'Dining' }, 'ja_jp', 'Dining'],
    [{ pt: 'Restaurantes', en: '' }, 'ja_jp', 'dining'],
    [{ en: 42 }, 'en_us', 'dining'],
  ])('names %j for %s as %s', (names, locale, name) => {
    expect(categoryName(names, 'dining', locale)).toBe(name);
  });
});
