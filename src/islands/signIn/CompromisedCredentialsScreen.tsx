// The compromised-password notice (SPEC 2 compromised-credentials): the password is on a list of common or breached
// passwords. Change it now, or go on to where the user was headed when signing in (the stored return URL, else the
// profile).
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { returnDestination } from '../../routes/returnDestination';
import { storageKeys } from '../../site/authState';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';

export const compromisedCredentialsTextKeys = [...gateTextKeys, 'compromised.intro', 'compromised.change', 'compromised.continue'] as const;
type CompromisedCredentialsTexts = Pick<Texts, (typeof compromisedCredentialsTextKeys)[number]>;

const spendReturnUrl = () => sessionStorage.removeItem(storageKeys.returnUrl);

function CompromisedCredentials({ shown, texts }: { shown: ShownRoute; texts: CompromisedCredentialsTexts }) {
  const { location } = shown;
  const onward = returnDestination({
    storedReturnUrl: sessionStorage.getItem(storageKeys.returnUrl),
    location,
    origin: window.location.origin,
    flags: buildFlags,
  });
  return (
    <>
      <p className="screen-text">{texts['compromised.intro']}</p>
      {/* The return URL was kept for this choice: either way it is spent (a changed password ends on the profile). */}
      <p className="screen-actions">
        <a className="button" data-variant="primary" href={routePath(location, 'password', buildFlags)} onClick={spendReturnUrl}>
          {texts['compromised.change']}
        </a>
        <a className="button" data-variant="secondary" href={onward} onClick={spendReturnUrl}>
          {texts['compromised.continue']}
        </a>
      </p>
    </>
  );
}

/** The notice shows only to an account whose password the gateway flagged (the passwordFlagged guard). */
const resolvers = async () => ({ passwordCompromised: (await import('../../state/signIn/passwordCompromisedResolver')).passwordCompromisedResolver });

export default function CompromisedCredentialsScreen({ texts, locale }: { texts: CompromisedCredentialsTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="compromised-credentials"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<p className="screen-text">{inForce['compromised.intro']}</p>} fields={0} /> }}
      resolvers={resolvers}
    >
      {(shown) => <CompromisedCredentials shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
