// Whether a site checks passwords against the list of common and breached ones (SPEC 3 vba feature group, SPEC 2
// compromised-credentials): vba.compromised_password_check, on as true or 'true'. The gateway reads it the same way.
import type { SiteConfig } from '../../site/siteConfig';
import { siteSettingsOf } from '../../site/siteSettings';

export function checksCompromisedPasswords(config: SiteConfig): boolean {
  return siteSettingsOf(config).checksCompromisedPasswords;
}
