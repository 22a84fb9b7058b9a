// The signed-in check's choice of where the code goes (SPEC 2 otp-check-preference): the account's masked e-mail, or
// its masked mobile number when it has one; the code page follows.
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RadioGroupField, type RadioChoice } from '../../components/RadioGroupField';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { useFormFields } from '../../components/useFormFields';
import { useTexts } from '../../components/useTexts';
import { checkBannerText } from '../../components/account/checkBannerText';
import { interpolate } from '../../content/interpolate';
import type { Texts } from '../../content/textKeys';
import type { PasscodeChannel } from '../../api/contracts/auth';
import { routePath } from '../../routes/location';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { CheckBanner, CheckFailure } from '../../state/account/checkBanner';
import { whileLoading } from '../../state/page/loading';
import type { ShownRoute } from '../../state/page/navigation';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';

export const checkPreferenceTextKeys = [
  ...gateTextKeys,
  'otp.preference.intro',
  'otp.preference.legend',
  'otp.preference.email',
  'otp.preference.sms',
  'otp.preference.submit',
  'check.tooManyCodes',
  'error.tooManyAttempts',
  'check.failed',
  'login.deviceLocked',
] as const;
type CheckPreferenceTexts = Pick<Texts, (typeof checkPreferenceTextKeys)[number]>;

type Destinations = { email: string; phone: string | null; preferredChannel: PasscodeChannel | null };

function ChooseDestination({ shown, destinations, texts }: { shown: ShownRoute; destinations: Destinations; texts: CheckPreferenceTexts }) {
  const { location } = shown;
  // The channel the cardholder chose on the security page comes pre-selected (issue 17, part 3).
  const fields = useFormFields<{ channel: PasscodeChannel }, never>({ channel: destinations.preferredChannel ?? 'EMAIL' }, () => ({}));
  const choices: RadioChoice<PasscodeChannel>[] = [
    { value: 'EMAIL', label: interpolate(texts['otp.preference.email'], { destination: destinations.email }) },
    ...(destinations.phone === null ? [] : [{ value: 'SMS' as const, label: interpolate(texts['otp.preference.sms'], { destination: destinations.phone }) }]),
  ];

  const flow = useSubmitFlow<CheckBanner>({
    send: async () => {
      const { sendCheckCode } = await import('../../state/account/checkCode');
      const result = await sendCheckCode(fields.values.channel, 'otp-check-preference');
      if (result.kind !== 'sent') return { type: 'refused', banner: result.kind === 'banner' ? result.banner : undefined };
      window.location.assign(routePath(location, 'otp-check-passcode', buildFlags));
      return { type: 'accepted' };
    },
  });

  return (
    <>
      <p className="screen-text">{texts['otp.preference.intro']}</p>
      {flow.banner && <FormBanner tone="error">{checkBannerText(texts, flow.banner)}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <RadioGroupField<PasscodeChannel>
          name="channel"
          label={texts['otp.preference.legend']}
          choices={choices}
          value={fields.values.channel}
          onChange={(channel) => fields.set('channel', channel)}
          isDisabled={flow.isPending}
        />
        <Button type="submit" isPending={flow.isPending}>
          {texts['otp.preference.submit']}
        </Button>
      </SubmitForm>
    </>
  );
}

function CheckPreference({ shown, texts }: { shown: ShownRoute; texts: CheckPreferenceTexts }) {
  const [loaded, setLoaded] = useState<Destinations | CheckFailure | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void whileLoading(async () => (await import('../../state/account/checkCode')).loadCheckDestinations(shown.location.siteId)).then((result) => {
      if (active) setLoaded(result.kind === 'loaded' ? { email: result.email, phone: result.phone, preferredChannel: result.preferredChannel } : result);
    });
    return () => {
      active = false;
    };
  }, [shown.location.siteId]);
  if (loaded === undefined) return null;
  if ('kind' in loaded) return loaded.kind === 'banner' ? <FormBanner tone="error">{checkBannerText(texts, loaded.banner)}</FormBanner> : null;
  return <ChooseDestination shown={shown} destinations={loaded} texts={texts} />;
}

export default function CheckPreferenceScreen({ texts, locale }: { texts: CheckPreferenceTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="otp-check-preference"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<p className="screen-text">{inForce['otp.preference.intro']}</p>} fields={2} /> }}
    >
      {(shown) => <CheckPreference shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
