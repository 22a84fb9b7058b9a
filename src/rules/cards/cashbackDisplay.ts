// How the cashback list shows a card (SPEC 2 "Cashback list", SPEC 6 "Cashback display depends on a cashback-enabled
// flag and a cashback opt-in flag").
import type { SiteConfig } from '../../site/siteConfig';
import { isSubscribed, offeredOptInKinds } from '../preferences/optInChoices';

/**
 * The eligibility badge shows when the site's marketing_optins switches cashback on (the cashback-enabled flag) and
 * the user is subscribed to the cashback opt-in (the cashback opt-in flag).
 */
export function isCashbackBadgeShown(config: SiteConfig, attributes: Readonly<Record<string, string>>): boolean {
  return offeredOptInKinds(config).includes('cashback') && isSubscribed('cashback', attributes);
}

/** 'XXXX XXXX XXXX' plus the card's last four digits (the statement carries only those). */
export function cashbackCardNumber(pan: string): string {
  return `XXXX XXXX XXXX ${pan.replace(/\D/g, '').slice(-4)}`;
}
