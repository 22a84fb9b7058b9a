// The concierge's views of a cardholder (SPEC 6, SPEC 7 concierge/user/{siteId}): preferences in the shape the
// cardholder reads them, and their cards.
import { listAssetRows, toAsset } from '../assets/userAssets';
import type { Handler } from '../env';
import { json } from '../http';
import { preferenceResponse } from '../users/preferenceEndpoints';
import { readAttributes } from '../users/userAttributes';
import { cardholderForConcierge } from './conciergeAccess';

/** GET user-attribute/concierge/user/{siteId}?email=: as GET user-attribute/user/{siteId} answers the cardholder. */
export const getConciergePreferences: Handler = async (context) => {
  const cardholder = await cardholderForConcierge(context);
  if (cardholder instanceof Response) return cardholder;
  const attributes = await readAttributes(context.env.DB, cardholder.id, cardholder.site_id);
  return json(preferenceResponse(cardholder.site_id, attributes), context.correlationId);
};

/** GET user-attribute/concierge/assets/{siteId}?email=: as GET user-attribute/user/assets answers the cardholder. */
export const getConciergeAssets: Handler = async (context) => {
  const cardholder = await cardholderForConcierge(context);
  if (cardholder instanceof Response) return cardholder;
  const rows = await listAssetRows(context.env.DB, { userId: cardholder.id, siteId: cardholder.site_id });
  return json(rows.map(toAsset), context.correlationId);
};
