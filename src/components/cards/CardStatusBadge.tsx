// A card's status as a badge, the same on the card screen and the cashback statement (SPEC 2 "Cashback list": green
// ELIGIBLE, red NOT_ELIGIBLE, blue PENDING; SPEC 4 "Card status"): the gateway's status, one word and one tone each.
import type { Texts } from '../../content/textKeys';
import { cardStatuses, type CardStatus } from '../../rules/cards/cardList';
import { StatusBadge, type BadgeTone } from '../StatusBadge';

const tones = { ELIGIBLE: 'positive', NOT_ELIGIBLE: 'negative', PENDING: 'neutral' } as const satisfies Record<CardStatus, BadgeTone>;

/** The texts a screen with card status badges lists. */
export const cardStatusTextKeys = ['cashback.status', ...cardStatuses.map((status) => `cashback.status.${status}` as const)] as const;
export type CardStatusTexts = Pick<Texts, (typeof cardStatusTextKeys)[number]>;

export function CardStatusBadge({ status, texts }: { status: CardStatus; texts: CardStatusTexts }) {
  return (
    <StatusBadge tone={tones[status]} label={texts['cashback.status']}>
      {texts[`cashback.status.${status}`]}
    </StatusBadge>
  );
}
