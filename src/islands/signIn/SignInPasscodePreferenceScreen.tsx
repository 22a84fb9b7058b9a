// Choosing where the sign-in passcode goes (SPEC 2 login-otp-preference): e-mail or text message, shown masked, then
// the code is sent and the passcode screen takes over.
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RadioGroupField } from '../../components/RadioGroupField';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { SignInTimedOut } from './SignInTimedOut';
import { useTexts } from '../../components/useTexts';
import { interpolate } from '../../content/interpolate';
import { countedText } from '../../content/pluralText';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import type { SignInCodeChannel } from '../../routes/signInOutcome';
import type { Locale } from '../../site/locales';
import { Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { PreferenceDetails } from '../../api/contracts/passcode';
import type { LoginData } from '../../state/signIn/loginData';
import type { ShownRoute } from '../../state/page/navigation';
import { loginDataOnEntry } from '../../state/signIn/loginData';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';

export const signInPasscodePreferenceTextKeys = [
  ...gateTextKeys,
  'otp.preference.intro',
  'otp.preference.legend',
  'otp.preference.email',
  'otp.preference.sms',
  'otp.preference.submit',
  'otp.sessionExpired',
  'otp.startOver',
  'login.failed',
  'error.tooManyAttempts',
  'field.required',
] as const;
type PasscodePreferenceTexts = Pick<Texts, (typeof signInPasscodePreferenceTextKeys)[number]>;

type Channel = Exclude<SignInCodeChannel, 'TOTP'>;
type Banner = 'sessionExpired' | 'failed' | { id: 'tooManyAttempts'; minutes: number };

function bannerText(texts: PasscodePreferenceTexts, banner: Banner): string {
  if (banner === 'sessionExpired') return texts['otp.sessionExpired'];
  if (banner === 'failed') return texts['login.failed'];
  return countedText(texts['error.tooManyAttempts'], banner.minutes, { minutes: banner.minutes });
}

/**
 * The choice of where the code goes. `data` is the challenge the sign-in left; the pre-rendered form has none yet: its
 * choices wait in a placeholder of their size, and a send waits for the page's checks, by which time it is known.
 */
function ChoosePasscodeChannel({ shown, texts, data }: { shown: ShownRoute; texts: PasscodePreferenceTexts; data: LoginData | undefined }) {
  const { location } = shown;
  const channels = (data?.channels ?? []).filter((channel): channel is Channel => channel !== 'TOTP');
  const [destinations, setDestinations] = useState<PreferenceDetails | undefined>(undefined);
  // The one channel there is counts as chosen until the visitor chooses; of several, the one the cardholder chose on
  // the security page (issue 17, part 3), when the site offers it.
  const [chosen, setChannel] = useState<Channel | undefined>(undefined);
  const preferred = destinations?.preferredChannel;
  const channel = chosen ?? (channels.length === 1 ? (channels[0] ?? null) : preferred && channels.includes(preferred) ? preferred : null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (data !== undefined)
      void import('../../state/signIn/passcodeSignIn').then(({ passcodeDestinations }) => passcodeDestinations(data, location.siteId)).then(setDestinations);
  }, [data, location.siteId]);

  const flow = useSubmitFlow<Banner>({
    check: () => {
      if (channel !== null) return true;
      setMissing(true);
      return false;
    },
    send: async () => {
      if (channel === null || data === undefined) return { type: 'refused' };
      const { sendSignInCode } = await import('../../state/signIn/passcodeSignIn');
      const sent = await sendSignInCode(data, channel);
      if (!sent.ok && sent.minutesToWait !== undefined) return { type: 'refused', banner: { id: 'tooManyAttempts', minutes: sent.minutesToWait } };
      if (!sent.ok) return { type: 'refused', banner: sent.code === 'OTP_CHALLENGE_INVALID' || sent.code === 'OTP_EXPIRED' ? 'sessionExpired' : 'failed' };
      window.location.assign(routePath(location, 'login-otp', buildFlags));
      return { type: 'accepted' };
    },
  });

  const label = (option: Channel) =>
    option === 'EMAIL'
      ? interpolate(texts['otp.preference.email'], { destination: destinations?.email ?? '' })
      : interpolate(texts['otp.preference.sms'], { destination: destinations?.phone ?? '' });
  return (
    <>
      {flow.banner && <FormBanner tone="error">{bannerText(texts, flow.banner)}</FormBanner>}
      <p>{texts['otp.preference.intro']}</p>
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        {data === undefined ? (
          <Placeholder kind="block" lines={2} />
        ) : (
          <RadioGroupField<Channel>
            name="channel"
            label={texts['otp.preference.legend']}
            choices={channels
              .filter((option) => option === 'EMAIL' || destinations?.phone !== null)
              .map((option) => ({ value: option, label: label(option).trim() }))}
            value={channel ?? undefined}
            onChange={(value) => {
              setChannel(value);
              setMissing(false);
            }}
            errorMessage={missing ? texts['field.required'] : undefined}
          />
        )}
        <Button type="submit" isPending={flow.isPending}>
          {texts['otp.preference.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, 'login', buildFlags)}>{texts['otp.startOver']}</a>
      </p>
    </>
  );
}

function PreferenceStep({ shown, texts }: { shown: ShownRoute; texts: PasscodePreferenceTexts }) {
  if (shown.provisional) return <ChoosePasscodeChannel shown={shown} texts={texts} data={undefined} />;
  const data = loginDataOnEntry();
  return data ? (
    <ChoosePasscodeChannel shown={shown} texts={texts} data={data} />
  ) : (
    <SignInTimedOut signInPath={routePath(shown.location, 'login', buildFlags)} message={texts['otp.sessionExpired']} linkText={texts['otp.startOver']} />
  );
}

export default function SignInPasscodePreferenceScreen({ texts, locale }: { texts: PasscodePreferenceTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="login-otp-preference" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <PreferenceStep shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
