// Setting a new password with the recovery passcode (SPEC 2 reset-password, SPEC 5 password rules). In the current
// flow the page asks for the address (kept from the first step), the passcode and the new password; step by step the
// passcode was checked already and only the new password is asked for. Success leads to the sign-in page.
import { Interpolated } from '../../components/Interpolated';
import { useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { recoveryBannerText, recoveryBannerTextKeys } from '../../components/recoveryBannerText';
import { PasswordField } from '../../components/PasswordField';
import { Placeholder, TextPlaceholder } from '../../components/Placeholder';
import { Redirect } from '../../components/Redirect';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { PasscodeField } from '../../components/PasscodeField';
import { EmailField } from '../../components/EmailField';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useFormFields, type FieldErrors } from '../../components/useFormFields';
import { useRefusedField } from '../../components/useRefusedField';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import { interpolate } from '../../content/interpolate';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { newPasscodeStep, recoveryStepAccess, recoveryVariantOf, type RecoveryVariant } from '../../routes/recoverySteps';
import { validateEmail } from '../../rules/fields/email';
import { passcodeOf, validatePasscode } from '../../rules/fields/passcode';
import { confirmPassword, validatePassword } from '../../rules/fields/password';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import { leaveNotification } from '../../state/page/leaveNotification';
import type { ShownRoute } from '../../state/page/navigation';
import type { RecoveryBanner } from '../../state/recovery/recovery';
import { recoveryDataOnEntry, recoveryProgress, type RecoveryData } from '../../state/recovery/recoveryData';
import { SubmitForm } from '../../components/SubmitForm';

export const resetPasswordTextKeys = [
  ...gateTextKeys,
  'reset.intro',
  'reset.introVerified',
  'reset.submit',
  'reset.done',
  'reset.failed',
  'recovery.sent',
  'recovery.sentSms',
  'recovery.newPasscode',
  'recovery.backToSignIn',
  'user.email.label',
  'user.password.rules',
  'otp.code.label',
  'password.new.label',
  'password.confirm.label',
  'password.reused',
  'error.passcodeIncorrect',
  ...recoveryBannerTextKeys,
  'form.showPassword',
  'field.required',
  'field.invalid',
  'field.email.invalid',
  'field.passcode.invalid',
  'field.mustMatch',
  'field.passwordRulesError',
  'field.passwordCompromised',
] as const;
type ResetPasswordTexts = Pick<Texts, (typeof resetPasswordTextKeys)[number]>;

type Field = 'email' | 'passcode' | 'password' | 'confirm';
interface Entries {
  email: string;
  passcode: string;
  password: string;
  confirm: string;
}
type Banner = RecoveryBanner | 'passcodeIncorrect';

/** Step by step, the address and the checked passcode come from the earlier steps and are not asked again. */
function validatorFor(askPasscode: boolean) {
  return ({ email, passcode, password, confirm }: Entries): FieldErrors<Field> => {
    const errors: FieldErrors<Field> = {};
    if (askPasscode) {
      const emailError = validateEmail(email);
      if (emailError) errors.email = emailError;
      const passcodeError = validatePasscode(passcode);
      if (passcodeError) errors.passcode = passcodeError;
    }
    const passwordError = validatePassword(password);
    if (passwordError) errors.password = passwordError;
    const confirmError = confirmPassword(password, confirm);
    if (confirmError) errors.confirm = confirmError;
    return errors;
  };
}

function bannerText(texts: ResetPasswordTexts, banner: Banner): string {
  if (banner === 'passcodeIncorrect') return texts['error.passcodeIncorrect'];
  return recoveryBannerText(texts, banner, texts['reset.failed']);
}

