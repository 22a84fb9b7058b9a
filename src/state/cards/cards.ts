// Enrolled cards (SPEC 2 "Card screens", SPEC 4 enrolment, removal and default, SPEC 8 card errors): the calls, the
// newly enrolled numbers that show as Pending, and what each outcome leaves the screen to say.
import { enrolAssets, listAssets, removeAsset, setDefaultAsset } from '../../api/cardService';
import { assetMetadata, cardIdentifierMetadata, type Asset } from '../../api/contracts/assets';
import type { EnrolledCard } from '../../rules/cards/cardList';
import { whileLoading } from '../page/loading';
import { callFailureOf, correlationIdOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

const newlyEnrolledKey = 'newly_enrolled_cards';

function toEnrolledCard(asset: Asset): EnrolledCard {
  return {
    id: asset.id,
    lastFour: assetMetadata(asset, 'LAST_FOUR') ?? asset.value.slice(-4),
    productType: assetMetadata(asset, 'PRODUCT_TYPE'),
    isDefault: asset.defaultAsset,
    hasCardIdentifier: assetMetadata(asset, cardIdentifierMetadata) !== undefined,
  };
}

/** Ids of cards enrolled in this visit: SPEC 4 shows them as Pending. Kept for the tab, across page loads. */
export function newlyEnrolledIds(storage: Pick<Storage, 'getItem'> = sessionStorage): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(newlyEnrolledKey) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function rememberNewlyEnrolled(ids: readonly string[], storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): void {
  storage.setItem(newlyEnrolledKey, JSON.stringify([...new Set([...newlyEnrolledIds(storage), ...ids])]));
}

/** A card call's outcome: the cards after it, or the failure's error id and the correlation id for the banner. */
export type CardResult = { ok: true; cards: EnrolledCard[] } | { ok: false; code: string | undefined; correlationId: string | undefined };

async function cardCall(call: () => Promise<Asset[]>): Promise<CardResult> {
  try {
    return { ok: true, cards: (await call()).map(toEnrolledCard) };
  } catch (error) {
    // The card banners name the correlation id even when the generic alert showed too (SPEC 8 card errors).
    const failure = callFailureOf(error);
    return { ok: false, code: failure.kind === 'refused' ? failure.code : undefined, correlationId: correlationIdOf(error) };
  }
}

export function loadCards(siteId: string): Promise<CardResult> {
  return cardCall(() => listAssets(sessionApi(), siteId));
}

/** Enrols one number (digits only) under the full-screen overlay (SPEC 2); the new card then shows as Pending. */
export async function enrolCard(digits: string, siteId: string): Promise<CardResult> {
  let enrolled: Asset[] = [];
  const result = await whileLoading(() =>
    cardCall(async () => {
      enrolled = await enrolAssets(sessionApi(), { siteId, values: [digits] });
      return listAssets(sessionApi(), siteId);
    }),
  );
  if (result.ok) rememberNewlyEnrolled(enrolled.map((asset) => asset.id));
  return result;
}

export function removeCard(id: string): Promise<CardResult> {
  return whileLoading(() => cardCall(() => removeAsset(sessionApi(), id)));
}

export function setDefaultCard(id: string): Promise<CardResult> {
  return whileLoading(() => cardCall(() => setDefaultAsset(sessionApi(), id)));
}
