// The profile screen (SPEC 2 profile): who is signed in. The full profile and its edits build on this.
import { useEffect, useState } from 'react';
import { findUser } from '../api/authService';
import type { UserProfile } from '../api/contracts/auth';
import { RouteGate, gateTextKeys } from '../components/RouteGate';
import { useTexts } from '../components/useTexts';
import type { Texts } from '../content/textKeys';
import { routePath, type PortalLocation } from '../routes/location';
import { buildFlags } from '../site/buildFlags';
import { reportFailure, sessionApi } from '../state/session';

export const profileTextKeys = [...gateTextKeys, 'profile.name', 'profile.email', 'profile.accountStatus', 'profile.signOut'] as const;
type ProfileTexts = Pick<Texts, (typeof profileTextKeys)[number]>;

function Profile({ location, texts }: { location: PortalLocation; texts: ProfileTexts }) {
  const [profile, setProfile] = useState<UserProfile | null | undefined>(undefined);
  useEffect(() => {
    findUser(sessionApi()).then(setProfile, (error: unknown) => {
      reportFailure(error);
      setProfile(null);
    });
  }, []);
  if (!profile) return null;
  const name = [profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <>
      <dl className="profile">
        <dt>{texts['profile.name']}</dt>
        <dd>{name}</dd>
        <dt>{texts['profile.email']}</dt>
        <dd>{profile.email}</dd>
        <dt>{texts['profile.accountStatus']}</dt>
        <dd>{profile.userAccountStatus}</dd>
      </dl>
      <p>
        <a href={routePath(location, 'logout', buildFlags)}>{texts['profile.signOut']}</a>
      </p>
    </>
  );
}

export default function ProfileScreen({ texts }: { texts: ProfileTexts }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="profile" flags={buildFlags} texts={texts}>
      {({ location }) => <Profile location={location} texts={inForce} />}
    </RouteGate>
  );
}
