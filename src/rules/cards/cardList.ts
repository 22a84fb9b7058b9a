// The card list of SPEC 2 and the card rules of SPEC 4: masked entries with product, default and status; which card
// may be removed or made default.
import type { CardSettings } from './cardSettings';

/**
 * SPEC 3 "Cashback item" status, the gateway's word for a card (SPEC 4 "Card status": PENDING while a newly enrolled
 * card is checked, then ELIGIBLE with the card identifier, else NOT_ELIGIBLE). Both card screens show it.
 */
export const cardStatuses = ['ELIGIBLE', 'NOT_ELIGIBLE', 'PENDING'] as const;
export type CardStatus = (typeof cardStatuses)[number];

/** An enrolled card as the screens read it (SPEC 3 asset), independent of the wire format. */
export interface EnrolledCard {
  id: string;
  lastFour: string;
  productType: string | undefined;
  isDefault: boolean;
  /** The gateway's status; undefined when the statement could not be had. */
  status: CardStatus | undefined;
}

export interface CardListEntry {
  panId: string;
  lastFour: string;
  productType: string | undefined;
  isDefault: boolean;
  status: CardStatus | undefined;
}

/** One card of the cashback statement: `pan` ends in the card's last four digits. */
export interface StatementEntry {
  pan: string;
  status: CardStatus;
}

/**
 * Each card's status from the cashback statement, in the cards' order. The statement names a card by its last four
 * digits only, so the n-th card ending in some digits takes the n-th statement entry ending in them (the gateway lists
 * both in enrolment order); a card the statement does not name has none.
 */
export function statusesOfCards(cards: readonly Pick<EnrolledCard, 'lastFour'>[], statement: readonly StatementEntry[]): (CardStatus | undefined)[] {
  const taken = new Set<number>();
  return cards.map((card) => {
    const index = statement.findIndex((entry, at) => !taken.has(at) && entry.pan.slice(-4) === card.lastFour);
    if (index === -1) return undefined;
    taken.add(index);
    return statement[index]?.status;
  });
}

/** The list in the gateway's order; SPEC 4: "If no card is default, the first becomes default." */
export function cardListEntries(cards: readonly EnrolledCard[]): CardListEntry[] {
  const anyDefault = cards.some((card) => card.isDefault);
  return cards.map((card, index) => ({
    panId: card.id,
    lastFour: card.lastFour,
    productType: card.productType,
    isDefault: anyDefault ? card.isDefault : index === 0,
    status: card.status,
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
