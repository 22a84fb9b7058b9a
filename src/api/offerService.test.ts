import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesForSite, customizedCategories, offerCategories } from './offerService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const dining = [{ id: 'dining', name: 'Dining' }];
afterEach(() => {
  vi.restoreAllMocks();
});

describe('offer categories (SPEC 7)', () => {
  it('reads the generic categories for a locale, without X-COOKIE-AUTH (whitelisted)', async () => {
    const { api, requests } = recordingApi({}, () => json(dining));
    await expect(offerCategories(api, 'pt_br')).resolves.toEqual(dining);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/offers/api/categories?locale=pt_br`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
  });

  it("reads the site's customized categories with the site id header", async () => {
    const { api, requests } = recordingApi({}, () => json(dining));
    await customizedCategories(api, 'en_us');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/offersdata/customized-categories.json?locale=en_us`);
    expect(requests[0]?.headers.get('X-SITE-ID')).toBe('site-1');
  });

  it('falls back to the generic categories when the customized call fails', async () => {
    const { api, requests } = recordingApi({}, (request) => (request.url.includes('offersdata') ? json({ error: 'INTERNAL_ERROR' }, 500) : json(dining)));
    await expect(categoriesForSite(api, 'en_us')).resolves.toEqual(dining);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/offersdata/customized-categories.json', '/api/offers/api/categories']);
  });

  it('rejects a category without a name as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json([{ id: 'dining' }]));
    await expect(offerCategories(api, 'en_us')).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
