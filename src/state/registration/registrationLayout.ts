// What the registration form shows on a site (SPEC 2 registration and add-pan): the layout of the user form and whether
// cards are collected. Apart from the request that creates the account (src/state/registration/registration.ts), so
// the form renders without the API layer, which loads with the first send.
import { cardSettingsOf, type CardSettings } from '../../rules/cards/cardSettings';
import { siteOrLocaleFor, userFormLayoutOf, type UserFormLayout } from '../../rules/fields/userForm';
import type { PortalLocation } from '../../routes/location';
import type { SiteConfig } from '../../site/siteConfig';

export type RegistrationBanner = { id: 'failed' | 'captchaInvalid' } | { id: 'tooManyAttempts'; minutes: number };

export function registrationLayout(config: SiteConfig, location: Pick<PortalLocation, 'siteId' | 'locale'>): UserFormLayout {
  return userFormLayoutOf(config, siteOrLocaleFor(location.siteId, location.locale), 'registration', location.locale);
}

/** What the site says about cards at registration: collected or not (the add-pan step), required, the limit. */
export function registrationCardSettings(config: SiteConfig): CardSettings {
  return cardSettingsOf(config);
}
