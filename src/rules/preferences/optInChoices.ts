// Which marketing opt-ins a site offers and where a user stands on each (SPEC 3 "Marketing opt-ins", site config
// marketing_optins): read the same way by the preferences screen, the cashback list and the concierge's view.
import type { SiteConfig } from '../../site/siteConfig';
import { siteSettingsOf } from '../../site/siteSettings';
import { marketingOptInsAttribute, optInFlag, optInKeys, optInKinds, parseSavedOptIns, type OptInItem, type OptInKind } from './marketingOptIns';

/** The kinds the site's marketing_optins switches on, in SPEC 3's order; none without the feature. */
export function offeredOptInKinds(config: SiteConfig): OptInKind[] {
  const switchedOn = siteSettingsOf(config).marketingOptIns;
  return optInKinds.filter((kind) => switchedOn.has(kind));
}

function subscribedTo(kind: OptInKind, saved: readonly OptInItem[], attributes: Readonly<Record<string, string>>): boolean {
  const { formKey, legacyKey } = optInKeys[kind];
  const savedItem = saved.find((item) => item.key === formKey);
  return savedItem ? savedItem.subscribe : legacyKey !== undefined && attributes[legacyKey] === optInFlag.on;
}

/**
 * One item per offered kind, labelled for the page: subscribed as the saved marketing_opt_ins list says, else as the
 * kind's legacy key says ('true'), else not.
 */
export function optInChoices(
  kinds: readonly OptInKind[],
  attributes: Readonly<Record<string, string>>,
  labels: Readonly<Record<OptInKind, string>>,
): OptInItem[] {
  const saved = parseSavedOptIns(attributes[marketingOptInsAttribute]);
  return kinds.map((kind) => ({ key: optInKeys[kind].formKey, value: labels[kind], subscribe: subscribedTo(kind, saved, attributes) }));
}

/** Whether the user stands subscribed to one kind, read as optInChoices reads it. */
export function isSubscribed(kind: OptInKind, attributes: Readonly<Record<string, string>>): boolean {
  return subscribedTo(kind, parseSavedOptIns(attributes[marketingOptInsAttribute]), attributes);
}
