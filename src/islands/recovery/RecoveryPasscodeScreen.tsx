// The step-by-step recovery's passcode (SPEC 2 passcode): the code that went by e-mail or text message, checked
// without being spent (find-code, purpose RECOVERY); the new password follows. A wrong code is explained under it.
import { Interpolated } from '../../components/Interpolated';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { recoveryBannerText, recoveryBannerTextKeys } from '../../components/recoveryBannerText';
import { Redirect } from '../../components/Redirect';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { PasscodeField } from '../../components/PasscodeField';
import { fieldErrorText } from '../../components/fieldErrorText';
import { oneFieldRule, useFormFields } from '../../components/useFormFields';
import { useRefusedField } from '../../components/useRefusedField';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { newPasscodeStep, nextRecoveryStep, recoveryStepAccess } from '../../routes/recoverySteps';
import { passcodeOf, validatePasscode } from '../../rules/fields/passcode';
import type { Locale } from '../../site/locales';
import { Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import type { RecoveryBanner } from '../../state/recovery/recovery';
import { recoveryDataOnEntry, recoveryProgress, type RecoveryData } from '../../state/recovery/recoveryData';
import { SubmitForm } from '../../components/SubmitForm';

export const recoveryPasscodeTextKeys = [
  ...gateTextKeys,
  'recovery.sent',
  'recovery.sentSms',
  'recovery.continue',
  'recovery.failed',
  'recovery.newPasscode',
  'otp.code.label',
  'error.passcodeIncorrect',
  ...recoveryBannerTextKeys,
  'field.required',
  'field.invalid',
  'field.passcode.invalid',
] as const;
type PasscodeTexts = Pick<Texts, (typeof recoveryPasscodeTextKeys)[number]>;

type Field = 'passcode';

const validate = oneFieldRule<Field>('passcode', validatePasscode);

/**
 * The passcode form. `held` is what the earlier step left; the pre-rendered form has none yet: where the code went waits
 * in a placeholder of its size, and a send waits for the page's checks, by which time it is known.
 */
function EnterPasscode({ shown, held, texts }: { shown: ShownRoute; held: RecoveryData | undefined; texts: PasscodeTexts }) {
  const { location } = shown;
  const fields = useFormFields<{ passcode: string }, Field>({ passcode: '' }, validate);
  const refused = useRefusedField<Field>();
  const sentText = held?.channel === 'SMS' ? texts['recovery.sentSms'] : texts['recovery.sent'];

  const flow = useSubmitFlow<RecoveryBanner>({
    check: fields.check,
    send: async () => {
      if (held === undefined) return { type: 'refused' };
      const { verifyRecoveryPasscode } = await import('../../state/recovery/recoveryPasscodeCheck');
      const result = await verifyRecoveryPasscode(held, passcodeOf(fields.values.passcode), { siteId: location.siteId, locale: location.locale });
      switch (result.kind) {
        case 'verified':
          window.location.assign(routePath(location, nextRecoveryStep('stepByStep', 'passcode') ?? 'reset-password', buildFlags));
          return { type: 'accepted' };
        case 'passcodeIncorrect':
          refused.refuse('passcode', texts['error.passcodeIncorrect']);
          return { type: 'refused', fieldErrors: true };
        case 'banner':
          return { type: 'refused', banner: result.banner };
        case 'alerted':
          return { type: 'refused' };
      }
    },
  });

  return (
    <>
      {held === undefined ? (
        <Placeholder kind="block" lines={1} />
      ) : (
        <FormBanner tone="info">
          <Interpolated text={sentText} values={{ email: held.email }} />
        </FormBanner>
      )}
      {flow.banner && <FormBanner tone="error">{recoveryBannerText(texts, flow.banner, texts['recovery.failed'])}</FormBanner>}
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
          {texts['recovery.continue']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, newPasscodeStep('stepByStep'), buildFlags)}>{texts['recovery.newPasscode']}</a>
      </p>
    </>
  );
}

function Passcode({ shown, texts }: { shown: ShownRoute; texts: PasscodeTexts }) {
  if (shown.provisional) return <EnterPasscode shown={shown} held={undefined} texts={texts} />;
  // Read once per page: what the earlier step left.
  const held = recoveryDataOnEntry();
  const access = recoveryStepAccess('stepByStep', 'passcode', recoveryProgress(held));
  if (access.kind === 'redirect' || held === undefined)
    return <Redirect to={routePath(shown.location, access.kind === 'redirect' ? access.route : 'recovery', buildFlags)} />;
  return <EnterPasscode shown={shown} held={held} texts={texts} />;
}

export default function RecoveryPasscodeScreen({ texts, locale }: { texts: PasscodeTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="passcode" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <Passcode shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
