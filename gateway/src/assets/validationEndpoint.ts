// POST user-attribute/assets/validation?siteId= (SPEC 7 "Card calls", SPEC 3 "Validation response"): whether a card
// number may be enrolled, and its product type. Signed-in users and signed-out registration pages (pre-auth) ask.
import { validationRequestSchema, type ValidationResponse } from '../../../src/api/contracts/assets';
import { siteIdSchema } from '../../../src/site/siteConfig';
import { authenticateSiteCaller } from '../auth/authenticateSiteCaller';
import type { Handler } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { readJsonBody } from '../jsonBody';
import { isTokenSite } from '../users/signedInAccount';
import { checkCard } from './cardCheck';

/** A malformed number is 400 INVALID_REQUEST; a well-formed one that is no accepted card is `eligible: false`. */
export const postValidation: Handler = async (context) => {
  const claims = await authenticateSiteCaller(context);
  if (claims instanceof Response) return claims;
  const siteIds = context.url.searchParams.getAll('siteId');
  const siteId = siteIdSchema.safeParse(siteIds[0]);
  if (siteIds.length !== 1 || !siteId.success) throw new InvalidRequestError('siteId: one site id is required', { field: 'siteId' });
  if (!isTokenSite(claims, siteId.data)) return errorResponse(403, 'FORBIDDEN', context.correlationId);
  const { value } = await readJsonBody(context.request, validationRequestSchema);
  const check = checkCard(value);
  const body: ValidationResponse = check.eligible
    ? { eligible: true, productType: check.range.productType }
    : { eligible: false, productType: check.productType };
  return json(body, context.correlationId);
};
