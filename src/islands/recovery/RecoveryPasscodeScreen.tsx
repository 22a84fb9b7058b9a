// The step-by-step recovery's passcode (SPEC 2 passcode): the code that went by e-mail or text message, checked
// without being spent (find-code, purpose RECOVERY); the new password follows. A wrong code is explained under it.
import { useReducer, useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { Redirect } from '../../components/Redirect';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { PasscodeField } from '../../components/PasscodeField';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { oneFieldRule, useFormFields } from '../../components/useFormFields';
import { useRefusedField } from '../../components/useRefusedField';
import { useTexts } from '../../components/useTexts';
import { interpolate } from '../../content/interpolate';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { newPasscodeStep, nextRecoveryStep, recoveryStepAccess } from '../../routes/recoverySteps';
import { passcodeOf, validatePasscode } from '../../rules/fields/passcode';
import { buildFlags } from '../../site/buildFlags';
import { formTransition, initialFormState } from '../../state/page/formFlow';
import type { ShownRoute } from '../../state/page/navigation';
import type { RecoveryBanner } from '../../state/recovery/recovery';
import { verifyRecoveryPasscode } from '../../state/recovery/recoveryPasscodeCheck';
import { readRecoveryData, recoveryProgress, type RecoveryData } from '../../state/recovery/recoveryData';
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
  'login.captchaInvalid',
  'field.required',
  'field.invalid',
  'field.passcode.invalid',
] as const;
type PasscodeTexts = Pick<Texts, (typeof recoveryPasscodeTextKeys)[number]>;

type Field = 'passcode';

const validate = oneFieldRule<Field>('passcode', validatePasscode);

function EnterPasscode({ shown, held, texts }: { shown: ShownRoute; held: RecoveryData; texts: PasscodeTexts }) {
  const { location } = shown;
  const [state, dispatch] = useReducer(formTransition<RecoveryBanner>, undefined, initialFormState<RecoveryBanner>);
  const fields = useFormFields<{ passcode: string }, Field>({ passcode: '' }, validate);
  const refused = useRefusedField<Field>();
  const formRef = useFocusFirstInvalid(state.step === 'editing' ? state.attempt + refused.count : 0);
  const sentText = held.channel === 'SMS' ? texts['recovery.sentSms'] : texts['recovery.sent'];

  async function submit() {
    if (state.step !== 'editing') return;
    if (!fields.check()) {
      dispatch({ type: 'invalid' });
      return;
    }
    dispatch({ type: 'submit' });
    const result = await verifyRecoveryPasscode(held, passcodeOf(fields.values.passcode), { siteId: location.siteId, locale: location.locale });
    if (result.kind === 'verified') {
      dispatch({ type: 'accepted' });
      window.location.assign(routePath(location, nextRecoveryStep('stepByStep', 'passcode') ?? 'reset-password', buildFlags));
      return;
    }
    if (result.kind === 'passcodeIncorrect') refused.refuse('passcode', texts['error.passcodeIncorrect']);
    dispatch({ type: 'refused', banner: result.kind === 'banner' ? result.banner : undefined });
  }

  return (
    <>
      <FormBanner tone="info">{interpolate(sentText, { email: held.email })}</FormBanner>
      {state.step === 'editing' && state.banner && (
        <FormBanner tone="error">{state.banner === 'captchaInvalid' ? texts['login.captchaInvalid'] : texts['recovery.failed']}</FormBanner>
      )}
      <SubmitForm ref={formRef} onSubmit={submit}>
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
        <Button type="submit" isPending={state.step !== 'editing'}>
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
  // Read once, on the first render: what the earlier step left, as of now.
  const [held] = useState(() => readRecoveryData(Date.now()));
  const access = recoveryStepAccess('stepByStep', 'passcode', recoveryProgress(held));
  if (access.kind === 'redirect' || held === undefined) return <Redirect to={routePath(shown.location, access.kind === 'redirect' ? access.route : 'recovery', buildFlags)} />;
  return <EnterPasscode shown={shown} held={held} texts={texts} />;
}

export default function RecoveryPasscodeScreen({ texts }: { texts: PasscodeTexts }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="passcode" flags={buildFlags} texts={texts}>
      {(shown) => <Passcode shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
