// The logout screen (SPEC 2 logout, SPEC 4): ends the session, then the sign-in page, which says the user is signed out.
import { useEffect } from 'react';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import { leaveNotification } from '../../state/page/leaveNotification';

export const logoutTextKeys = [...gateTextKeys, 'logout.signedOut', 'logout.done'] as const;
type LogoutTexts = Pick<Texts, (typeof logoutTextKeys)[number]>;

function SignOut({ message, done }: { message: string; done: string }) {
  useEffect(() => {
    leaveNotification({ id: 'signed-out', tone: 'info', message: done });
    // The session and its calls load here, once the signed-out screen shows: the page's first load carries none of them.
    void import('../../state/signIn/signOut').then(({ endSession }) => endSession({ revoke: true, reload: true }));
  }, [done]);
  return <p role="status">{message}</p>;
}

export default function LogoutScreen({ texts, locale }: { texts: LogoutTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="logout" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'frame', frame: <FormPlaceholder /> }}>
      {() => <SignOut message={inForce['logout.signedOut']} done={inForce['logout.done']} />}
    </RouteGate>
  );
}
