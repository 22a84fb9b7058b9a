// The first recovery step (SPEC 2 recovery): the account's e-mail address. In the current flow the passcode is sent at
// once and the reset page follows; step by step, the destination of the passcode is chosen next. Either way nothing
// tells whether the address has an account.
import { useReducer } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { EmailField } from '../../components/EmailField';
import { useSiteCaptcha } from '../../components/useCaptcha';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { oneFieldRule, useFormFields } from '../../components/useFormFields';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { nextRecoveryStep, recoveryVariantOf } from '../../routes/recoverySteps';
import { validateEmail } from '../../rules/fields/email';
import { buildFlags } from '../../site/buildFlags';
import { formTransition, initialFormState } from '../../state/page/formFlow';
import type { ShownRoute } from '../../state/page/navigation';
import { holdRecoveryEmail, requestRecoveryPasscode, type RecoveryBanner } from '../../state/recovery/recovery';
import { readRecoveryData } from '../../state/recovery/recoveryData';
import { SubmitForm } from '../../components/SubmitForm';

export const recoveryTextKeys = [
  ...gateTextKeys,
  'recovery.intro',
  'recovery.submit',
  'recovery.continue',
  'recovery.failed',
  'recovery.backToSignIn',
  'user.email.label',
  'login.captchaInvalid',
  'captcha.label',
  'field.required',
  'field.invalid',
  'field.email.invalid',
] as const;
type RecoveryTexts = Pick<Texts, (typeof recoveryTextKeys)[number]>;

type Field = 'email';

const validate = oneFieldRule<Field>('email', validateEmail);

function Recovery({ shown, texts }: { shown: ShownRoute; texts: RecoveryTexts }) {
  const { location, siteConfig } = shown;
  const variant = recoveryVariantOf(location.locale, siteConfig);
  const [state, dispatch] = useReducer(formTransition<RecoveryBanner>, undefined, initialFormState<RecoveryBanner>);
  // Back from a later step, the address typed before is kept.
  const fields = useFormFields<{ email: string }, Field>(() => ({ email: readRecoveryData(Date.now())?.email ?? '' }), validate);
  const formRef = useFocusFirstInvalid(state.step === 'editing' ? state.attempt : 0);
  // The step-by-step flow sends the passcode on its preference page, so the captcha is there.
  const captcha = useSiteCaptcha(variant === 'stepByStep' ? undefined : siteConfig, texts['captcha.label']);
  const next = routePath(location, nextRecoveryStep(variant, 'recovery') ?? 'reset-password', buildFlags);

  async function submit() {
    if (state.step !== 'editing') return;
    if (!fields.check()) {
      dispatch({ type: 'invalid' });
      return;
    }
    dispatch({ type: 'submit' });
    if (variant === 'stepByStep') {
      holdRecoveryEmail(fields.values.email);
    } else {
      const captchaToken = await captcha.token();
      const result = await requestRecoveryPasscode({ email: fields.values.email }, { siteId: location.siteId, locale: location.locale, captchaToken });
      if (result.kind !== 'sent') {
        dispatch({ type: 'refused', banner: result.kind === 'banner' ? result.banner : undefined });
        return;
      }
    }
    dispatch({ type: 'accepted' });
    window.location.assign(next);
  }

  return (
    <>
      <p className="screen-text">{texts['recovery.intro']}</p>
      {state.step === 'editing' && state.banner && (
        <FormBanner tone="error">{state.banner === 'captchaInvalid' ? texts['login.captchaInvalid'] : texts['recovery.failed']}</FormBanner>
      )}
      <SubmitForm ref={formRef} onSubmit={submit}>
        <EmailField
          label={texts['user.email.label']}
          value={fields.values.email}
          onChange={(value) => fields.set('email', value)}
          onBlur={() => fields.touch('email')}
          errorMessage={fieldErrorText(texts, 'email', fields.errorOf('email'))}
        />
        {captcha.element}
        <Button type="submit" isPending={state.step !== 'editing'}>
          {variant === 'stepByStep' ? texts['recovery.continue'] : texts['recovery.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, 'login', buildFlags)}>{texts['recovery.backToSignIn']}</a>
      </p>
    </>
  );
}

export default function RecoveryScreen({ texts }: { texts: RecoveryTexts }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="recovery" flags={buildFlags} texts={texts}>
      {(shown) => <Recovery shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
