// Card enrolment (SPEC 4 "Enrolment", SPEC 5 card rules): checks every number again, refuses duplicates and cards over
// the site's limit, stores what may be stored. Used by POST user-attribute/user/assets and by registration.
import type { Asset } from '../../../src/api/contracts/assets';
import { cardSettingsOf } from '../../../src/rules/cards/cardSettings';
import { defaultSiteConfig } from '../../../src/site/siteConfig';
import type { GatewayEnv } from '../env';
import { findSiteConfig } from '../siteConfigService';
import { checkCard, refusedAsInactive } from './cardCheck';
import { holdsPossession, usePossession } from './cardPossession';
import { cardFingerprint, knownFingerprints } from './cardFingerprint';
import { holdsFingerprint, insertAssetRows, isDuplicateFingerprintError, listAssetRows, toAsset, type AssetOwner, type NewAssetRow } from './userAssets';

export interface EnrolmentInput extends AssetOwner {
  /** Card numbers, digits only (the contract's panValueSchema). Never logged, never stored. */
  values: readonly string[];
  /** Unix seconds: the enrolment time (cashback is PENDING for a while after it). */
  now: number;
  /** Whose proofs of possession count (cardPossession.ts `possessionCaller`), on a site with capture_cvv. */
  caller: string;
}

/** Errors as values: the HTTP status and stable id to answer, with the index of the offending card where there is one. */
export type EnrolmentOutcome =
  | { kind: 'enrolled'; assets: Asset[] }
  | {
      kind: 'refused';
      status: 409 | 422;
      error: 'CARD_NOT_ELIGIBLE' | 'DUPLICATE_CARD' | 'CARD_INACTIVE' | 'CARD_VERIFICATION_REQUIRED';
      details: { index: number };
    }
  | { kind: 'refused'; status: 409; error: 'CARD_LIMIT_REACHED'; details: { limit: number } };

const duplicate = (index: number): EnrolmentOutcome => ({ kind: 'refused', status: 409, error: 'DUPLICATE_CARD', details: { index } });
const limitReached = (limit: number): EnrolmentOutcome => ({ kind: 'refused', status: 409, error: 'CARD_LIMIT_REACHED', details: { limit } });

/**
 * Enrols the cards for an existing account, all or nothing, in the order given; the first card becomes the default
 * when the user had none. Registration calls this right after creating the account:
 * `const outcome = await enrolAssets(env, { userId, siteId, values, now }); if (outcome.kind === 'refused') ...`
 */
export async function enrolAssets(env: GatewayEnv, input: EnrolmentInput): Promise<EnrolmentOutcome> {
  const owner: AssetOwner = { userId: input.userId, siteId: input.siteId };
  const { limit, captureCvv, checkActiveStatus } = cardSettingsOf((await findSiteConfig(env.DB, input.siteId)) ?? defaultSiteConfig);
  const proof = (pan: string) => ({ siteId: input.siteId, caller: input.caller, pan, now: input.now });
  const cards: NewAssetRow[] = [];
  for (const [index, pan] of input.values.entries()) {
    const check = checkCard(pan);
    if (!check.eligible) return { kind: 'refused', status: 422, error: 'CARD_NOT_ELIGIBLE', details: { index } };
    if (refusedAsInactive(check, checkActiveStatus)) return { kind: 'refused', status: 422, error: 'CARD_INACTIVE', details: { index } };
    if (captureCvv && !(await holdsPossession(env, proof(pan))))
      return { kind: 'refused', status: 422, error: 'CARD_VERIFICATION_REQUIRED', details: { index } };
    if (input.values.indexOf(pan) !== index) return duplicate(index);
    if (await holdsFingerprint(env.DB, owner, await knownFingerprints(env, pan))) return duplicate(index);
    cards.push({
      id: crypto.randomUUID(),
      lastFour: pan.slice(-4),
      productType: check.range.productType,
      issuerBid: check.range.issuerBid,
      vopCardId: crypto.randomUUID(),
      cardIdentifier: check.range.cashback ? crypto.randomUUID() : null,
      fingerprint: await cardFingerprint(env, pan),
    });
  }
  const held = (await listAssetRows(env.DB, owner)).length;
  if (limit !== undefined && held + cards.length > limit) return limitReached(limit);
  try {
    // The statement checks the limit again, against enrolments that raced this one.
    const inserted = await insertAssetRows(env.DB, owner, cards, { limit, now: input.now });
    if (inserted === 'limit') return limitReached(limit ?? 0);
  } catch (error) {
    // Another request enrolled the same card in the meantime.
    if (isDuplicateFingerprintError(error)) return duplicate(0);
    throw error;
  }
  // A proof is good for one enrolment.
  if (captureCvv) for (const pan of input.values) await usePossession(env, proof(pan));
  const rows = new Map((await listAssetRows(env.DB, owner)).map((row) => [row.id, row]));
  return { kind: 'enrolled', assets: cards.flatMap((card) => rows.get(card.id) ?? []).map(toAsset) };
}
