// The compromised-password check after signing in (SPEC 2 compromised-credentials, SPEC 7 vba/compromised-password):
// asked only on sites that check passwords, and only of an activated account.
import type { KyInstance } from 'ky';
import { compromisedPassword } from '../../api/accountCheckService';
import { checksCompromisedPasswords } from '../../rules/account/compromisedPasswordCheck';
import type { AuthState } from '../../site/authState';
import type { SiteConfig } from '../../site/siteConfig';
import { sessionApi } from '../page/session';

/**
 * True when the gateway found the current password on the list. A failed check lets the sign-in go on as usual: the
 * notice is advice, and the user is better served signed in than stopped by it.
 */
export async function isPasswordCompromised(siteConfig: SiteConfig | undefined, authState: AuthState, api: KyInstance = sessionApi()): Promise<boolean> {
  if (authState !== 'LOGGEDIN' || siteConfig === undefined || !checksCompromisedPasswords(siteConfig)) return false;
  try {
    return (await compromisedPassword(api)).compromised;
  } catch {
    return false;
  }
}
