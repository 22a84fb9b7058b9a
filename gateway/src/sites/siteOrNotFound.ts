// A site's config for the endpoints that act for one site (SPEC 3 "Site configuration"), or the answer for an unknown site.
import type { SiteConfig } from '../../../src/site/siteConfig';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';
import { findSiteConfig } from '../siteConfigService';

/** The site's config, or the 404 SITE_NOT_FOUND answer to return. */
export async function siteOrNotFound({ env, correlationId }: HandlerContext, siteId: string): Promise<SiteConfig | Response> {
  const config = await findSiteConfig(env.DB, siteId);
  return config ?? errorResponse(404, 'SITE_NOT_FOUND', correlationId, { details: { siteId } });
}
