// Changing the password while signed in (SPEC 2 password, SPEC 5 password rules, SPEC 8): the current password, the
// new one with its rules, and its confirmation. A wrong current password is explained under its field without
// signing out; success keeps this session on its new tokens and shows the profile with the password-updated banner.
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FormBanner } from '../../components/FormBanner';
import { PasswordField } from '../../components/PasswordField';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useFormFields, type FieldErrors } from '../../components/useFormFields';
import { useRefusedField } from '../../components/useRefusedField';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import { countedText } from '../../content/pluralText';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { fieldError } from '../../rules/fields/fieldErrors';
import { confirmPassword, validatePassword } from '../../rules/fields/password';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { SubmitForm } from '../../components/SubmitForm';

export const passwordTextKeys = [
  ...gateTextKeys,
  'password.current.label',
  'password.new.label',
  'password.confirm.label',
  'password.submit',
  'password.cancel',
  'password.failed',
  'password.reused',
  'user.password.rules',
  'error.currentPasswordIncorrect',
  'login.userLocked',
  'form.showPassword',
  'field.required',
  'field.mustMatch',
  'field.passwordRulesError',
  'field.passwordCompromised',
  'password.revokeDevices',
] as const;
type PasswordTexts = Pick<Texts, (typeof passwordTextKeys)[number]>;

type Field = 'currentPassword' | 'newPassword' | 'confirm';
interface Entries {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
type Banner = { id: 'userLocked'; minutes: number } | { id: 'failed' };

function validate({ currentPassword, newPassword, confirm }: Entries): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (currentPassword === '') errors.currentPassword = fieldError('required');
  const newError = validatePassword(newPassword);
  if (newError) errors.newPassword = newError;
  const confirmError = confirmPassword(newPassword, confirm);
  if (confirmError) errors.confirm = confirmError;
  return errors;
}

const passwordFields = [
  { field: 'currentPassword', label: 'password.current.label', autoComplete: 'current-password', described: false },
  { field: 'newPassword', label: 'password.new.label', autoComplete: 'new-password', described: true },
  { field: 'confirm', label: 'password.confirm.label', autoComplete: 'new-password', described: false },
] as const satisfies readonly { field: Field; label: keyof PasswordTexts; autoComplete: string; described: boolean }[];

/** The new password's rule errors use the shared wording (`field.passwordRulesError`). */
const textField = (field: Field) => (field === 'newPassword' ? 'password' : field);

function ChangePassword({ shown, texts }: { shown: ShownRoute; texts: PasswordTexts }) {
  const { location } = shown;
  const fields = useFormFields<Entries, Field>({ currentPassword: '', newPassword: '', confirm: '' }, validate);
  const refused = useRefusedField<Field>();
  // Issue 17: a new password offers to make every trusted device ask for the passcode again; on unless unticked.
  const [revokeDevices, setRevokeDevices] = useState(true);
  const profilePath = routePath(location, 'profile', buildFlags);

  const set = (field: Field, value: string) => {
    fields.set(field, value);
    refused.clear(field);
  };
  const errorOf = (field: Field) => refused.messageOf(field) ?? fieldErrorText(texts, textField(field), fields.errorOf(field));

  const flow = useSubmitFlow<Banner>({
    check: fields.check,
    send: async () => {
      const { changeOwnPassword } = await import('../../state/account/passwordChange');
      const result = await changeOwnPassword({
        currentPassword: fields.values.currentPassword,
        newPassword: fields.values.newPassword,
        revokeTrustedDevices: revokeDevices,
      });
      switch (result.kind) {
        case 'changed':
          // SPEC 2: editPw on the profile shows the password-update-success notification.
          window.location.assign(`${profilePath}?editPw=true`);
          return { type: 'accepted' };
        case 'currentPasswordIncorrect':
          fields.reset('currentPassword', '');
          refused.refuse('currentPassword', texts['error.currentPasswordIncorrect']);
          return { type: 'refused', fieldErrors: true };
        case 'passwordReused':
          // Both are typed afresh: the refusal speaks under the new password, the emptied confirmation stays quiet.
          fields.reset('newPassword', '');
          fields.reset('confirm', '');
          refused.refuse('newPassword', texts['password.reused']);
          return { type: 'refused', fieldErrors: true };
        case 'passwordRules':
          fields.setServerErrors({ newPassword: result.error });
          return { type: 'refused', fieldErrors: true };
        case 'banner':
          return { type: 'refused', banner: result.banner === 'userLocked' ? { id: 'userLocked', minutes: result.minutes } : { id: 'failed' } };
        case 'alerted':
          return { type: 'refused' };
      }
    },
  });

  const banner = flow.banner;
  return (
    <>
      {banner && (
        <FormBanner tone="error">
          {banner.id === 'userLocked' ? countedText(texts['login.userLocked'], banner.minutes, { minutes: banner.minutes }) : texts['password.failed']}
        </FormBanner>
      )}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        {passwordFields.map(({ field, label, autoComplete, described }) => (
          <PasswordField
            key={field}
            name={field}
            autoComplete={autoComplete}
            isRequired
            showLabel={texts['form.showPassword']}
            label={texts[label]}
            {...(described ? { description: texts['user.password.rules'] } : {})}
            value={fields.values[field]}
            onChange={(value) => set(field, value)}
            onBlur={() => fields.touch(field)}
            errorMessage={errorOf(field)}
          />
        ))}
        <Checkbox name="revokeTrustedDevices" isSelected={revokeDevices} onChange={setRevokeDevices}>
          {texts['password.revokeDevices']}
        </Checkbox>
        <p className="form-actions">
          <Button type="submit" isPending={flow.isPending}>
            {texts['password.submit']}
          </Button>
          <a className="button" data-variant="secondary" href={profilePath}>
            {texts['password.cancel']}
          </a>
        </p>
      </SubmitForm>
    </>
  );
}

/** The profile tells whether the user signs in with a portal password (the portalPassword guard). */
const resolvers = async () => ({ profile: (await import('../../state/page/routeResolvers')).profileResolver });

export default function PasswordScreen({ texts, locale }: { texts: PasswordTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="password"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder fields={4} /> }}
      resolvers={resolvers}
    >
      {(shown) => <ChangePassword shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
