// What registration asks beside the user form (SPEC 2 registration "resolves offer categories", SPEC 3 attribute levels):
// the marketing opt-ins when the site's profile group shows `marketing_opt_ins` on registration, the offer categories
// when it shows `offers_preference`. Both are choices: a Mandatory level shows them and requires none, since consent
// that must be given is none. Read the same way by the registration screens and the gateway.
import type { SiteConfig } from '../../site/siteConfig';
import type { OptInKind } from './marketingOptIns';
import { offeredOptInKinds } from './optInChoices';
import { registrationAsks } from './registrationAsks';

export interface RegistrationChoiceSettings {
  /** The opt-in kinds to offer at registration; empty when the site does not ask. */
  optInKinds: OptInKind[];
  /** Whether to offer the offer categories. */
  categories: boolean;
}

export function registrationChoiceSettings(config: SiteConfig): RegistrationChoiceSettings {
  const asks = registrationAsks(config);
  return { optInKinds: asks.optIns ? offeredOptInKinds(config) : [], categories: asks.categories };
}
