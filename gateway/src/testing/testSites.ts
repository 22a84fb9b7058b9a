// Test helper: extra sites in the local D1, configured for one test's needs.
import type { LocalGateway } from './localGateway';

/** Adds (or replaces) a site with these feature groups: `{ pan_capture: { limit: 2 } }`. */
export async function insertSite(gateway: LocalGateway, siteId: string, features: Record<string, Record<string, unknown>>): Promise<void> {
  const configurations = Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig }));
  await gateway.env.DB.prepare('INSERT OR REPLACE INTO sites (site_id, name, feature_configurations) VALUES (?, ?, ?)')
    .bind(siteId, siteId, JSON.stringify(configurations))
    .run();
}
