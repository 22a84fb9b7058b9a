// Contract of the offer-category calls (SPEC 7 "Site config, offers and content", SPEC 3 offers_preference); shared
// with the gateway.
import * as z from 'zod/mini';

export const offerPaths = {
  /** GET ?locale=: the generic categories. */
  categories: 'offers/api/categories',
  /** GET ?locale= (site from X-SITE-ID or ?siteId=): the site's customized categories, else the generic ones. */
  customizedCategories: 'offersdata/customized-categories.json',
} as const;

/** Category ids: lower-case letters, digits and hyphens, as stored in offers_preference. */
export const offerCategoryIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and hyphens'));

/** A category with its name in the asked locale (falling back to the language, then English, then the id). */
const offerCategorySchema = z.object({ id: offerCategoryIdSchema, name: z.string() });
export type OfferCategory = z.infer<typeof offerCategorySchema>;

export const offerCategoriesSchema = z.array(offerCategorySchema);
