// Whether the signed-in cardholder must accept a new privacy policy before going on (issue 17, part 4): asked where the
// site versions a mandatory policy, of an activated cardholder, from the consent history. A gateway without the
// history, or a failed call, lets the sign-in go on: nobody is stopped by a question the gateway cannot answer.
import type { KyInstance } from 'ky';
import { getConsents } from '../../api/consentService';
import { isPolicyToAccept } from '../../rules/account/consents';
import type { AuthState } from '../../site/authState';
import type { SiteConfig } from '../../site/siteConfig';
import { sessionApi } from '../page/session';
import { currentUserType } from '../page/userType';

export async function policyToAccept(api: KyInstance, siteId: string): Promise<boolean> {
  try {
    const { policyVersion, records } = await getConsents(api);
    return isPolicyToAccept(records, siteId, policyVersion ?? undefined);
  } catch {
    return false;
  }
}

export async function isPolicyToAcceptAfterSignIn(siteConfig: SiteConfig, authState: AuthState, api: KyInstance = sessionApi()): Promise<boolean> {
  if (authState !== 'LOGGEDIN' || currentUserType() === 'CONCIERGE') return false;
  return policyToAccept(api, siteConfig.siteId);
}
