// The step-by-step recovery's choice of where the passcode goes (SPEC 2 passcode-preference): by e-mail, or by text
// message to the account's mobile number (the gateway falls back to e-mail for an account without one). The choice is
// offered the same for every address, so it tells nothing about accounts.
import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { recoveryBannerText, recoveryBannerTextKeys } from '../../components/recoveryBannerText';
import { RadioGroupField } from '../../components/RadioGroupField';
import { Redirect } from '../../components/Redirect';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { captchaTextKeys, useSiteCaptcha } from '../../components/useCaptcha';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import { interpolate } from '../../content/interpolate';
import type { Texts } from '../../content/textKeys';
import type { PasscodeChannel } from '../../api/contracts/auth';
import { routePath } from '../../routes/location';
import { nextRecoveryStep, recoveryStepAccess } from '../../routes/recoverySteps';
import type { Locale } from '../../site/locales';
import { Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import type { RecoveryBanner } from '../../state/recovery/recovery';
import { recoveryDataOnEntry, recoveryProgress, type RecoveryData } from '../../state/recovery/recoveryData';
import { SubmitForm } from '../../components/SubmitForm';

export const recoveryPasscodePreferenceTextKeys = [
  ...gateTextKeys,
  'recovery.preference.intro',
  'recovery.preference.legend',
  'recovery.preference.email',
  'recovery.preference.sms',
  'recovery.preference.smsNote',
  'recovery.submit',
  'recovery.failed',
  'recovery.otherEmail',
  ...recoveryBannerTextKeys,
  ...captchaTextKeys,
] as const;
type PasscodePreferenceTexts = Pick<Texts, (typeof recoveryPasscodePreferenceTextKeys)[number]>;

/**
 * The choice of where the passcode goes. `held` is what the first step left; the pre-rendered form has none yet: the
 * sentence naming the address waits in a placeholder of its size, and a send waits for the page's checks.
 */
function ChoosePreference({ shown, held, texts }: { shown: ShownRoute; held: RecoveryData | undefined; texts: PasscodePreferenceTexts }) {
  const { location, siteConfig } = shown;
  const captcha = useSiteCaptcha(siteConfig, texts);
  // The channel chosen before (back from the passcode step) stands until the visitor chooses again.
  const [chosen, setChannel] = useState<PasscodeChannel | undefined>(undefined);
  const channel = chosen ?? held?.channel ?? 'EMAIL';

  const flow = useSubmitFlow<RecoveryBanner>({
    check: captcha.check,
    send: async () => {
      if (held === undefined) return { type: 'refused' };
      const [captchaToken, { requestRecoveryPasscode }] = await Promise.all([captcha.token(), import('../../state/recovery/recovery')]);
      const result = await requestRecoveryPasscode({ email: held.email, channel }, { siteId: location.siteId, locale: location.locale, captchaToken });
      if (result.kind !== 'sent') return { type: 'refused', banner: result.kind === 'banner' ? result.banner : undefined };
      window.location.assign(routePath(location, nextRecoveryStep('stepByStep', 'passcode-preference') ?? 'passcode', buildFlags));
      return { type: 'accepted' };
    },
  });

  return (
    <>
      {held === undefined ? <Placeholder lines={2} /> : <p className="screen-text">{interpolate(texts['recovery.preference.intro'], { email: held.email })}</p>}
      {flow.banner && <FormBanner tone="error">{recoveryBannerText(texts, flow.banner, texts['recovery.failed'])}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <RadioGroupField<PasscodeChannel>
          name="channel"
          label={texts['recovery.preference.legend']}
          description={texts['recovery.preference.smsNote']}
          choices={[
            { value: 'EMAIL', label: texts['recovery.preference.email'] },
            { value: 'SMS', label: texts['recovery.preference.sms'] },
          ]}
          value={channel}
          onChange={setChannel}
          isDisabled={flow.isPending}
        />
        {captcha.element}
        <Button type="submit" isPending={flow.isPending}>
          {texts['recovery.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, 'recovery', buildFlags)}>{texts['recovery.otherEmail']}</a>
      </p>
    </>
  );
}

function PasscodePreference({ shown, texts }: { shown: ShownRoute; texts: PasscodePreferenceTexts }) {
  if (shown.provisional) return <ChoosePreference shown={shown} held={undefined} texts={texts} />;
  // Read once per page: what the earlier step left.
  const held = recoveryDataOnEntry();
  const access = recoveryStepAccess('stepByStep', 'passcode-preference', recoveryProgress(held));
  if (access.kind === 'redirect' || held === undefined)
    return <Redirect to={routePath(shown.location, access.kind === 'redirect' ? access.route : 'recovery', buildFlags)} />;
  return <ChoosePreference shown={shown} held={held} texts={texts} />;
}

export default function RecoveryPasscodePreferenceScreen({ texts, locale }: { texts: PasscodePreferenceTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="passcode-preference" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <PasscodePreference shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
