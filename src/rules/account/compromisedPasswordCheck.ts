// Whether a site checks passwords against the list of common and breached ones (SPEC 3 vba feature group, SPEC 2
// compromised-credentials): vba.compromised_password_check, on as true or 'true'. The gateway reads it the same way.
import { featureConfig, type SiteConfig } from '../../site/siteConfig';

export function checksCompromisedPasswords(config: SiteConfig): boolean {
  const value = featureConfig(config, 'vba')?.['compromised_password_check'];
  return value === true || value === 'true';
}
