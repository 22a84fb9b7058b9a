// Enrolled cards (SPEC 2 "Card screens", SPEC 4 enrolment, removal and default, SPEC 8 card errors): the calls, each
// card's status as the gateway states it in the cashback statement, and what each outcome leaves the screen to say.
import { enrolAssets, listAssets, removeAsset, setDefaultAsset } from '../../api/cardService';
import type { Asset } from '../../api/contracts/assets';
import type { EnrolledCard } from '../../rules/cards/cardList';
import { statementFor, toEnrolledCards } from './cardStatuses';
import { whileLoading } from '../page/loading';
import { callFailureOf, correlationIdOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

/** A card call's outcome: the cards after it, or the failure's error id and the correlation id for the banner. */
export type CardResult = { ok: true; cards: EnrolledCard[] } | { ok: false; code: string | undefined; correlationId: string | undefined };

async function cardCall(call: () => Promise<Asset[]>): Promise<CardResult> {
  try {
    const assets = await call();
    return { ok: true, cards: toEnrolledCards(assets, await statementFor(sessionApi())) };
  } catch (error) {
    // The card banners name the correlation id even when the generic alert showed too (SPEC 8 card errors).
    const failure = callFailureOf(error);
    return { ok: false, code: failure.kind === 'refused' ? failure.code : undefined, correlationId: correlationIdOf(error) };
  }
}

export function loadCards(siteId: string): Promise<CardResult> {
  return cardCall(() => listAssets(sessionApi(), siteId));
}

/** Enrols one number (digits only) under the full-screen overlay (SPEC 2); the gateway then states the new card PENDING. */
export function enrolCard(digits: string, siteId: string): Promise<CardResult> {
  return whileLoading(() =>
    cardCall(async () => {
      await enrolAssets(sessionApi(), { siteId, values: [digits] });
      return listAssets(sessionApi(), siteId);
    }),
  );
}

/** Removes a card, then lists the cards again: the gateway's answer to the removal is not read (SPEC 7). */
export function removeCard(id: string): Promise<CardResult> {
  return whileLoading(() =>
    cardCall(async () => {
      await removeAsset(sessionApi(), id);
      return listAssets(sessionApi());
    }),
  );
}

/** Makes a card the default, then lists the cards again (the answer to update-asset is not read). */
export function setDefaultCard(id: string): Promise<CardResult> {
  return whileLoading(() =>
    cardCall(async () => {
      await setDefaultAsset(sessionApi(), id);
      return listAssets(sessionApi());
    }),
  );
}
