// The links of the profile screen (SPEC 2 profile): each route the cardholder may go on to, by src/routes/profileLinks.ts.
import type { Texts } from '../../content/textKeys';
import { routePath, type PortalLocation } from '../../routes/location';
import { profileLinkTarget, profileLinks, type ProfileLinkRoute } from '../../routes/profileLinks';
import { buildFlags } from '../../site/buildFlags';
import type { SiteConfig } from '../../site/siteConfig';

/** The text of each profile link. */
export const profileLinkTextKeys = {
  'edit-profile': 'profile.link.editProfile',
  'add-card': 'profile.link.addCard',
  'edit-pan': 'profile.link.editPan',
  'cashback-statement': 'profile.link.cashbackStatement',
  'site-settings': 'profile.link.siteSettings',
  'mfa-setup': 'profile.link.mfaSetup',
  password: 'profile.link.password',
  'email-alias': 'profile.link.emailAlias',
  'delete-profile': 'profile.link.deleteProfile',
  careers: 'profile.link.careers',
  logout: 'profile.signOut',
} as const satisfies Record<ProfileLinkRoute, keyof Texts>;

type ProfileLinkTexts = Pick<Texts, (typeof profileLinkTextKeys)[ProfileLinkRoute] | 'profile.links'>;

export function ProfileLinks({
  location,
  siteConfig,
  userAttributes,
  userAuthMechanism,
  texts,
}: {
  location: PortalLocation;
  siteConfig: SiteConfig;
  userAttributes: Readonly<Record<string, string>> | undefined;
  userAuthMechanism: string | null | undefined;
  texts: ProfileLinkTexts;
}) {
  return (
    <nav aria-label={texts['profile.links']}>
      <ul className="link-list">
        {profileLinks(siteConfig, userAttributes, userAuthMechanism).map((link) => {
          const { route, query } = profileLinkTarget(link);
          return (
            <li key={link}>
              <a href={`${routePath(location, route, buildFlags)}${query}`}>{texts[profileLinkTextKeys[link]]}</a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
