// Cards held on the page before they are sent (SPEC 2 card-capture form, registration mode): masked, named by product,
// each with a delete button that names its card for screen readers.
import { interpolate } from '../../content/interpolate';
import { maskCardNumber } from '../../rules/cards/cardNumber';
import { Button } from '../Button';

export interface HeldCard {
  /** Digits only, never shown whole and never stored. */
  pan: string;
  productName: string;
}

export interface HeldCardListTexts {
  title: string;
  /** With {{product}} and {{lastFour}}. */
  ending: string;
  /** With {{lastFour}}. */
  delete: string;
  deleteShort: string;
}

export function HeldCardList({ cards, texts, onDelete }: { cards: readonly HeldCard[]; texts: HeldCardListTexts; onDelete: (pan: string) => void }) {
  if (cards.length === 0) return null;
  return (
    <section className="card-list" aria-labelledby="held-cards-title">
      <h2 id="held-cards-title">{texts.title}</h2>
      <ul>
        {cards.map((card) => {
          const lastFour = card.pan.slice(-4);
          return (
            <li key={card.pan} className="card-list-item">
              <span className="card-masked" aria-hidden="true">
                {maskCardNumber(card.pan)}
              </span>
              <span className="card-product" aria-hidden="true">
                {card.productName}
              </span>
              <span className="visually-hidden">{interpolate(texts.ending, { product: card.productName, lastFour })}</span>
              <Button variant="link" aria-label={interpolate(texts.delete, { lastFour })} onPress={() => onDelete(card.pan)}>
                {texts.deleteShort}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
