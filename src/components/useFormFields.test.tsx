// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fieldError } from '../rules/fields/fieldErrors';
import { Button } from './Button';
import { FormBanner } from './FormBanner';
import { SubmitForm } from './SubmitForm';
import { TextField } from './TextField';
import { useFormFields, type FieldErrors } from './useFormFields';
import { $routeShown } from '../state/page/routeShown';
import { useSubmitFlow } from './useSubmitFlow';

// The route's checks have ended (RouteGate), unless a test says otherwise.
beforeEach(() => $routeShown.set(true));
afterEach(cleanup);

type Field = 'email' | 'password';
type Entries = Record<Field, string>;

const validate = ({ email, password }: Entries): FieldErrors<Field> => ({
  ...(email.includes('@') ? {} : { email: fieldError('error') }),
  ...(password === '' ? { password: fieldError('required') } : {}),
});

/** A sign-in form as the screen writes it: every send is refused, and the password is cleared to be typed afresh. */
function SignInForm() {
  const fields = useFormFields<Entries, Field>({ email: 'ada@example.com', password: 'Wrong-Passw0rd!' }, validate);
  const flow = useSubmitFlow<'badCredentials'>({
    check: fields.check,
    send: () => {
      fields.reset('password', '');
      return Promise.resolve({ type: 'refused', banner: 'badCredentials' });
    },
  });
  return (
    <>
      {flow.banner && <FormBanner tone="error">Oops that wasn't the right combination.</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        {(['email', 'password'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'email' ? 'E-mail' : 'Password'}
            value={fields.values[field]}
            onChange={(value) => fields.set(field, value)}
            onBlur={() => fields.touch(field)}
            errorMessage={fields.errorOf(field)?.id}
          />
        ))}
        <Button type="submit" isPending={flow.isPending}>
          Sign in
        </Button>
      </SubmitForm>
    </>
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const signIn = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

describe('a field the screen cleared after a refusal (SPEC 5 "Form widgets": errors show when touched and invalid)', () => {
  it('shows no error of its own: the banner alone says what went wrong', async () => {
    render(<SignInForm />);
    await signIn();
    expect(screen.getByRole('alert').textContent).toBe("Oops that wasn't the right combination.");
    expect((field('Password') as HTMLInputElement).value).toBe('');
    expect(field('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the other fields touched by the send, so their mistakes still show', async () => {
    render(<SignInForm />);
    await signIn();
    fireEvent.change(field('E-mail'), { target: { value: 'ada' } });
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows its error again once the user leaves it empty', async () => {
    render(<SignInForm />);
    await signIn();
    fireEvent.blur(field('Password'));
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows its error again once the user changes it', async () => {
    render(<SignInForm />);
    await signIn();
    fireEvent.change(field('Password'), { target: { value: 'x' } });
    fireEvent.change(field('Password'), { target: { value: '' } });
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows its error again when the form is sent again, and moves focus to it', async () => {
    render(<SignInForm />);
    await signIn();
    await signIn();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Password'));
  });
});
