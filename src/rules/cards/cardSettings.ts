// What a site's config says about cards (SPEC 3 pan_capture, SPEC 5 "Card limit", SPEC 4 removal, SPEC 6 card updates):
// read the same way by the card screens and the gateway.
import type { SiteConfig } from '../../site/siteConfig';
import { siteSettingsOf } from '../../site/siteSettings';
import { isRequired, isShownOnRegistration, requirementOf } from '../fields/requirement';

export interface CardSettings {
  /** pan_capture.limit: the most cards a user may enrol; undefined means no limit (SPEC 9: no default cap). */
  readonly limit: number | undefined;
  /** Whether at least one card must stay enrolled: the `pan` attribute's level is Mandatory (or A). */
  readonly required: boolean;
  /** Whether registration collects cards (the add-pan step): the `pan` level is shown on registration (SPEC 5). */
  readonly collectedAtRegistration: boolean;
  /** pan_capture.updatable: whether cards may be removed or made default (SPEC 6 card-updates flag). */
  readonly updatable: boolean;
  /** pan_capture.capture_cvv: the card field asks for the security code, and enrolment needs it proven. */
  readonly captureCvv: boolean;
  /** pan_capture.check_card_active_status: cards the issuer has not activated are refused. */
  readonly checkActiveStatus: boolean;
  /** pan_capture.card_list_layout 'vpp': the card screen shows its cards as card-shaped tiles (SPEC 2's second layout). */
  readonly vppLayout: boolean;
}

/**
 * The `pan` level comes from user_asset_profile, else user_site_profile, else user_global_profile: the first group
 * that names it. A limit that is not a positive whole number is no limit.
 */
export function cardSettingsOf(config: SiteConfig): CardSettings {
  const { limit, updatable, panLevel, captureCvv, checkActiveStatus, vppLayout } = siteSettingsOf(config).cards;
  return {
    limit,
    captureCvv,
    checkActiveStatus,
    vppLayout,
    required: isRequired(requirementOf(panLevel)),
    collectedAtRegistration: isShownOnRegistration(requirementOf(panLevel)),
    updatable,
  };
}

/** SPEC 5: the card input is hidden once the count reaches the limit; the gateway refuses more. */
export function isCardLimitReached(settings: CardSettings, count: number): boolean {
  return settings.limit !== undefined && count >= settings.limit;
}
