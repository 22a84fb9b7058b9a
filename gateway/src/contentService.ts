// GET bin/aem/rest and GET cmsapi/content.data.json/vpp/{siteId}/{rest of path} from D1 (SPEC 7 "Site config, offers and content").
import { contentQuerySchemas, localeFromContentPath, nestContent, type Content, type ContentQueryParameter } from '../../src/api/contracts/content';
import type { SiteConfig } from '../../src/site/siteConfig';
import { siteIdSchema } from '../../src/site/siteConfig';
import { siteSettingsOf } from '../../src/site/siteSettings';
import type { Handler } from './env';
import { InvalidRequestError, json } from './http';
import { isDevelopmentEnvironment } from './environment';
import { findSiteConfig } from './siteConfigService';

/** Site id of the generic content, served to callers without a site config. */
const defaultContentSite = 'DEFAULT';

const cacheHeaders = { 'Cache-Control': 'public, max-age=300' } as const;
/** A preview is one editor's draft: never kept by a cache. */
const previewHeaders = { 'Cache-Control': 'no-store' } as const;

/** Draft rows join the answer only when asked for and only outside production (an editor's preview). */
function withDrafts(env: { ENVIRONMENT: string }, preview: string | undefined): boolean {
  return preview === 'draft' && isDevelopmentEnvironment(env.ENVIRONMENT);
}

/** Published rows, then (in a preview) the drafts, which win for their keys when the rows become an object. */
const draftOrder = 'AND draft <= ? ORDER BY draft, key';

interface ContentRow {
  key: string;
  value: string;
}

function invalid(parameter: string, message: string): InvalidRequestError {
  return new InvalidRequestError(`${parameter}: ${message}`, { field: parameter });
}

/** A query parameter checked by its contract schema; a repeated or invalid one is refused by name. */
function queryParameter(url: URL, name: ContentQueryParameter, required: boolean): string | undefined {
  const values = url.searchParams.getAll(name);
  if (values.length > 1) throw invalid(name, 'given more than once');
  const [value] = values;
  if (value === undefined) {
    if (required) throw invalid(name, 'is required');
    return undefined;
  }
  const checked = contentQuerySchemas[name].safeParse(value);
  if (!checked.success) throw invalid(name, checked.error.issues[0]?.message ?? 'invalid');
  return checked.data;
}

function flat(rows: readonly ContentRow[]): Content {
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * The answer in the shape the site's CMS sends: nested at level=-1 when its cms feature group says `nested` (as a
 * real CMS answers, SPEC 7), flat otherwise. The reference gateway's own way to stand for both kinds of CMS.
 */
function shaped(rows: readonly ContentRow[], config: SiteConfig | undefined, level: string | undefined): Record<string, unknown> {
  const nested = config !== undefined && siteSettingsOf(config).cmsAnswersNested && level === '-1';
  return nested ? nestContent(flat(rows)) : flat(rows);
}

/** The main content of a site (or of DEFAULT without a site id) for a locale; tenant rows are the extra endpoint's. */
export const getContent: Handler = async ({ env, url, correlationId }) => {
  queryParameter(url, 'version', true);
  queryParameter(url, 'contentType', false);
  const level = queryParameter(url, 'level', false);
  const locale = queryParameter(url, 'locale', true);
  const siteId = queryParameter(url, 'siteId', false) ?? defaultContentSite;
  const drafts = withDrafts(env, queryParameter(url, 'preview', false));
  const { results } = await env.DB.prepare(`SELECT key, value FROM content WHERE site_id = ? AND locale = ? AND tenant IS NULL ${draftOrder}`)
    .bind(siteId, locale, drafts ? 1 : 0)
    .all<ContentRow>();
  const config = siteId === defaultContentSite ? undefined : await findSiteConfig(env.DB, siteId);
  return json(shaped(results, config, level), correlationId, { headers: drafts ? previewHeaders : cacheHeaders });
};

/** The extra content of the site's CMS tenant for the locale the rest of the path gives; {} when there is none. */
export const getExtraContent: Handler = async ({ env, url, params, correlationId }) => {
  const checked = siteIdSchema.safeParse(params['siteId']);
  if (!checked.success) throw invalid('siteId', checked.error.issues[0]?.message ?? 'invalid');
  const config = await findSiteConfig(env.DB, checked.data);
  const tenant = config === undefined ? undefined : siteSettingsOf(config).cmsTenant;
  const locale = localeFromContentPath(params['path'] ?? '');
  const drafts = withDrafts(env, queryParameter(url, 'preview', false));
  const { results } =
    tenant === undefined
      ? { results: [] }
      : await env.DB.prepare(`SELECT key, value FROM content WHERE site_id = ? AND locale = ? AND tenant = ? ${draftOrder}`)
          .bind(checked.data, locale, tenant, drafts ? 1 : 0)
          .all<ContentRow>();
  return json(shaped(results, config, '-1'), correlationId, { headers: drafts ? previewHeaders : cacheHeaders });
};
