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
  /** An editor's preview: draft texts over the published ones (answered by local and preview gateways only). */
  preview: z.enum(['draft']),
} as const;
export type ContentQueryParameter = keyof typeof contentQuerySchemas;

/** Texts by key, flat: what the screens lay over their built-in texts. */
export type Content = Readonly<Record<string, string>>;

/**
 * A content answer as a CMS sends it: flat (key -> text), or nested at level=-1 (objects of objects, texts at the
 * leaves), which `flattenContent` turns into dotted keys. Anything else at a leaf (numbers, lists) is not a text.
 */
export const contentAnswerSchema = z.record(z.string(), z.unknown());

/** Limits of a nested answer, so a runaway CMS tree cannot hang the page. */
const maxDepth = 8;
const maxTexts = 5000;

/** SPEC 7 "flattened if configured": nested objects become dotted keys ({"a": {"b": "x"}} -> {"a.b": "x"}). */
export function flattenContent(answer: Readonly<Record<string, unknown>>): Content {
  const flat: Record<string, string> = {};
  let count = 0;
  const walk = (node: Readonly<Record<string, unknown>>, prefix: string, depth: number): void => {
    for (const [name, value] of Object.entries(node)) {
      if (count >= maxTexts) return;
      const key = prefix === '' ? name : `${prefix}.${name}`;
      if (typeof value === 'string') {
        flat[key] = value;
        count += 1;
      } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && depth < maxDepth) {
        walk(value as Readonly<Record<string, unknown>>, key, depth + 1);
      }
    }
  };
  walk(answer, '', 0);
  return flat;
}

/** The CMS's names turned into the portal's: the site's key map first, then its key root dropped (siteSettings cmsKeys). */
export function portalKeys(content: Content, keys: { readonly root: string | undefined; readonly map: Readonly<Record<string, string>> }): Content {
  const renamed: Record<string, string> = {};
  const rootPrefix = keys.root === undefined ? undefined : `${keys.root}.`;
  for (const [key, text] of Object.entries(content)) {
    const mapped = Object.hasOwn(keys.map, key) ? keys.map[key] : undefined;
    const name = mapped ?? (rootPrefix !== undefined && key.startsWith(rootPrefix) ? key.slice(rootPrefix.length) : key);
    if (name !== undefined) renamed[name] = text;
  }
  return renamed;
}

/** The nested shape of a flat dictionary (the reference gateway answers so for a site whose CMS nests). */
export function nestContent(content: Content): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(content)) {
    const path = key.split('.');
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === 'object' && next !== null) {
        node = next as Record<string, unknown>;
      } else {
        const branch: Record<string, unknown> = {};
        node[segment] = branch;
        node = branch;
      }
    }
    node[path[path.length - 1] ?? key] = text;
  }
  return root;
}

// A CMS path opens with a page name rather than a locale on its root page.
const rootPage = 'context.html';

/** The locale a content URL's first path segment gives; en_us when absent, 'context.html' or not a locale. */
export function localeFromContentPath(pathname: string): Locale {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first !== undefined && first !== rootPage && isLocale(first) ? first : defaultLocale;
}
