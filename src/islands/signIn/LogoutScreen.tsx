// The logout screen (SPEC 2 logout, SPEC 4): ends the session, then the sign-in page.
import { useEffect } from 'react';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { buildFlags } from '../../site/buildFlags';
import { endSession } from '../../state/page/session';

export const logoutTextKeys = [...gateTextKeys, 'logout.signedOut'] as const;
type LogoutTexts = Pick<Texts, (typeof logoutTextKeys)[number]>;

function SignOut({ message }: { message: string }) {
  useEffect(() => {
    void endSession({ revoke: true, reload: true });
  }, []);
  return <p role="status">{message}</p>;
}

export default function LogoutScreen({ texts }: { texts: LogoutTexts }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="logout" flags={buildFlags} texts={texts}>
      {() => <SignOut message={inForce['logout.signedOut']} />}
    </RouteGate>
  );
}