function ResetForm({
  shown,
  variant,
  held,
  texts,
}: {
  shown: ShownRoute;
  variant: RecoveryVariant;
  held: RecoveryData | undefined;
  texts: ResetPasswordTexts;
}) {
  const { location } = shown;
  const askPasscode = variant === 'current';
  const validate = useMemo(() => validatorFor(askPasscode), [askPasscode]);
  const fields = useFormFields<Entries, Field>({ email: held?.email ?? '', passcode: '', password: '', confirm: '' }, validate);
  // The pre-rendered form knows no held address: once the checks end, the address the earlier step held fills the
  // e-mail field, unless the visitor has typed one meanwhile.
  const [addressTaken, setAddressTaken] = useState(held !== undefined);
  if (!addressTaken && held !== undefined) {
    setAddressTaken(true);
    if (fields.values.email === '') fields.set('email', held.email);
  }
  const refused = useRefusedField<Field>();
  const newPasscodePath = routePath(location, newPasscodeStep(variant), buildFlags);

  const set = (field: Field, value: string) => {
    fields.set(field, value);
    refused.clear(field);
  };
  const errorOf = (field: Field) => refused.messageOf(field) ?? fieldErrorText(texts, field, fields.errorOf(field));

  const flow = useSubmitFlow<Banner>({
    check: fields.check,
    send: async () => {
      const { email, passcode, password } = fields.values;
      const { resetPasswordWithPasscode } = await import('../../state/recovery/recovery');
      const result = await resetPasswordWithPasscode(
        askPasscode ? { email, passcode: passcodeOf(passcode), password } : { email: held?.email ?? email, passcode: held?.passcode ?? '', password },
        { siteId: location.siteId, locale: location.locale },
      );
      switch (result.kind) {
        case 'changed':
          leaveNotification({ id: 'password-reset', tone: 'success', message: texts['reset.done'] });
          window.location.assign(routePath(location, 'login', buildFlags));
          return { type: 'accepted' };
        case 'passcodeIncorrect':
          if (!askPasscode) return { type: 'refused', banner: 'passcodeIncorrect' };
          refused.refuse('passcode', texts['error.passcodeIncorrect']);
          return { type: 'refused', fieldErrors: true };
        case 'passwordReused':
          // Both are typed afresh: the refusal speaks under the new password, the emptied confirmation stays quiet.
          fields.reset('password', '');
          fields.reset('confirm', '');
          refused.refuse('password', texts['password.reused']);
          return { type: 'refused', fieldErrors: true };
        case 'passwordRules':
          fields.setServerErrors({ password: result.error });
          return { type: 'refused', fieldErrors: true };
        case 'banner':
          return { type: 'refused', banner: result.banner };
        case 'alerted':
          return { type: 'refused' };
      }
    },
  });

  const intro = askPasscode ? texts['reset.intro'] : <Interpolated text={texts['reset.introVerified']} values={{ email: held?.email ?? '' }} />;
  const sentText = held?.channel === 'SMS' ? texts['recovery.sentSms'] : texts['recovery.sent'];
  // Before the checks, the words that name the held address keep their place (the step nearly always has one).
  const provisional = shown.provisional === true;
  return (
    <>
      {askPasscode && provisional && (
        <TextPlaceholder>
          <FormBanner tone="info">{interpolate(texts['recovery.sent'], { email: typicalEmail })}</FormBanner>
        </TextPlaceholder>
      )}
      {askPasscode && held?.channel !== undefined && (
        <FormBanner tone="info">
          <Interpolated text={sentText} values={{ email: held.email }} />
        </FormBanner>
      )}
      {!askPasscode && provisional ? <Placeholder lines={2} /> : <p className="screen-text">{intro}</p>}
      {flow.banner && <FormBanner tone="error">{bannerText(texts, flow.banner)}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        {askPasscode && (
          <>
            <EmailField
              label={texts['user.email.label']}
              value={fields.values.email}
              onChange={(value) => set('email', value)}
              onBlur={() => fields.touch('email')}
              errorMessage={errorOf('email')}
            />
            <PasscodeField
              label={texts['otp.code.label']}
              value={fields.values.passcode}
              onChange={(value) => set('passcode', value)}
              onBlur={() => fields.touch('passcode')}
              errorMessage={errorOf('passcode')}
            />
          </>
        )}
        <PasswordField
          name="password"
          autoComplete="new-password"
          isRequired
          showLabel={texts['form.showPassword']}
          label={texts['password.new.label']}
          description={texts['user.password.rules']}
          value={fields.values.password}
          onChange={(value) => set('password', value)}
          onBlur={() => fields.touch('password')}
          errorMessage={errorOf('password')}
        />
        <PasswordField
          name="confirm"
          autoComplete="new-password"
          isRequired
          showLabel={texts['form.showPassword']}
          label={texts['password.confirm.label']}
          value={fields.values.confirm}
          onChange={(value) => set('confirm', value)}
          onBlur={() => fields.touch('confirm')}
          errorMessage={errorOf('confirm')}
        />
        <Button type="submit" isPending={flow.isPending}>
          {texts['reset.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={newPasscodePath}>{texts['recovery.newPasscode']}</a>
        <br />
        <a href={routePath(location, 'login', buildFlags)}>{texts['recovery.backToSignIn']}</a>
      </p>
    </>
  );
}

/** An address of typical length: the pre-rendered notice about the sent passcode takes the place the real one will. */
const typicalEmail = 'firstname.lastname@example.com';

function ResetPassword({ shown, held, texts }: { shown: ShownRoute; held: RecoveryData | undefined; texts: ResetPasswordTexts }) {
  const variant = recoveryVariantOf(shown.location.locale, shown.siteConfig);
  // The pre-rendered form: whether this step may show is decided once the checks end.
  if (shown.provisional) return <ResetForm shown={shown} variant={variant} held={undefined} texts={texts} />;
  const access = recoveryStepAccess(variant, 'reset-password', recoveryProgress(held));
  if (access.kind === 'redirect') return <Redirect to={routePath(shown.location, access.route, buildFlags)} />;
  return <ResetForm shown={shown} variant={variant} held={held} texts={texts} />;
}

export default function ResetPasswordScreen({ texts, locale }: { texts: ResetPasswordTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="reset-password" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <ResetPassword shown={shown} held={shown.provisional ? undefined : recoveryDataOnEntry()} texts={inForce} />}
    </RouteGate>
  );
}
