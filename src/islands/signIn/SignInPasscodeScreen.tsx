// Entering the sign-in passcode (SPEC 2 login-otp): the code from e-mail, text message or an authenticator app, the
// trust-device choice, a new code on request; then signed in like any sign-in.
import { Interpolated } from '../../components/Interpolated';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { SignInTimedOut } from './SignInTimedOut';
import { StatusMessage, type StatusEvent } from '../../components/cards/StatusMessage';
import { TextField } from '../../components/TextField';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import { countedText } from '../../content/pluralText';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import type { Locale } from '../../site/locales';
import { Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { LoginData } from '../../state/signIn/loginData';
import type { ShownRoute } from '../../state/page/navigation';
import type { VerifyOutcome } from '../../state/signIn/passcodeSignIn';
import { loginDataOnEntry } from '../../state/signIn/loginData';
import { SubmitForm } from '../../components/SubmitForm';

export const signInPasscodeTextKeys = [
  ...gateTextKeys,
  'otp.code.label',
  'otp.code.sent',
  'otp.code.totp',
  'otp.trustDevice',
  'otp.submit',
  'otp.resend',
  'otp.resent',
  'otp.expired',
  'otp.sessionExpired',
  'otp.startOver',
  'error.passcodeIncorrect',
  'mfa.codeIncorrect',
  'login.deviceLocked',
  'error.tooManyAttempts',
  'login.userLocked',
  'login.conciergeDisabled',
  'login.failed',
  'field.required',
] as const;
type PasscodeTexts = Pick<Texts, (typeof signInPasscodeTextKeys)[number]>;

type Banner = Extract<VerifyOutcome, { kind: 'banner' }>;
type FieldProblem = 'required' | 'incorrect' | 'expired' | undefined;

function bannerText(texts: PasscodeTexts, banner: Banner): string {
  switch (banner.reason) {
    case 'sessionExpired':
      return texts['otp.sessionExpired'];
    case 'deviceLocked':
      return texts['login.deviceLocked'];
    case 'userLocked':
      return countedText(texts['login.userLocked'], banner.minutes ?? 15, { minutes: banner.minutes ?? 15 });
    case 'conciergeDisabled':
      return texts['login.conciergeDisabled'];
    case 'failed':
      return texts['login.failed'];
  }
}

/**
 * The passcode form. `initial` is the challenge the sign-in left; the pre-rendered form has none yet (its intro waits in
 * a placeholder of its size, and a send waits for the page's checks, by which time the challenge is known).
 */
function EnterPasscode({ shown, texts, initial }: { shown: ShownRoute; texts: PasscodeTexts; initial: LoginData | undefined }) {
  const { location } = shown;
  // A new code asked for on this page replaces the challenge the page began with.
  const [renewed, setData] = useState<LoginData | undefined>(undefined);
  const data = renewed ?? initial;
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [problem, setProblem] = useState<FieldProblem>(undefined);
  const [status, setStatus] = useState<StatusEvent | undefined>(undefined);
  const channel = data?.channel;
  const flow = useSubmitFlow<Banner>({
    check: () => {
      if (code.trim() !== '') return true;
      setProblem('required');
      return false;
    },
    send: async () => {
      if (data === undefined) return { type: 'refused' };
      const { verifySignInCode } = await import('../../state/signIn/passcodeSignIn');
      const outcome = await verifySignInCode(data, code, trust, { location, flags: buildFlags });
      if (outcome.kind === 'signedIn') {
        window.location.assign(outcome.destination);
        return { type: 'accepted' };
      }
      if (outcome.kind === 'field') {
        setProblem(outcome.reason);
        return { type: 'refused', fieldErrors: true };
      }
      return { type: 'refused', banner: outcome.kind === 'banner' ? outcome : undefined };
    },
  });

  async function resend() {
    if (data === undefined || channel === undefined || channel === 'TOTP') return;
    const { sendSignInCode } = await import('../../state/signIn/passcodeSignIn');
    const sent = await sendSignInCode(data, channel);
    if (sent.ok) {
      setData(sent.data);
      setProblem(undefined);
      setStatus({ id: Date.now(), tone: 'success', message: texts['otp.resent'] });
    } else {
      const message =
        sent.minutesToWait !== undefined
          ? countedText(texts['error.tooManyAttempts'], sent.minutesToWait, { minutes: sent.minutesToWait })
          : sent.code === 'OTP_CHALLENGE_INVALID'
            ? texts['otp.sessionExpired']
            : texts['login.failed'];
      setStatus({ id: Date.now(), tone: 'error', message });
    }
  }

  const problemText =
    problem === 'required'
      ? texts['field.required']
      : problem === 'incorrect'
        ? texts[channel === 'TOTP' ? 'mfa.codeIncorrect' : 'error.passcodeIncorrect']
        : problem === 'expired'
          ? texts['otp.expired']
          : undefined;
  return (
    <>
      {flow.banner && <FormBanner tone="error">{bannerText(texts, flow.banner)}</FormBanner>}
      <StatusMessage event={status} />
      {data === undefined ? (
        <Placeholder lines={2} />
      ) : (
        <p>{channel === 'TOTP' ? texts['otp.code.totp'] : <Interpolated text={texts['otp.code.sent']} values={{ destination: data.destination ?? '' }} />}</p>
      )}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <TextField
          name="otp"
          label={texts['otp.code.label']}
          isRequired
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, ''));
            setProblem(undefined);
          }}
          errorMessage={problemText}
        />
        <Checkbox name="trust_device" isSelected={trust} onChange={setTrust}>
          {texts['otp.trustDevice']}
        </Checkbox>
        <div className="form-actions">
          <Button type="submit" isPending={flow.isPending}>
            {texts['otp.submit']}
          </Button>
          {channel !== 'TOTP' && (
            <Button variant="link" onPress={() => void resend()}>
              {texts['otp.resend']}
            </Button>
          )}
        </div>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, 'login', buildFlags)}>{texts['otp.startOver']}</a>
      </p>
    </>
  );
}

function PasscodeStep({ shown, texts }: { shown: ShownRoute; texts: PasscodeTexts }) {
  if (shown.provisional) return <EnterPasscode shown={shown} texts={texts} initial={undefined} />;
  const data = loginDataOnEntry();
  if (data !== undefined && data.channel === undefined) {
    // No channel chosen yet: that is the preference screen's question.
    window.location.replace(routePath(shown.location, 'login-otp-preference', buildFlags));
    return null;
  }
  return data ? (
    <EnterPasscode shown={shown} texts={texts} initial={data} />
  ) : (
    <SignInTimedOut signInPath={routePath(shown.location, 'login', buildFlags)} message={texts['otp.sessionExpired']} linkText={texts['otp.startOver']} />
  );
}

export default function SignInPasscodeScreen({ texts, locale }: { texts: PasscodeTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="login-otp" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <PasscodeStep shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
