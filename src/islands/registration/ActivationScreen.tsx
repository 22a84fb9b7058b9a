// The activation screen (SPEC 2 activate): the link's token activates the account, or the page explains an expired or
// used link with the way to a new e-mail. Without a link, a signed-in account that is not activated (SPEC 4
// LOGGEDIN_INACTIVE, sent here after signing in) can ask for a new activation e-mail.
import { Interpolated } from '../../components/Interpolated';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { captchaTextKeys, useSiteCaptcha } from '../../components/useCaptcha';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { readActivationToken } from '../../routes/activationToken';
import { routePath } from '../../routes/location';
import type { RouteName } from '../../routes/routeTable';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import type { ActivationResult } from '../../state/registration/activation';
import type { ShownRoute } from '../../state/page/navigation';

export const activationTextKeys = [
  ...gateTextKeys,
  'error.tooManyAttempts',
  'activate.checking',
  'activate.done',
  'activate.doneSignedIn',
  'activate.signIn',
  'activate.toProfile',
  'activate.expired',
  'activate.invalid',
  'activate.missing',
  'activate.alreadyActive',
  'activate.failed',
  'activate.retry',
  'activate.requestNew',
  'activate.resend',
  'activate.resent',
  'activate.resendFailed',
  'login.inactive',
  'login.captchaInvalid',
  ...captchaTextKeys,
  'recovery.backToSignIn',
] as const;
type ActivationTexts = Pick<Texts, (typeof activationTextKeys)[number]>;

interface ScreenProps {
  shown: ShownRoute;
  texts: ActivationTexts;
}

function Links({ links }: { links: readonly { href: string; text: string; primary?: boolean }[] }) {
  return (
    <p className="screen-actions">
      {links.map((link) => (
        <a key={link.href} className="button" data-variant={link.primary ? 'primary' : 'secondary'} href={link.href}>
          {link.text}
        </a>
      ))}
    </p>
  );
}

function ActivationLink({ token, shown, texts }: ScreenProps & { token: string }) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one attempt: a retry shows 'checking' again until its own outcome arrives.
  const [answer, setAnswer] = useState<{ attempt: number; result: ActivationResult } | undefined>(undefined);
  const result = answer?.attempt === attempt ? answer.result : undefined;
  const path = (route: RouteName) => routePath(shown.location, route, buildFlags);
  const signedIn = shown.authState !== 'LOGGEDOUT';

  useEffect(() => {
    let active = true;
    void import('../../state/registration/activation')
      .then(({ activateAccount }) => activateAccount(token))
      .then((outcome) => {
        if (active) setAnswer({ attempt, result: outcome });
      });
    return () => {
      active = false;
    };
  }, [token, attempt]);

  if (result === undefined) return <p role="status">{texts['activate.checking']}</p>;
  switch (result.kind) {
    case 'activated':
      return (
        <>
          <FormBanner tone="success">{signedIn ? texts['activate.doneSignedIn'] : texts['activate.done']}</FormBanner>
          <Links
            links={[
              signedIn
                ? { href: path('profile'), text: texts['activate.toProfile'], primary: true }
                : { href: path('login'), text: texts['activate.signIn'], primary: true },
            ]}
          />
        </>
      );
    case 'expired':
      return (
        <>
          <FormBanner tone="error">{texts['activate.expired']}</FormBanner>
          <Links links={[{ href: path('resend-activation'), text: texts['activate.requestNew'], primary: true }]} />
        </>
      );
    case 'invalid':
      return (
        <>
          <FormBanner tone="error">{texts['activate.invalid']}</FormBanner>
          <Links
            links={[
              { href: path('login'), text: texts['activate.signIn'], primary: true },
              { href: path('resend-activation'), text: texts['activate.requestNew'] },
            ]}
          />
        </>
      );
    case 'failed':
      return (
        <>
          <FormBanner tone="error">{texts['activate.failed']}</FormBanner>
          <p className="screen-actions">
            <Button onPress={() => setAttempt((current) => current + 1)}>{texts['activate.retry']}</Button>
          </p>
        </>
      );
  }
}

/** A signed-in account that is not activated yet: the explanation and a new activation e-mail to its own address. */
function InactiveAccount({ shown, texts }: ScreenProps) {
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const captcha = useSiteCaptcha(shown.siteConfig, texts);
  // The banner's words, found by the module the first send loads.
  const flow = useSubmitFlow<string>({
    check: captcha.check,
    send: async () => {
      const [captchaToken, { resendOwnActivation, resendBannerText }] = await Promise.all([captcha.token(), import('../../state/registration/activation')]);
      const result = await resendOwnActivation({ siteId: shown.location.siteId, locale: shown.location.locale, captchaToken });
      if (result.kind !== 'sent') {
        return { type: 'refused', banner: result.kind === 'banner' ? resendBannerText(texts, result.banner, texts['activate.resendFailed']) : undefined };
      }
      setSentTo(result.email);
      // The button stays: another e-mail can be asked for (the gateway sends at most 3 an hour).
      return { type: 'acceptedAgain' };
    },
  });

  return (
    <>
      <FormBanner tone="info">{texts['login.inactive']}</FormBanner>
      {flow.banner && <FormBanner tone="error">{flow.banner}</FormBanner>}
      {sentTo !== undefined && (
        <FormBanner tone="success">
          <Interpolated text={texts['activate.resent']} values={{ email: sentTo }} />
        </FormBanner>
      )}
      {captcha.element}
      <p className="screen-actions">
        <Button isPending={flow.isPending} onPress={() => void flow.submit()}>
          {texts['activate.resend']}
        </Button>
      </p>
    </>
  );
}

function Activation({ shown, texts }: ScreenProps) {
  const token = useMemo(() => readActivationToken(window.location.search), []);
  const path = (route: RouteName) => routePath(shown.location, route, buildFlags);
  if (token !== undefined) return <ActivationLink token={token} shown={shown} texts={texts} />;
  if (shown.authState === 'LOGGEDIN_INACTIVE') return <InactiveAccount shown={shown} texts={texts} />;
  if (shown.authState === 'LOGGEDIN') {
    return (
      <>
        <p className="screen-text">{texts['activate.alreadyActive']}</p>
        <Links links={[{ href: path('profile'), text: texts['activate.toProfile'], primary: true }]} />
      </>
    );
  }
  return (
    <>
      <p className="screen-text">{texts['activate.missing']}</p>
      <Links
        links={[
          { href: path('resend-activation'), text: texts['activate.requestNew'], primary: true },
          { href: path('login'), text: texts['recovery.backToSignIn'] },
        ]}
      />
    </>
  );
}

export default function ActivationScreen({ texts, locale }: { texts: ActivationTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  // Before the checks: what a visitor from the e-mail's link sees first, as the link's check begins.
  return (
    <RouteGate
      route="activate"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <p role="status">{inForce['activate.checking']}</p> }}
    >
      {(shown) => <Activation shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
