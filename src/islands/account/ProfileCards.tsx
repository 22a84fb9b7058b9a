// The profile overview's cards (issue 15 part 2): each enrolled card as a card, in the theme's colours (SPEC 2's tile
// layout), the default first, with its product, last four digits, the default label and its cashback status at a
// glance (the route's cashback statement). No actions: those are on the card screen. Nothing when there is no card (the
// next steps offer to add one).
import { useMemo } from 'react';
import type { Asset } from '../../api/contracts/assets';
import type { Texts } from '../../content/textKeys';
import { EnrolledCardList } from '../../components/cards/EnrolledCardList';
import { localizedProductNames } from '../../components/cards/productNames';
import type { profileCardsTextKeys } from './profileCardsTextKeys';
import { cardListEntries, type StatementEntry } from '../../rules/cards/cardList';
import { productName } from '../../rules/cards/productTypes';
import { toEnrolledCards } from '../../state/cards/cardStatuses';

type ProfileCardsTexts = Pick<Texts, (typeof profileCardsTextKeys)[number]>;

export function ProfileCards({
  assets,
  statement,
  texts,
}: {
  assets: readonly Asset[] | null | undefined;
  statement: readonly StatementEntry[] | undefined;
  texts: ProfileCardsTexts;
}) {
  const localized = useMemo(() => localizedProductNames(texts), [texts]);
  const entries = cardListEntries(toEnrolledCards(assets ?? [], statement ?? [])).toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <EnrolledCardList
      entries={entries}
      productName={(code) => productName(code, localized)}
      texts={{
        title: texts['card.list.title'],
        ending: texts['card.ending'],
        default: texts['card.default'],
        actions: '',
        actionsShort: '',
        setDefault: '',
        remove: '',
        status: texts,
      }}
      vpp
    />
  );
}
