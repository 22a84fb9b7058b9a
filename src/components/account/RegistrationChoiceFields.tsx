// The opt-ins and offer categories of the registration form, on a site that asks for them (registrationChoices.ts).
// Shown with the form only there; the choices live in the form, which sends them with the account.
import { CategoryChoices, OptInChoices, optInLabels, type CategoryChoice, type ChoicesTexts } from './PreferenceChoices';
import type { OptInItem } from '../../rules/preferences/marketingOptIns';
import { optInChoices } from '../../rules/preferences/optInChoices';
import { withAllOfTheAbove } from '../../rules/preferences/optInToggle';
import { registrationChoiceSettings } from '../../rules/preferences/registrationChoices';
import type { SiteConfig } from '../../site/siteConfig';

export interface RegistrationChoiceFieldsProps {
  siteConfig: SiteConfig;
  categories: readonly CategoryChoice[];
  /** The opt-ins as changed by the user; undefined until then (each kind offered unticked). */
  optIns: readonly OptInItem[] | undefined;
  onOptIns: (items: OptInItem[]) => void;
  chosen: readonly string[];
  onChosen: (ids: string[]) => void;
  texts: ChoicesTexts;
}

export default function RegistrationChoiceFields({ siteConfig, categories, optIns, onOptIns, chosen, onChosen, texts }: RegistrationChoiceFieldsProps) {
  const asks = registrationChoiceSettings(siteConfig);
  const items = optIns ?? withAllOfTheAbove(optInChoices(asks.optInKinds, {}, optInLabels(texts)), texts['preferences.optIn.all']);
  return (
    <>
      {items.length > 0 && <OptInChoices items={items} onChange={onOptIns} texts={texts} />}
      {asks.categories && categories.length > 0 && <CategoryChoices categories={categories} chosen={chosen} onChange={onChosen} texts={texts} />}
    </>
  );
}
