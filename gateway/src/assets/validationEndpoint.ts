// POST user-attribute/assets/validation?siteId= (SPEC 7 "Card calls", SPEC 3 "Validation response"): whether a card
// number may be enrolled, and its product type. Signed-in users and signed-out registration pages (pre-auth) ask.
import { validationRequestSchema, type ValidationResponse } from '../../../src/api/contracts/assets';
import { siteIdSchema } from '../../../src/site/siteConfig';
import { authenticateSiteCaller } from '../auth/authenticateSiteCaller';
import type { Handler } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { readJsonBody } from '../jsonBody';
import { isTokenSite } from '../users/signedInAccount';
import { checkCard, refusedAsInactive } from './cardCheck';
import { cardFingerprint } from './cardFingerprint';
import { possessionCaller, recordPossession, securityCodeMatches } from './cardPossession';
import { cardSettingsOf } from '../../../src/rules/cards/cardSettings';
import { defaultSiteConfig } from '../../../src/site/siteConfig';
import { findSiteConfig } from '../siteConfigService';
import { throttled, throttles } from '../throttle/throttle';

/**
 * A malformed number is 400 INVALID_REQUEST; a well-formed one that is no accepted card is `eligible: false`. On a site
 * that checks the active status, a card the issuer has not activated is 422 CARD_INACTIVE. A security code (capture_cvv)
 * is checked for an eligible card, at most a few times an hour per card: a wrong one is 422 CARD_VERIFICATION_FAILED,
 * the right one is remembered as this caller's proof that they hold the card (cardPossession.ts).
 */
export const postValidation: Handler = async (context) => {
  const claims = await authenticateSiteCaller(context);
  if (claims instanceof Response) return claims;
  const siteIds = context.url.searchParams.getAll('siteId');
  const siteId = siteIdSchema.safeParse(siteIds[0]);
  if (siteIds.length !== 1 || !siteId.success) throw new InvalidRequestError('siteId: one site id is required', { field: 'siteId' });
  if (!isTokenSite(claims, siteId.data)) return errorResponse(403, 'FORBIDDEN', context.correlationId);
  const { value, cvv } = await readJsonBody(context.request, validationRequestSchema);
  const check = checkCard(value);
  if (check.eligible) {
    const { captureCvv, checkActiveStatus } = cardSettingsOf((await findSiteConfig(context.env.DB, siteId.data)) ?? defaultSiteConfig);
    if (refusedAsInactive(check, checkActiveStatus)) return errorResponse(422, 'CARD_INACTIVE', context.correlationId);
    if (captureCvv && cvv !== undefined) {
      const guessing = await throttled(context, [[throttles.securityCodeByCard, `${siteId.data}:${await cardFingerprint(context.env, value)}`]]);
      if (guessing) return guessing;
      if (!securityCodeMatches(value, cvv)) return errorResponse(422, 'CARD_VERIFICATION_FAILED', context.correlationId);
      await recordPossession(context.env, { siteId: siteId.data, caller: possessionCaller(claims), pan: value, now: context.now() });
    }
  }
  const body: ValidationResponse = check.eligible
    ? { eligible: true, productType: check.range.productType }
    : { eligible: false, productType: check.productType };
  return json(body, context.correlationId);
};
