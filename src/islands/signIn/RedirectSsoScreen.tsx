// The single sign-on redirect (SPEC 2 redirect-sso): passes the visitor to the bank with the SSO parameters of the
// visit (SPEC 5), or the portal's own, and says so while it happens.
import { useEffect, useState } from 'react';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { storageKeys } from '../../site/authState';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import type { StartOutcome } from '../../state/signIn/singleSignOn';

export const redirectSsoTextKeys = [...gateTextKeys, 'sso.redirecting', 'sso.unavailable', 'sso.failed', 'sso.signIn'] as const;
type RedirectSsoTexts = Pick<Texts, (typeof redirectSsoTextKeys)[number]>;

function Redirecting({ shown, texts }: { shown: ShownRoute; texts: RedirectSsoTexts }) {
  const { location } = shown;
  const [failure, setFailure] = useState<Extract<StartOutcome, { ok: false }>['reason'] | undefined>(undefined);
  useEffect(() => {
    // The visit's parameters are read, and the call made, by code loaded here: the page's first load carries neither.
    const returnUrl = sessionStorage.getItem(storageKeys.returnUrl) ?? undefined;
    void import('../../state/signIn/singleSignOn')
      .then(({ startSingleSignOnOfVisit }) => startSingleSignOnOfVisit(location, window.location, returnUrl, buildFlags))
      .then((outcome) => {
        if (outcome.ok) window.location.assign(outcome.location);
        else setFailure(outcome.reason);
      });
  }, [location]);
  if (failure === undefined) return <p role="status">{texts['sso.redirecting']}</p>;
  return (
    <>
      <FormBanner tone="error">{failure === 'unavailable' ? texts['sso.unavailable'] : texts['sso.failed']}</FormBanner>
      <p>
        <a className="button" href={routePath(location, 'login', buildFlags)}>
          {texts['sso.signIn']}
        </a>
      </p>
    </>
  );
}

export default function RedirectSsoScreen({ texts, locale }: { texts: RedirectSsoTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="redirect-sso"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <p role="status">{inForce['sso.redirecting']}</p> }}
    >
      {(shown) => <Redirecting shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
