// The card list of SPEC 2 and the card rules of SPEC 4: masked entries with product, default and status; which card
// may be removed or made default.
import type { CardSettings } from './cardSettings';

/** SPEC 3 "Card list entry" status. */
export type CardStatus = 'Pending' | 'Eligible' | 'Not_Eligible';

/** An enrolled card as the screens read it (SPEC 3 asset), independent of the wire format. */
export interface EnrolledCard {
  id: string;
  lastFour: string;
  productType: string | undefined;
  isDefault: boolean;
  /** The card-identifier flag of SPEC 3: the card earns cashback. */
  hasCardIdentifier: boolean;
}

export interface CardListEntry {
  panId: string;
  lastFour: string;
  productType: string | undefined;
  isDefault: boolean;
  status: CardStatus;
}

/** SPEC 4 "Card status": Pending if newly enrolled; else Eligible with the card identifier; else Not_Eligible. */
export function cardStatus(card: EnrolledCard, newlyEnrolledIds: ReadonlySet<string>): CardStatus {
  if (newlyEnrolledIds.has(card.id)) return 'Pending';
  return card.hasCardIdentifier ? 'Eligible' : 'Not_Eligible';
}

/** The list in the gateway's order; SPEC 4: "If no card is default, the first becomes default." */
export function cardListEntries(cards: readonly EnrolledCard[], newlyEnrolledIds: ReadonlySet<string>): CardListEntry[] {
  const anyDefault = cards.some((card) => card.isDefault);
  return cards.map((card, index) => ({
    panId: card.id,
    lastFour: card.lastFour,
    productType: card.productType,
    isDefault: anyDefault ? card.isDefault : index === 0,
    status: cardStatus(card, newlyEnrolledIds),
  }));
}

export type RemovalCheck =
  | { kind: 'allowed' }
  /** SPEC 4: the modal that explains the default card cannot be deleted. */
  | { kind: 'defaultCard' }
  /** SPEC 4: the last card when cards are required: panDeleteRequiredMessage. */
  | { kind: 'lastRequired' };

/** Removal is allowed only when more than one card exists and the card is not default (SPEC 4). */
export function removalCheck(entries: readonly CardListEntry[], panId: string, settings: Pick<CardSettings, 'required'>): RemovalCheck {
  const card = entries.find((entry) => entry.panId === panId);
  if (entries.length <= 1 && settings.required) return { kind: 'lastRequired' };
  if (card === undefined || card.isDefault || entries.length <= 1) return { kind: 'defaultCard' };
  return { kind: 'allowed' };
}
