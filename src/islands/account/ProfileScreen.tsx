// The profile screen (SPEC 2 profile, SPEC 3 user profile): the cardholder's details and where to go from them, with the
// banners other screens left for it. A concierge signed in sees the cardholder look-up here instead (SPEC 6).
import { lazy, Suspense } from 'react';
import type { Texts } from '../../content/textKeys';
import type { profileTextKeys } from './accountTextKeys';
import { ConciergeLookup } from './ConciergeLookup';
import { ConsentDownload } from './ConsentDownload';
import { ProfileDetails, type ProfileDetailsTexts } from '../../components/account/ProfileDetails';
import { ProfileLinks } from './ProfileLinks';
import { ProfileNextSteps } from './ProfileNextSteps';
import { profileNextSteps } from '../../routes/profileNextSteps';
import { RouteGate } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import type { Locale } from '../../site/locales';
import { Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { currentUserType } from '../../state/page/userType';
import { Redirect } from '../../components/Redirect';
import { routePath } from '../../routes/location';

type ProfileTexts = Pick<Texts, (typeof profileTextKeys)[number]>;

/**
 * The cards as cards, loaded beside the route's calls (started with them in `resolvers`), so the profile's first
 * scripts stay those of its details and links.
 */
const loadProfileCards = () => import('./ProfileCards');
const ProfileCards = lazy(async () => ({ default: (await loadProfileCards()).ProfileCards }));

/** A staff session where this deployment turned the `concierge` flag off: signed out at once (SPEC 9), by the logout route. */
function EndedStaffSession({ shown }: { shown: ShownRoute }) {
  return <Redirect to={routePath(shown.location, 'logout', buildFlags)} />;
}

function CardholderProfile({ shown, texts }: { shown: ShownRoute; texts: ProfileTexts & ProfileDetailsTexts }) {
  const { location, siteConfig, data } = shown;
  const profile = data.profile;
  const nextSteps = profileNextSteps(siteConfig, {
    cardCount: data.assets?.length,
    mfaEnrollmentStatus: profile?.mfaEnrollmentStatus,
    userAuthMechanism: profile?.authMechanism,
  });
  return (
    <>
      <p>{texts['profile.intro']}</p>
      {profile ? (
        <section aria-labelledby="profile-details">
          <h2 id="profile-details">{texts['profile.details']}</h2>
          <ProfileDetails profile={profile} locale={location.locale} texts={texts} />
        </section>
      ) : (
        <p>{texts['profile.unavailable']}</p>
      )}
      <Suspense fallback={<ProfileCardsFrame count={data.assets?.length ?? 0} title={texts['card.list.title']} />}>
        <ProfileCards assets={data.assets} statement={data.cardStatement} texts={texts} />
      </Suspense>
      <ProfileNextSteps location={location} steps={nextSteps} texts={texts} />
      <ProfileLinks
        location={location}
        siteConfig={siteConfig}
        userAttributes={data.userAttributes ?? undefined}
        userAuthMechanism={data.profile?.authMechanism}
        texts={texts}
      />
      <ConsentDownload siteId={location.siteId} texts={texts} />
    </>
  );
}

/**
 * The cards' section in its final size while its component arrives: the heading and one empty tile per card (the tiles'
 * ratio sets their height), so nothing below moves and a restored scroll position lands where it was.
 */
function ProfileCardsFrame({ count, title }: { count: number; title: string }) {
  if (count === 0) return null;
  return (
    <section className="card-list" data-layout="vpp" aria-busy="true" aria-label={title}>
      <h2 aria-hidden="true">{title}</h2>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card-list-item" />
        ))}
      </ul>
    </section>
  );
}

/** The profile before its data comes: the details' heading and rows, and the links under them. */
function ProfileFrame({ texts }: { texts: ProfileTexts }) {
  return (
    <>
      <p>{texts['profile.intro']}</p>
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{texts['profile.details']}</h2>
        <Placeholder lines={6} />
      </section>
      <Placeholder lines={8} />
    </>
  );
}

/** The route's data this screen reads (SPEC 2). */
const resolvers = async () => {
  void loadProfileCards();
  const [{ offerCategoriesResolver }, { assetsResolver, profileResolver, userAttributesResolver }, { cardStatementResolver }] = await Promise.all([
    import('../../state/account/offerCategoriesResolver'),
    import('../../state/page/routeResolvers'),
    import('../../state/cards/cardStatuses'),
  ]);
  return {
    profile: profileResolver,
    userAttributes: userAttributesResolver,
    offerCategories: offerCategoriesResolver,
    assets: assetsResolver,
    cardStatement: cardStatementResolver,
  };
};

export default function ProfileScreen({ texts, locale }: { texts: ProfileTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="profile"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <ProfileFrame texts={inForce} /> }}
      resolvers={resolvers}
    >
      {(shown) => {
        if (currentUserType() !== 'CONCIERGE') return <CardholderProfile shown={shown} texts={inForce} />;
        return buildFlags.concierge ? <ConciergeLookup shown={shown} texts={inForce} /> : <EndedStaffSession shown={shown} />;
      }}
    </RouteGate>
  );
}
