// The user's attributes on a site (SPEC 3 "Preference response", SPEC 7 "user-attribute"): read them, save the user's
// site with attributes (v2/user), and the profile page's attribute update (user/attribute, vopUsers ignored).
import { attributesRequestSchema, profileAttributesRequestSchema, type PreferenceResponse, type UserAttribute } from '../../../src/api/contracts/preferences';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { readJsonBody } from '../jsonBody';
import { nowSeconds } from '../auth/accessTokens';
import { consentChanges, consentContext, consentStatements } from './consentRecords';
import { attributeWrites } from './attributeWrites';
import { authenticateAccount } from './signedInAccount';
import { readAttributes, writeAttributes } from './userAttributes';

export function preferenceResponse(siteId: string, attributes: readonly UserAttribute[]): PreferenceResponse {
  return { userSites: { [siteId]: { attributes: [...attributes] } } };
}

async function preferences(context: HandlerContext, userId: string, siteId: string): Promise<Response> {
  return json(preferenceResponse(siteId, await readAttributes(context.env.DB, userId, siteId)), context.correlationId);
}

/** GET user-attribute/user/{siteId}: every attribute the user holds on the site, by key. */
export const getPreferences: Handler = async (context) => {
  const account = await authenticateAccount(context, context.params['siteId'] ?? '');
  if (account instanceof Response) return account;
  return preferences(context, account.user.id, account.siteId);
};

/** Saves the attributes, and records in the same batch each consent the save gives or withdraws (issue 17, part 4). */
async function save(context: HandlerContext, attributes: readonly UserAttribute[], siteId: string, userId: string): Promise<Response> {
  const { DB } = context.env;
  const writes = await attributeWrites(DB, { userId, siteId }, attributes);
  if (writes.kind === 'readOnly') return errorResponse(403, 'ATTRIBUTE_READ_ONLY', context.correlationId, { details: { key: writes.key } });
  const changes = consentChanges(await readAttributes(DB, userId, siteId), writes.attributes);
  const records =
    changes.length === 0 ? [] : consentStatements(DB, { userId, siteId }, changes, await consentContext(DB, context.request, siteId, nowSeconds()));
  await writeAttributes(DB, userId, siteId, writes.attributes, records);
  return preferences(context, userId, siteId);
}

/**
 * POST user-attribute/v2/user/{siteId} `{ attributes }`: saves the user's site with these attributes (the site's
 * state machine sends the locale here after USER_NOT_FOUND; the opt-in and category screens save here). Attributes not
 * given are kept. Answers the preference response.
 */
export const postSaveUserSite: Handler = async (context) => {
  const account = await authenticateAccount(context, context.params['siteId'] ?? '');
  if (account instanceof Response) return account;
  const { attributes } = await readJsonBody(context.request, attributesRequestSchema);
  return save(context, attributes, account.siteId, account.user.id);
};

/** POST user-attribute/user/attribute/{siteId}: the same save from the profile page; vopUsers is dropped unread. */
export const postProfileAttributes: Handler = async (context) => {
  const account = await authenticateAccount(context, context.params['siteId'] ?? '');
  if (account instanceof Response) return account;
  const { attributes } = await readJsonBody(context.request, profileAttributesRequestSchema);
  return save(context, attributes, account.siteId, account.user.id);
};
