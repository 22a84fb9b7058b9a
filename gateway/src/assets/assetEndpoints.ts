// The signed-in user's cards (SPEC 7 "Card calls"): list and enrol. Every call reaches only the caller's cards on the
// token's site.
import { enrolmentRequestSchema } from '../../../src/api/contracts/assets';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { readJsonBody } from '../jsonBody';
import { authenticateAccount } from '../users/signedInAccount';
import { enrolAssets } from './enrolAssets';
import { listAssetRows, toAsset, type AssetOwner } from './userAssets';
import { throttled, throttles } from '../throttle/throttle';

/** The answer of the list, and of every change: the user's cards on the site in enrolment order. */
export async function assetList(context: HandlerContext, owner: AssetOwner): Promise<Response> {
  return json((await listAssetRows(context.env.DB, owner)).map(toAsset), context.correlationId);
}

/** GET user-attribute/user/assets: the caller's cards on the token's site, in enrolment order. */
export const getAssets: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  return assetList(context, { userId: account.user.id, siteId: account.siteId });
};

/** GET user-attribute/user/assets/{siteId}: the same, naming the site; another site is 403 FORBIDDEN. */
export const getSiteAssets: Handler = async (context) => {
  const account = await authenticateAccount(context, context.params['siteId'] ?? '');
  if (account instanceof Response) return account;
  return assetList(context, { userId: account.user.id, siteId: account.siteId });
};

/** POST user-attribute/user/assets: enrols the cards; answers the new assets in request order. */
export const postAssets: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const body = await readJsonBody(context.request, enrolmentRequestSchema);
  if (body.siteId !== account.siteId) return errorResponse(403, 'FORBIDDEN', context.correlationId);
  const flood = await throttled(context, [[throttles.enrolmentByAccount, account.user.id]]);
  if (flood) return flood;
  const outcome = await enrolAssets(context.env, {
    userId: account.user.id,
    siteId: account.siteId,
    caller: account.user.id,
    values: body.userAssetRequest.map((entry) => entry.value),
    now: context.now(),
  });
  if (outcome.kind === 'refused') return errorResponse(outcome.status, outcome.error, context.correlationId, { details: outcome.details });
  return json(outcome.assets, context.correlationId);
};
