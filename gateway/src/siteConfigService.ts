// GET site-config-service/config/site/{siteId} from D1 (SPEC 7 "Site config").
import { siteConfigSchema, siteIdSchema } from '../../src/site/siteConfig';
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
  const row = await env.DB.prepare('SELECT site_id, name, theme, feature_configurations FROM sites WHERE site_id = ?')
    .bind(checked.data)
    .first<SiteRow>();
  if (!row) return errorResponse(404, 'SITE_NOT_FOUND', correlationId, { details: { siteId: checked.data } });
  const config = siteConfigSchema.parse({
    name: row.name,
    siteId: row.site_id,
    theme: row.theme,
    siteFeatureConfigurations: JSON.parse(row.feature_configurations),
  });
  return json(config, correlationId, { headers: { 'Cache-Control': 'public, max-age=60' } });
};
