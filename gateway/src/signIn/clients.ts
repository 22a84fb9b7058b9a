// OAuth clients of the client-credentials grant: confidential ones from the clients table, public ones per site.
import { hashOpaqueSecret } from '../crypto/opaqueSecrets';
import { timingSafeEqual } from '../crypto/timingSafeEqual';

/**
 * The site a client may act for, or undefined when it fails to authenticate.
 *
 * Decision: a site's public browser client has client_id = site id and no secret, because anything a browser
 * holds is public; its pre-auth token carries only [siteId]. A client with a row in `clients` is confidential
 * and must present its secret, which is stored only as a hash. A secret sent by a public client is refused.
 */
export async function authenticateClient(db: D1Database, client: { client_id: string; client_secret?: string | undefined }): Promise<string | undefined> {
  const confidential = await db
    .prepare('SELECT site_id, secret_hash FROM clients WHERE client_id = ?')
    .bind(client.client_id)
    .first<{ site_id: string; secret_hash: string }>();
  if (confidential) {
    if (client.client_secret === undefined) return undefined;
    const encoder = new TextEncoder();
    const presented = encoder.encode(await hashOpaqueSecret(client.client_secret));
    return timingSafeEqual(presented, encoder.encode(confidential.secret_hash)) ? confidential.site_id : undefined;
  }
  if (client.client_secret !== undefined) return undefined;
  const site = await db.prepare('SELECT site_id FROM sites WHERE site_id = ?').bind(client.client_id).first<{ site_id: string }>();
  return site?.site_id;
}
