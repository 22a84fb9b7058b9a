// The links of the profile screen (SPEC 2 profile) besides the account navigation, by src/routes/profileLinks.ts.
import type { Texts } from '../../content/textKeys';
import { routePath, type PortalLocation } from '../../routes/location';
import { profileLinkTarget, profileLinks, type ProfileLinkRoute } from '../../routes/profileLinks';
import { buildFlags } from '../../site/buildFlags';
import type { SiteConfig } from '../../site/siteConfig';

/** The text of each profile link. */
export const profileLinkTextKeys = {
  'edit-profile': 'profile.link.editProfile',
  'add-card': 'profile.link.addCard',
  'email-alias': 'profile.link.emailAlias',
  'delete-profile': 'profile.link.deleteProfile',
  careers: 'profile.link.careers',
} as const satisfies Record<ProfileLinkRoute, keyof Texts>;

type ProfileLinkTexts = Pick<Texts, (typeof profileLinkTextKeys)[ProfileLinkRoute]>;

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
  // A list in the screen, not a landmark: the account navigation is the page's one "Manage your account".
  return (
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
  );
}
