// The signed-in check's code (SPEC 2 otp-check-passcode): the code sent to the chosen destination. A passed check holds
// for 15 minutes (otp_expiry) and leads to where the user was headed (the stored return URL, else the profile). A new
// code is asked for on the choice page, which sends one to the destination chosen there. SPEC 8: the error catalogue
// skips this page, so every failure is explained here, with its reference id.
import { Interpolated } from '../../components/Interpolated';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { Redirect } from '../../components/Redirect';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { PasscodeField } from '../../components/PasscodeField';
import { checkBannerText } from '../../components/account/checkBannerText';
import { fieldErrorText } from '../../components/fieldErrorText';
import { oneFieldRule, useFormFields } from '../../components/useFormFields';
import { useRefusedField } from '../../components/useRefusedField';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { passcodeOf, validatePasscode } from '../../rules/fields/passcode';
import type { Locale } from '../../site/locales';
import { FormPlaceholder, Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { CheckBanner } from '../../state/account/checkBanner';
import { readCheckCodeData, type CheckCodeData } from '../../state/account/checkCodeData';
import type { ShownRoute } from '../../state/page/navigation';
import { goOnToStoredReturnUrl } from '../../state/page/storedReturnUrl';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';

export const checkPasscodeTextKeys = [
  ...gateTextKeys,
  'otp.code.label',
  'otp.code.sent',
  'otp.submit',
  'otp.expired',
  'error.passcodeIncorrect',
  'check.tooManyCodes',
  'error.tooManyAttempts',
  'check.failed',
  'check.otherWay',
  'login.deviceLocked',
  'field.required',
  'field.invalid',
  'field.passcode.invalid',
] as const;
type CheckPasscodeTexts = Pick<Texts, (typeof checkPasscodeTextKeys)[number]>;

type Field = 'passcode';

const validate = oneFieldRule<Field>('passcode', validatePasscode);

function EnterCheckCode({ shown, held, texts }: { shown: ShownRoute; held: CheckCodeData; texts: CheckPasscodeTexts }) {
  const { location } = shown;
  const fields = useFormFields<{ passcode: string }, Field>({ passcode: '' }, validate);
  const refused = useRefusedField<Field>();

  const flow = useSubmitFlow<CheckBanner>({
    check: fields.check,
    send: async () => {
      const { verifyCheckCode } = await import('../../state/account/checkCodeVerify');
      const result = await verifyCheckCode(passcodeOf(fields.values.passcode));
      switch (result.kind) {
        case 'verified': {
          goOnToStoredReturnUrl(location);
          return { type: 'accepted' };
        }
        case 'incorrect':
        case 'expired':
          refused.refuse('passcode', result.kind === 'incorrect' ? texts['error.passcodeIncorrect'] : texts['otp.expired']);
          return { type: 'refused', fieldErrors: true };
        case 'banner':
          return { type: 'refused', banner: result.banner };
        case 'alerted':
          return { type: 'refused' };
      }
    },
  });

  const banner = flow.banner;
  return (
    <>
      <p className="screen-text">
        <Interpolated text={texts['otp.code.sent']} values={{ destination: held.destination }} />
      </p>
      {banner && <FormBanner tone="error">{checkBannerText(texts, banner)}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <PasscodeField
          label={texts['otp.code.label']}
          value={fields.values.passcode}
          onChange={(value) => {
            fields.set('passcode', value);
            refused.clear('passcode');
          }}
          onBlur={() => fields.touch('passcode')}
          errorMessage={refused.messageOf('passcode') ?? fieldErrorText(texts, 'passcode', fields.errorOf('passcode'))}
        />
        <Button type="submit" isPending={flow.isPending}>
          {texts['otp.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, 'otp-check-preference', buildFlags)}>{texts['check.otherWay']}</a>
      </p>
    </>
  );
}

function CheckPasscode({ shown, texts }: { shown: ShownRoute; texts: CheckPasscodeTexts }) {
  // Read once, on the first render: what the earlier step left, as of now.
  const [held] = useState(() => readCheckCodeData(Date.now()));
  if (held === undefined) return <Redirect to={routePath(shown.location, 'otp-check-preference', buildFlags)} />;
  return <EnterCheckCode shown={shown} held={held} texts={texts} />;
}

export default function CheckPasscodeScreen({ texts, locale }: { texts: CheckPasscodeTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="otp-check-passcode"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<Placeholder lines={2} />} /> }}
    >
      {(shown) => <CheckPasscode shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
