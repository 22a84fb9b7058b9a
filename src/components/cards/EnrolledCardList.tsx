// The card list of SPEC 2: a section title and masked cards (four dots plus the last four), the default label, the
// card's status as the gateway states it, and — when card updates are allowed — each card's actions.
import { interpolate } from '../../content/interpolate';
import { maskCardNumber } from '../../rules/cards/cardNumber';
import type { CardListEntry } from '../../rules/cards/cardList';
import { lazy, Suspense } from 'react';
import { ActionDisclosure } from './ActionDisclosure';

/** react-aria-components' menu, fetched once a card with actions shows; the disclosure stands in meanwhile. */
const CardActionsMenu = lazy(() => import('./CardActionsMenu'));
import { CardStatusBadge, type CardStatusTexts } from './CardStatusBadge';

export interface EnrolledCardListTexts {
  title: string;
  ending: string;
  default: string;
  actions: string;
  actionsShort: string;
  setDefault: string;
  remove: string;
  status: CardStatusTexts;
}

export interface EnrolledCardListProps {
  entries: readonly CardListEntry[];
  productName: (code: string | undefined) => string;
  texts: EnrolledCardListTexts;
  /** Absent when the site does not allow card updates (SPEC 6). */
  onSetDefault?: ((entry: CardListEntry) => void) | undefined;
  onRemove?: ((entry: CardListEntry) => void) | undefined;
  /** SPEC 2's second (VPP) layout, by site config: each card a tile in the shape of a card. */
  vpp?: boolean;
}

export function EnrolledCardList({ entries, productName, texts, onSetDefault, onRemove, vpp }: EnrolledCardListProps) {
  if (entries.length === 0) return null;
  return (
    <section className="card-list" data-layout={vpp ? 'vpp' : undefined} aria-labelledby="enrolled-cards-title">
      <h2 id="enrolled-cards-title">{texts.title}</h2>
      <ul>
        {entries.map((entry) => {
          const product = productName(entry.productType);
          const actions = [
            ...(onSetDefault && !entry.isDefault ? [{ key: 'default', label: texts.setDefault, onSelect: () => onSetDefault(entry) }] : []),
            ...(onRemove ? [{ key: 'remove', label: texts.remove, onSelect: () => onRemove(entry) }] : []),
          ];
          return (
            <li key={entry.panId} className="card-list-item">
              <span className="card-identity" aria-hidden="true">
                <span className="card-masked">{maskCardNumber(entry.lastFour)}</span>
                <span className="card-product">{product}</span>
              </span>
              <span className="visually-hidden">{interpolate(texts.ending, { product, lastFour: entry.lastFour })}</span>
              {entry.isDefault && <span className="badge">{texts.default}</span>}
              {entry.status !== undefined && <CardStatusBadge status={entry.status} texts={texts.status} />}
              {actions.length > 0 && (
                <Suspense
                  fallback={
                    <ActionDisclosure label={interpolate(texts.actions, { lastFour: entry.lastFour })} buttonText={texts.actionsShort} actions={actions} />
                  }
                >
                  <CardActionsMenu label={interpolate(texts.actions, { lastFour: entry.lastFour })} buttonText={texts.actionsShort} actions={actions} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
