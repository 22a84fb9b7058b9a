// The edit-profile form's layout for the site (SPEC 2 edit-profile) and its banners: what the form renders with. Apart
// from profileUpdate.ts, whose update call the form loads with its first send.
import { siteOrLocaleFor, userFormLayoutOf, type UserFormLayout } from '../../rules/fields/userForm';
import type { PortalLocation } from '../../routes/location';
import type { SiteConfig } from '../../site/siteConfig';

export function profileLayout(config: SiteConfig, location: Pick<PortalLocation, 'siteId' | 'locale'>): UserFormLayout {
  return userFormLayoutOf(config, siteOrLocaleFor(location.siteId, location.locale), 'profile', location.locale);
}

export type EditProfileBanner = 'notUpdatable' | 'failed';
