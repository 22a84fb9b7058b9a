// The account navigation the shell pre-renders (src/routes/accountNav.ts), fitted to the cardholder once the route's
// checks are done: their name beside it, and the items they cannot use hidden (password and two-step verification
// for a cardholder without the portal's password; all but the profile for a concierge, whose profile is the look-up).
// The name is kept for the tab's session, so the screens that do not load the profile show it too.
import type { UserProfile } from '../../api/contracts/auth';
import { hasPortalPassword } from '../../routes/guards';
import type { SiteConfig } from '../../site/siteConfig';
import { storageKeys, type UserType } from '../../site/authState';

/** sessionStorage keys of what the navigation shows on screens that do not load the profile (cleared at sign-out). */
export const accountNavStorageKeys = { name: storageKeys.accountName, authMechanism: storageKeys.accountAuthMechanism } as const;

function fullName(profile: UserProfile): string {
  return [profile.firstName, profile.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

export function fitAccountNav(
  context: { siteConfig: SiteConfig; profile: UserProfile | null | undefined; userType: UserType | undefined },
  doc: Document = document,
  storage: Storage = sessionStorage,
): void {
  const nav = doc.querySelector('.account-nav');
  if (!nav) return;
  const { profile } = context;
  if (profile) {
    storage.setItem(accountNavStorageKeys.name, fullName(profile));
    storage.setItem(accountNavStorageKeys.authMechanism, profile.authMechanism ?? '');
  }
  const name = profile ? fullName(profile) : (storage.getItem(accountNavStorageKeys.name) ?? '');
  const nameElement = doc.querySelector<HTMLElement>('[data-account-name]');
  if (nameElement && name !== '') {
    nameElement.textContent = name;
    nameElement.hidden = false;
  }
  const authMechanism = profile ? profile.authMechanism : storage.getItem(accountNavStorageKeys.authMechanism);
  const portalPassword = hasPortalPassword(context.siteConfig, authMechanism);
  for (const item of nav.querySelectorAll<HTMLElement>('[data-nav-route]')) {
    const staffHidden = context.userType === 'CONCIERGE' && item.dataset['navRoute'] !== 'profile';
    item.hidden = staffHidden || (!portalPassword && item.hasAttribute('data-portal-password'));
  }
}
