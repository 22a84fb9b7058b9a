// Whether the registration form asks for the marketing opt-ins or the offer categories (the site's profile group shows
// `marketing_opt_ins` / `offers_preference` on registration): the form's own check, apart from the opt-in rules, which
// load only on a site that asks (src/rules/preferences/registrationChoices.ts).
import type { SiteConfig } from '../../site/siteConfig';
import { siteSettingsOf } from '../../site/siteSettings';
import { isShownOnRegistration, requirementOf } from '../fields/requirement';

export function registrationAsks(config: SiteConfig): { optIns: boolean; categories: boolean } {
  const levels = siteSettingsOf(config).profile.levels;
  const asks = (attribute: string) => isShownOnRegistration(requirementOf(levels?.[attribute]));
  return { optIns: asks('marketing_opt_ins'), categories: asks('offers_preference') };
}
