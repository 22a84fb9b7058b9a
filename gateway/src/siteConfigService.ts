// GET site-config-service/config/site/{siteId} from D1 (SPEC 7 "Site config"), and beside it the themes the sites name
// (config/theme/{name}, issue 15), which the edge asks for after KV.
import { siteConfigSchema, siteIdSchema, type SiteConfig } from '../../src/site/siteConfig';
import { checkTheme, classicTheme, type Theme } from '../../src/site/theme';
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

/** A theme as published to D1, checked again (a row written by hand is not trusted); undefined when none or refused. */
async function publishedTheme(db: D1Database, where: { name: string } | { siteId: string }, logLabel: string): Promise<Theme | undefined> {
  const row = await (
    'name' in where
      ? db.prepare('SELECT name, definition FROM themes WHERE name = ?').bind(where.name)
      : db.prepare('SELECT themes.name, themes.definition FROM sites JOIN themes ON themes.name = sites.theme WHERE sites.site_id = ?').bind(where.siteId)
  ).first<{ name: string; definition: string }>();
  if (!row) return undefined;
  const checked = checkTheme(JSON.parse(row.definition) as unknown);
  if (checked.ok) return checked.theme;
  console.error(`[${logLabel}] theme ${row.name} in D1 is refused: ${checked.problems.join('; ')}`);
  return undefined;
}

/**
 * GET config/theme/{name}: a theme that fails the schema or the contrast check is logged with its problems and answered
 * like a missing one, so the edge falls back to the built-in theme rather than draw an unreadable page.
 */
export const getTheme: Handler = async ({ env, params, correlationId }) => {
  const name = params['name'] ?? '';
  const theme = await publishedTheme(env.DB, { name }, correlationId);
  if (theme === undefined) return errorResponse(404, 'THEME_NOT_FOUND', correlationId, { details: { name } });
  return json(theme, correlationId, { headers: { 'Cache-Control': 'public, max-age=60' } });
};

/** The theme a site's config names, as its e-mails draw it: the published one, else the built-in `classic`. */
export async function themeOfSite(db: D1Database, siteId: string): Promise<Theme> {
  return (await publishedTheme(db, { siteId }, `site ${siteId}`)) ?? classicTheme;
}
