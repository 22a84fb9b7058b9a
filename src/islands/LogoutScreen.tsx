// The logout screen (SPEC 2 logout, SPEC 4): ends the session, then the sign-in page.
import { useEffect } from 'react';
import { RouteGate, type GateTexts } from '../components/RouteGate';
import { buildFlags } from '../site/buildFlags';
import { endSession } from '../state/session';

function SignOut({ message }: { message: string }) {
  useEffect(() => {
    void endSession({ revoke: true, reload: true });
  }, []);
  return <p role="status">{message}</p>;
}

export default function LogoutScreen({ texts, message }: { texts: GateTexts; message: string }) {
  return (
    <RouteGate route="logout" flags={buildFlags} texts={texts}>
      {() => <SignOut message={message} />}
    </RouteGate>
  );
}
