// The logout screen (SPEC 2 logout, SPEC 4): ends the session, then the sign-in page, which says the user is signed out;
// on a site that signs in at the bank, by way of the host's logout endpoint (SPEC 7).
import { useEffect } from 'react';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { leaveNotification } from '../../state/page/leaveNotification';

export const logoutTextKeys = [...gateTextKeys, 'logout.signedOut', 'logout.done'] as const;
type LogoutTexts = Pick<Texts, (typeof logoutTextKeys)[number]>;

function SignOut({ message, done, shown }: { message: string; done: string; shown: ShownRoute }) {
  useEffect(() => {
    leaveNotification({ id: 'signed-out', tone: 'info', message: done });
    // The session and its calls load here, once the signed-out screen shows: the page's first load carries none of them.
    // A site that signs in at the bank signs out there too (SPEC 7 host logout).
    void import('../../state/signIn/signOut').then(({ endSession, wayOut }) => endSession({ revoke: true, reload: true, leaveTo: wayOut(shown) }));
  }, [done, shown]);
  return <p role="status">{message}</p>;
}

export default function LogoutScreen({ texts, locale }: { texts: LogoutTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="logout" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'frame', frame: <FormPlaceholder /> }}>
      {(shown) => <SignOut message={inForce['logout.signedOut']} done={inForce['logout.done']} shown={shown} />}
    </RouteGate>
  );
}
