// The texts of the profile overview's cards (ProfileCards.tsx), apart from the component, which loads on its own.
import { cardStatusTextKeys } from '../../components/cards/CardStatusBadge';
import { productTextKeys } from '../../components/cards/productNames';

export const profileCardsTextKeys = [...productTextKeys, ...cardStatusTextKeys, 'card.list.title', 'card.ending', 'card.default'] as const;
