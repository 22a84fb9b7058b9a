// The concierge's look-up of a cardholder (SPEC 6, SPEC 7 find-concierge and concierge/user/{siteId}): profile, cards and
// preferences of a cardholder of the concierge's own site, found by e-mail, for reading only.
import type { KyInstance } from 'ky';
import { attributesOfSite } from '../../api/attributeService';
import { findConcierge } from '../../api/authService';
import { conciergeAssets, conciergePreferences } from '../../api/conciergeService';
import type { Asset } from '../../api/contracts/assets';
import type { UserProfile } from '../../api/contracts/auth';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

export interface Cardholder {
  profile: UserProfile;
  assets: readonly Asset[];
  /** The cardholder's attributes on the site, by key. */
  attributes: Readonly<Record<string, string>>;
}

export type CardholderLookup = { kind: 'found'; cardholder: Cardholder } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'alerted' };

export async function lookUpCardholder(email: string, siteId: string, api: KyInstance = sessionApi()): Promise<CardholderLookup> {
  const query = { siteId, email: email.trim() };
  try {
    const [profile, assets, preferences] = await Promise.all([findConcierge(api, query.email), conciergeAssets(api, query), conciergePreferences(api, query)]);
    return { kind: 'found', cardholder: { profile, assets, attributes: attributesOfSite(preferences, siteId) } };
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    return failure.code === 'USER_NOT_FOUND' ? { kind: 'notFound' } : { kind: 'failed' };
  }
}
