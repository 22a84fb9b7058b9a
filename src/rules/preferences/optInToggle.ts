// The opt-in list as a form shows it (SPEC 3 "Marketing opt-ins", SPEC 4 "Opt-in toggle"): the 'All of the above'
// pseudo-item and what selecting it or any other item does to the rest.
import { allOfTheAboveKey, withoutAllOfTheAbove, type OptInItem } from './marketingOptIns';

const allOn = (items: readonly OptInItem[]) => {
  const real = withoutAllOfTheAbove(items);
  return real.length > 0 && real.every((item) => item.subscribe);
};

/** The list with the pseudo-item last ("of the above"), on when every item is on. A list of one needs none. */
export function withAllOfTheAbove(items: readonly OptInItem[], label: string): OptInItem[] {
  const real = withoutAllOfTheAbove(items);
  if (real.length < 2) return real;
  return [...real, { key: allOfTheAboveKey, value: label, subscribe: allOn(real) }];
}

/**
 * Selecting 'all' flips it and sets every item to its new state. Selecting an item flips it and sets 'all' on only
 * when every item is then on. An unknown key changes nothing.
 */
export function toggleOptIn(items: readonly OptInItem[], key: string): OptInItem[] {
  const target = items.find((item) => item.key === key);
  if (!target) return [...items];
  if (key === allOfTheAboveKey) {
    const subscribe = !target.subscribe;
    return items.map((item) => ({ ...item, subscribe }));
  }
  const flipped = items.map((item) => (item.key === key ? { ...item, subscribe: !item.subscribe } : item));
  const all = allOn(flipped);
  return flipped.map((item) => (item.key === allOfTheAboveKey ? { ...item, subscribe: all } : item));
}
