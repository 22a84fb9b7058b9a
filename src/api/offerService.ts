// Typed offer-category calls of SPEC 7 "Site config, offers and content". SPEC 8: an offers failure means an empty list,
// which is the caller's to decide; these calls reject like every other.
import type { KyInstance } from 'ky';
import { offerCategoriesSchema, offerPaths, type OfferCategory } from './contracts/offers';
import { getJson } from './request';

export function offerCategories(api: KyInstance, locale: string): Promise<OfferCategory[]> {
  return getJson(api, offerPaths.categories, offerCategoriesSchema, { searchParams: { locale } });
}

/** The session site's customized categories (the site travels as X-SITE-ID), the generic ones when it has none. */
export function customizedCategories(api: KyInstance, locale: string): Promise<OfferCategory[]> {
  return getJson(api, offerPaths.customizedCategories, offerCategoriesSchema, { searchParams: { locale } });
}

/** SPEC 7: the customized categories, falling back to the generic ones when that call fails. */
export async function categoriesForSite(api: KyInstance, locale: string): Promise<OfferCategory[]> {
  try {
    return await customizedCategories(api, locale);
  } catch (error) {
    // The caller's own abort is no failure to fall back from.
    if (error instanceof Error && error.name === 'AbortError') throw error;
    return offerCategories(api, locale);
  }
}
