// A promotions site's campaign (SPEC 7 "On promotions hosts: GET {locale}/account/configurations/promotions-{locale}.json"):
// the file the bank publishes per site and locale, which the edge serves from Workers KV and every screen of the site
// shows above its content. Written in the locale's own words: nothing in it is a portal text.
import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));
const httpsUrl = z.string().check(z.refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'expected an https URL'));

/** The campaign: its name, a sentence, its dates (inclusive) and the link to its terms. Unknown fields are ignored. */
export const promotionSchema = z
  .object({
    title: text(120),
    description: z.optional(text(500)),
    startsOn: z.optional(isoDate),
    endsOn: z.optional(isoDate),
    terms: z.optional(z.object({ label: text(80), url: httpsUrl })),
  })
  .check(
    z.refine((promotion) => promotion.startsOn === undefined || promotion.endsOn === undefined || promotion.startsOn <= promotion.endsOn, {
      message: 'endsOn is before startsOn',
      path: ['endsOn'],
    }),
  );
export type Promotion = z.infer<typeof promotionSchema>;

/** SPEC 7's path of the file, at the site's root (promotions hosts have no issuer path). */
export const promotionsPath = (locale: string) => `/${locale}/account/configurations/promotions-${locale}.json`;

/** Workers KV key under which an operator publishes a promotions site's file. */
export const promotionsKvKey = (siteId: string) => `promotions:${siteId}`;
