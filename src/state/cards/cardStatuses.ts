// Enrolled cards as the screens read them (SPEC 3 assets), each with its status as the gateway states it in the cashback
// statement (SPEC 4 "Card status"). Apart from the card calls (cards.ts), so the profile's overview shows its cards with
// their statuses without loading enrolment, removal and the overlay.
import type { KyInstance } from 'ky';
import { myCashback } from '../../api/cashbackService';
import { assetMetadata, type Asset } from '../../api/contracts/assets';
import { statusesOfCards, type EnrolledCard, type StatementEntry } from '../../rules/cards/cardList';
import type { Resolver } from '../page/routeData';

/** The cards of these assets, each with its statement entry's status (none when the statement does not name it). */
export function toEnrolledCards(assets: readonly Asset[], statement: readonly StatementEntry[]): EnrolledCard[] {
  const cards = assets.map((asset) => ({
    id: asset.id,
    lastFour: assetMetadata(asset, 'LAST_FOUR') ?? asset.value.slice(-4),
    productType: assetMetadata(asset, 'PRODUCT_TYPE'),
    isDefault: asset.defaultAsset,
  }));
  const statuses = statusesOfCards(cards, statement);
  return cards.map((card, index) => ({ ...card, status: statuses[index] }));
}

/**
 * The statement that states each card's status (the one the cashback statement shows). Without it the cards still
 * show, without a status: the card call itself succeeded, so its outcome stands.
 */
export async function statementFor(api: KyInstance): Promise<StatementEntry[]> {
  try {
    return await myCashback(api);
  } catch {
    return [];
  }
}

/** The statement as route data (the profile overview): resolved with the route's other calls, before the screen shows. */
export const cardStatementResolver: Resolver<'cardStatement'> = { load: (api) => statementFor(api), failed: [] };
