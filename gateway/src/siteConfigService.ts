// GET site-config-service/config/site/{siteId} from D1 (SPEC 7 "Site config").
import { siteConfigSchema, siteIdSchema, type SiteConfig } from '../../src/site/siteConfig';
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
