// Two-step verification (SPEC 2 mfa-setup): turn it on with a QR code or the key as text and a first code from the
// authenticator app, or off with a current code. Sign-in then asks for the app's code (MFA_OTP_REQUIRED).
import { useEffect, useMemo, useState } from 'react';
import type { TotpSetup } from '../../api/contracts/mfa';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { TextField } from '../../components/TextField';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { qrCodePath } from '../../rules/account/qrCode';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { MfaChange } from '../../state/account/multiFactor';
import type { ShownRoute } from '../../state/page/navigation';
import { SubmitForm } from '../../components/SubmitForm';

export const mfaSetupTextKeys = [
  ...gateTextKeys,
  'mfa.intro',
  'mfa.enrolled',
  'mfa.notEnrolled',
  'mfa.start',
  'mfa.scan',
  'mfa.qrLabel',
  'mfa.secretLabel',
  'mfa.code.label',
  'mfa.enroll',
  'mfa.enrolledNow',
  'mfa.unenrollIntro',
  'mfa.unenroll',
  'mfa.unenrolledNow',
  'mfa.failed',
  'mfa.backToProfile',
  'mfa.codeIncorrect',
  'login.deviceLocked',
  'field.required',
] as const;
type MfaSetupTexts = Pick<Texts, (typeof mfaSetupTextKeys)[number]>;

function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrCodePath(text), [text]);
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** The code field and its button; the problem of the last try under the field, focus kept there. */
function CodeForm({ texts, submitText, onSubmit }: { texts: MfaSetupTexts; submitText: string; onSubmit: (code: string) => Promise<MfaChange> }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const flow = useSubmitFlow<'failed'>({
    check: () => {
      if (code !== '') return true;
      setProblem(texts['field.required']);
      return false;
    },
    send: async () => {
      const change = await onSubmit(code);
      if (change.ok) return { type: 'acceptedAgain' };
      setCode('');
      if (change.problem === 'failed') {
        setProblem(undefined);
        return { type: 'refused', banner: 'failed' };
      }
      setProblem(change.problem === 'incorrect' ? texts['mfa.codeIncorrect'] : texts['login.deviceLocked']);
      return { type: 'refused', fieldErrors: true };
    },
  });
  return (
    <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
      {flow.banner && <FormBanner tone="error">{texts['mfa.failed']}</FormBanner>}
      <TextField
        name="code"
        label={texts['mfa.code.label']}
        isRequired
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\D/g, ''));
          setProblem(undefined);
        }}
        errorMessage={problem}
      />
      <Button type="submit" isPending={flow.isPending}>
        {submitText}
      </Button>
    </SubmitForm>
  );
}

/** The calls load with the screen's first check, after the page is usable. */
const multiFactor = () => import('../../state/account/multiFactor');

function MultiFactor({ shown, texts }: { shown: ShownRoute; texts: MfaSetupTexts }) {
  const [enrolled, setEnrolled] = useState<boolean | undefined>(undefined);
  const [setup, setSetup] = useState<TotpSetup | undefined>(undefined);
  const [done, setDone] = useState<'on' | 'off' | undefined>(undefined);
  useEffect(() => {
    void multiFactor()
      .then(({ mfaEnrolled }) => mfaEnrolled())
      .then(setEnrolled);
  }, []);

  async function change(call: 'removeTotp' | 'confirmTotp', code: string): Promise<MfaChange> {
    const result = await (await multiFactor())[call](code);
    if (result.ok) {
      setEnrolled(result.enrolled);
      setSetup(undefined);
      setDone(result.enrolled ? 'on' : 'off');
    }
    return result;
  }

  if (enrolled === undefined) return null;
  return (
    <>
      {done && <FormBanner tone="success">{done === 'on' ? texts['mfa.enrolledNow'] : texts['mfa.unenrolledNow']}</FormBanner>}
      <p>{texts['mfa.intro']}</p>
      <p>
        <strong>{enrolled ? texts['mfa.enrolled'] : texts['mfa.notEnrolled']}</strong>
      </p>
      {enrolled ? (
        <>
          <p>{texts['mfa.unenrollIntro']}</p>
          <CodeForm texts={texts} submitText={texts['mfa.unenroll']} onSubmit={(code) => change('removeTotp', code)} />
        </>
      ) : setup === undefined ? (
        <Button
          onPress={() =>
            void multiFactor()
              .then(({ startTotpSetup }) => startTotpSetup())
              .then(setSetup)
          }
        >
          {texts['mfa.start']}
        </Button>
      ) : (
        <>
          <p>{texts['mfa.scan']}</p>
          <QrCode text={setup.otpauthUrl} label={texts['mfa.qrLabel']} />
          <p>
            {texts['mfa.secretLabel']}: <code className="secret-key">{setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
          </p>
          <CodeForm texts={texts} submitText={texts['mfa.enroll']} onSubmit={(code) => change('confirmTotp', code)} />
        </>
      )}
      <p className="form-links">
        <a href={routePath(shown.location, 'profile', buildFlags)}>{texts['mfa.backToProfile']}</a>
      </p>
    </>
  );
}

/** The profile tells whether the user signs in with a portal password (the portalPassword guard). */
const resolvers = async () => ({ profile: (await import('../../state/page/routeResolvers')).profileResolver });

export default function MfaSetupScreen({ texts, locale }: { texts: MfaSetupTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="mfa-setup"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<p>{inForce['mfa.intro']}</p>} fields={0} /> }}
      resolvers={resolvers}
    >
      {(shown) => <MultiFactor shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
