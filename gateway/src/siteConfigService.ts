// GET site-config-service/config/site/{siteId} from D1 (SPEC 7 "Site config"), and beside it the themes the sites name
// (config/theme/{name}, issue 15), which the edge asks for after KV.
import { siteConfigSchema, siteIdSchema, type SiteConfig } from '../../src/site/siteConfig';
import { checkTheme } from '../../src/site/theme';
import type { Handler } from './env';
import { errorResponse, InvalidRequestError, json } from './http';

interface SiteRow {
  site_id: string;
  name: string;
  theme: string;
  feature_configurations: string;
}

export const getSiteConfig: Handler = async ({ env, params, correlationId }) => {
  const checked = siteIdSchema.safeParse(params['siteId']);
  if (!checked.success) {
    throw new InvalidRequestError(`siteId: ${checked.error.issues[0]?.message ?? 'invalid'}`, { field: 'siteId' });
  }
  const config = await findSiteConfig(env.DB, checked.data);
  if (!config) return errorResponse(404, 'SITE_NOT_FOUND', correlationId, { details: { siteId: checked.data } });
  return json(config, correlationId, { headers: { 'Cache-Control': 'public, max-age=60' } });
};

/** A site's config as stored in D1; undefined for an unknown site. */
export async function findSiteConfig(db: D1Database, siteId: string): Promise<SiteConfig | undefined> {
  const row = await db.prepare('SELECT site_id, name, theme, feature_configurations FROM sites WHERE site_id = ?').bind(siteId).first<SiteRow>();
  if (!row) return undefined;
  return siteConfigSchema.parse({
    name: row.name,
    siteId: row.site_id,
    theme: row.theme,
    siteFeatureConfigurations: JSON.parse(row.feature_configurations) as unknown,
  });
}

/**
 * A theme as published to D1, checked again before it is served (a row written by hand is not trusted): one that fails
 * the schema or the contrast check is logged with its problems and answered like a missing one, so the edge falls back
 * to the built-in theme rather than draw an unreadable page.
 */
export const getTheme: Handler = async ({ env, params, correlationId }) => {
  const name = params['name'] ?? '';
  const row = await env.DB.prepare('SELECT definition FROM themes WHERE name = ?').bind(name).first<{ definition: string }>();
  const checked = row ? checkTheme(JSON.parse(row.definition) as unknown) : undefined;
  if (checked && !checked.ok) console.error(`[${correlationId}] theme ${name} in D1 is refused: ${checked.problems.join('; ')}`);
  if (!checked?.ok) return errorResponse(404, 'THEME_NOT_FOUND', correlationId, { details: { name } });
  return json(checked.theme, correlationId, { headers: { 'Cache-Control': 'public, max-age=60' } });
};
