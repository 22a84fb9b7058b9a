// Creating an account (SPEC 2 registration and add-pan, SPEC 7 user-mgmt registration): the site's layout of the user
// form, whether cards are collected, and the request that creates the account.
import { cardSettingsOf, type CardSettings } from '../rules/cardSettings';
import { siteOrLocaleFor, userFormLayout, type UserFormLayout } from '../rules/userForm';
import type { PortalLocation } from '../routes/location';
import { featureConfig, type SiteConfig } from '../site/siteConfig';

export type RegistrationBanner = { id: 'failed' };

function profileConfig(config: SiteConfig): Readonly<Record<string, unknown>> | undefined {
  return featureConfig(config, 'user_site_profile') ?? featureConfig(config, 'user_global_profile');
}

export function registrationLayout(config: SiteConfig, location: Pick<PortalLocation, 'siteId' | 'locale'>): UserFormLayout {
  return userFormLayout({
    profile: profileConfig(config),
    enrollment: featureConfig(config, 'user_enrollment'),
    siteOrLocale: siteOrLocaleFor(location.siteId, location.locale),
    mode: 'registration',
  });
}

/** What the site says about cards at registration: collected or not (the add-pan step), required, the limit. */
export function registrationCardSettings(config: SiteConfig): CardSettings {
  return cardSettingsOf(config);
}
