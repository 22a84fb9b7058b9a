// The concierge's views of a cardholder (SPEC 6, SPEC 7 concierge/user/{siteId}): preferences in the shape the
// cardholder reads them, and their cards; each within a look-up opened with a reason (issue 17, part 5).
import { listAssetRows, toAsset } from '../assets/userAssets';
import type { Handler } from '../env';
import { json } from '../http';
import { preferenceResponse } from '../users/preferenceEndpoints';
import { readAttributes } from '../users/userAttributes';
import { cardholderInLookUp } from './lookUps';
import { toUserProfile } from '../auth/users';

/** GET user-attribute/concierge/user/{siteId}?email=: as GET user-attribute/user/{siteId} answers the cardholder. */
export const getConciergePreferences: Handler = async (context) => {
  const cardholder = await cardholderInLookUp(context, 'preferences', context.params['siteId'] ?? '');
  if (cardholder instanceof Response) return cardholder;
  const attributes = await readAttributes(context.env.DB, cardholder.id, cardholder.site_id);
  return json(preferenceResponse(cardholder.site_id, attributes), context.correlationId);
};

/** GET user-attribute/concierge/assets/{siteId}?email=: as GET user-attribute/user/assets answers the cardholder. */
export const getConciergeAssets: Handler = async (context) => {
  const cardholder = await cardholderInLookUp(context, 'cards', context.params['siteId'] ?? '');
  if (cardholder instanceof Response) return cardholder;
  const rows = await listAssetRows(context.env.DB, { userId: cardholder.id, siteId: cardholder.site_id });
  return json(rows.map(toAsset), context.correlationId);
};

/** A cardholder of the concierge's own site, by e-mail, within a look-up (issue 17); only a ROLE_CONCIERGE token may ask. */
/** GET user-mgmt/user/find-concierge?email= (SPEC 7). */
export const getUserForConcierge: Handler = async (context) => {
  const cardholder = await cardholderInLookUp(context, 'profile');
  if (cardholder instanceof Response) return cardholder;
  return json(toUserProfile(cardholder), context.correlationId);
};
