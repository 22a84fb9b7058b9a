// The gateway's reading of a site's config for sign-up and sign-in (SPEC 3 "Site configuration", SPEC 6).
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { featureConfig, type SiteConfig } from '../../../src/site/siteConfig';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';
import { findSiteConfig } from '../siteConfigService';

export type AuthMechanism = 'USER_NAME_PASSWORD' | 'SSO' | 'DUAL_AUTH';

/** The site's config, or the 404 SITE_NOT_FOUND answer to return. */
export async function siteOrNotFound({ env, correlationId }: HandlerContext, siteId: string): Promise<SiteConfig | Response> {
  const config = await findSiteConfig(env.DB, siteId);
  return config ?? errorResponse(404, 'SITE_NOT_FOUND', correlationId, { details: { siteId } });
}

function authProfile(config: SiteConfig): Record<string, unknown> {
  return featureConfig(config, 'site_auth_profile') ?? {};
}

/** SPEC 6: USER_NAME_PASSWORD unless site_auth_profile.auth_mechanism says SSO or DUAL_AUTH. */
export function authMechanismOf(config: SiteConfig): AuthMechanism {
  const value = String(authProfile(config)['auth_mechanism'] ?? '').trim().toUpperCase();
  return value === 'SSO' || value === 'DUAL_AUTH' ? value : 'USER_NAME_PASSWORD';
}

/** site_auth_profile.issuer_url: where single sign-on sends the browser (checked by the SSO module). */
export function issuerUrlOf(config: SiteConfig): string | undefined {
  const value = authProfile(config)['issuer_url'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** site_auth_profile.login_otp values and the passcode channels each offers. */
export const loginOtpSettings = {
  EMAIL: ['EMAIL'],
  SMS: ['SMS'],
  EMAIL_OR_SMS: ['EMAIL', 'SMS'],
} as const satisfies Record<string, readonly PasscodeChannel[]>;

/** The channels of the sign-in passcode the site requires; undefined when it requires none. */
export function loginOtpChannelsOf(config: SiteConfig): readonly PasscodeChannel[] | undefined {
  const value = String(authProfile(config)['login_otp'] ?? '').trim().toUpperCase();
  return Object.hasOwn(loginOtpSettings, value) ? loginOtpSettings[value as keyof typeof loginOtpSettings] : undefined;
}

/** vba.compromised_password_check, as a boolean or 'true'. */
export function checksCompromisedPasswords(config: SiteConfig): boolean {
  const value = featureConfig(config, 'vba')?.['compromised_password_check'];
  return value === true || value === 'true';
}
