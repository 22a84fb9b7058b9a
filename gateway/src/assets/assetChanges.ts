// Changes to the signed-in user's cards (SPEC 4 card transitions, SPEC 6 card-updates flag): remove, set default.
// Another user's card id answers 404 like an unknown one, so ids cannot be probed.
import { updateAssetRequestSchema } from '../../../src/api/contracts/assets';
import { cardSettingsOf, type CardSettings } from '../../../src/rules/cards/cardSettings';
import { defaultSiteConfig } from '../../../src/site/siteConfig';
import type { Handler, HandlerContext } from '../env';
import { errorResponse } from '../http';
import { readJsonBody } from '../jsonBody';
import { findSiteConfig } from '../siteConfigService';
import { authenticateAccount } from '../users/signedInAccount';
import { assetList } from './assetEndpoints';
import { deleteAssetRow, findAssetRow, listAssetRows, setDefaultAssetRow, type AssetOwner } from './userAssets';

/** The caller's card named by the path and the site's card settings, or the answer refusing the change. */
async function changeableAsset(context: HandlerContext): Promise<{ owner: AssetOwner; id: string; settings: CardSettings } | Response> {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const owner = { userId: account.user.id, siteId: account.siteId };
  const id = context.params['id'] ?? '';
  if (!(await findAssetRow(context.env.DB, owner, id))) return errorResponse(404, 'ASSET_NOT_FOUND', context.correlationId);
  const settings = cardSettingsOf((await findSiteConfig(context.env.DB, account.siteId)) ?? defaultSiteConfig);
  if (!settings.updatable) return errorResponse(403, 'CARD_UPDATES_NOT_ALLOWED', context.correlationId);
  return { owner, id, settings };
}

/**
 * POST user-attribute/user/assets/{id}/remove-asset (empty body): answers the remaining cards. The default card stays
 * while others exist (DEFAULT_CARD_NOT_REMOVABLE); the last card stays when the site requires one (LAST_CARD_REQUIRED).
 */
export const postRemoveAsset: Handler = async (context) => {
  const target = await changeableAsset(context);
  if (target instanceof Response) return target;
  const { owner, id, settings } = target;
  if ((await deleteAssetRow(context.env.DB, owner, id, settings.required)) === 'kept') {
    const held = await listAssetRows(context.env.DB, owner);
    const row = held.find((candidate) => candidate.id === id);
    if (!row) return errorResponse(404, 'ASSET_NOT_FOUND', context.correlationId);
    const error = held.length === 1 ? 'LAST_CARD_REQUIRED' : 'DEFAULT_CARD_NOT_REMOVABLE';
    return errorResponse(409, error, context.correlationId);
  }
  return assetList(context, owner);
};

/** POST user-attribute/user/assets/{id}/update-asset `{ isDefaultAsset: true }`: the card becomes the only default. */
export const postUpdateAsset: Handler = async (context) => {
  const target = await changeableAsset(context);
  if (target instanceof Response) return target;
  await readJsonBody(context.request, updateAssetRequestSchema);
  await setDefaultAssetRow(context.env.DB, target.owner, target.id);
  return assetList(context, target.owner);
};
