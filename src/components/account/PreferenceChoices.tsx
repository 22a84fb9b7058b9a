// The marketing opt-ins with 'All of the above' (SPEC 3, SPEC 4 toggle) and the offer categories (offers_preference) as
// checkbox groups: the preferences screen and, where the site asks for them, the registration form.
import { Checkbox } from '../Checkbox';
import type { Texts } from '../../content/textKeys';
import { optInKinds, type OptInItem, type OptInKind } from '../../rules/preferences/marketingOptIns';
import type { preferenceChoicesTextKeys } from './preferenceChoicesTextKeys';
import { toggleOptIn } from '../../rules/preferences/optInToggle';

/** An offer category as the choices show it (the offers call's answer, SPEC 7). */
export interface CategoryChoice {
  readonly id: string;
  readonly name: string;
}

export type ChoicesTexts = Pick<Texts, (typeof preferenceChoicesTextKeys)[number]>;

/** Each offered kind's label in the page's words. */
export function optInLabels(texts: ChoicesTexts): Record<OptInKind, string> {
  return Object.fromEntries(optInKinds.map((kind) => [kind, texts[`preferences.optIn.${kind}`]])) as Record<OptInKind, string>;
}

export function OptInChoices({
  items,
  onChange,
  texts,
  describe,
}: {
  items: readonly OptInItem[];
  onChange: (items: OptInItem[]) => void;
  texts: ChoicesTexts;
  /** A line under an item's box (the preferences screen's "last changed on"), by the item's key. */
  describe?: ((key: string) => string | undefined) | undefined;
}) {
  return (
    <fieldset className="field-group">
      <legend className="field-label">{texts['preferences.optIns.legend']}</legend>
      {items.length === 0 && <p>{texts['preferences.optIns.none']}</p>}
      {items.map((item) => (
        <Checkbox
          key={item.key}
          name={item.key}
          isSelected={item.subscribe}
          onChange={() => onChange(toggleOptIn(items, item.key))}
          description={describe?.(item.key)}
        >
          {item.value}
        </Checkbox>
      ))}
    </fieldset>
  );
}

export function CategoryChoices({
  categories,
  chosen,
  onChange,
  texts,
}: {
  categories: readonly CategoryChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  texts: ChoicesTexts;
}) {
  return (
    <fieldset className="field-group">
      <legend className="field-label">{texts['preferences.categories.legend']}</legend>
      {categories.length === 0 && <p>{texts['preferences.categories.none']}</p>}
      {categories.map((category) => (
        <Checkbox
          key={category.id}
          name={`category-${category.id}`}
          isSelected={chosen.includes(category.id)}
          onChange={(selected) => onChange(selected ? [...chosen, category.id] : chosen.filter((id) => id !== category.id))}
        >
          {category.name}
        </Checkbox>
      ))}
    </fieldset>
  );
}
