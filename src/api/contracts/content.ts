// Contract of the content calls (SPEC 7 "Site config, offers and content"): paths, query parameters, answer shape; shared with the gateway.
import * as z from 'zod/mini';
import { defaultLocale, isLocale, localePattern, type Locale } from '../../site/locales';
import { siteIdSchema } from '../../site/siteConfig';

export const contentPaths = {
  /** GET with the query of `contentQuerySchemas`. */
  rest: 'bin/aem/rest',
  /** GET `{extra}/{siteId}/{rest of path}`: the CMS tenant's extra content (version 3). */
  extra: 'cmsapi/content.data.json/vpp',
} as const;

const contentVersions = ['2', '3'] as const;
export type ContentVersion = (typeof contentVersions)[number];

/** The query parameters of `contentPaths.rest`, one schema each so a failure names its parameter. */
export const contentQuerySchemas = {
  version: z.enum(contentVersions),
  contentType: z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens only')),
  level: z.string().check(z.regex(/^-?\d{1,3}$/, 'an integer')),
  locale: z.string().check(z.regex(localePattern, 'two letters, underscore, two letters')),
  siteId: siteIdSchema,
} as const;
export type ContentQueryParameter = keyof typeof contentQuerySchemas;

/** Every content answer: a flat dictionary of text key to text. */
export const contentSchema = z.record(z.string(), z.string());
export type Content = z.infer<typeof contentSchema>;

// A CMS path opens with a page name rather than a locale on its root page.
const rootPage = 'context.html';

/** The locale a content URL's first path segment gives; en_us when absent, 'context.html' or not a locale. */
export function localeFromContentPath(pathname: string): Locale {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first !== undefined && first !== rootPage && isLocale(first) ? first : defaultLocale;
}
