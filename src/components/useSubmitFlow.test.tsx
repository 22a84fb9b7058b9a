// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../rules/fields/fieldErrors';
import { Button } from './Button';
import { FormBanner } from './FormBanner';
import { SubmitForm } from './SubmitForm';
import { TextField } from './TextField';
import { useFormFields, type FieldErrors } from './useFormFields';
import { $routeShown } from '../state/page/routeShown';
import { useSubmitFlow, type SubmitOutcome } from './useSubmitFlow';

// The route's checks have ended (RouteGate), unless a test says otherwise.
beforeEach(() => $routeShown.set(true));
afterEach(cleanup);

type Field = 'name' | 'email';
type Entries = Record<Field, string>;

const validate = ({ name, email }: Entries): FieldErrors<Field> => ({
  ...(name === '' ? { name: fieldError('required') } : {}),
  ...(email === '' ? { email: fieldError('required') } : {}),
});

/** A form as a screen writes it: its fields, its call, and its outcome mapping. */
function NewsletterForm({ send, heldErrors }: { send: (values: Entries) => Promise<'sent' | 'refused' | 'emailTaken'>; heldErrors?: FieldErrors<Field> }) {
  const fields = useFormFields<Entries, Field>({ name: 'Ada', email: 'ada@example' }, validate, heldErrors);
  const flow = useSubmitFlow<'failed'>({
    check: fields.check,
    refusedBefore: heldErrors !== undefined,
    send: async (): Promise<SubmitOutcome<'failed'>> => {
      const result = await send(fields.values);
      if (result === 'sent') return { type: 'accepted' };
      if (result === 'emailTaken') {
        fields.setServerErrors({ email: fieldError('error') });
        return { type: 'refused', fieldErrors: true };
      }
      return { type: 'refused', banner: 'failed' };
    },
  });
  return (
    <>
      {flow.banner && <FormBanner tone="error">We could not sign you up.</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        {(['name', 'email'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'name' ? 'Name' : 'E-mail'}
            value={fields.values[field]}
            onChange={(value) => fields.set(field, value)}
            errorMessage={fields.errorOf(field)?.id}
          />
        ))}
        <Button type="submit" isPending={flow.isPending}>
          Sign up
        </Button>
      </SubmitForm>
    </>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: 'Sign up' });

describe('the submit of every form (SPEC 5 "Form widgets", SPEC 8)', () => {
  it('sends nothing while the form has mistakes, and moves focus to the first invalid field', () => {
    const send = vi.fn(() => Promise.resolve('sent' as const));
    render(<NewsletterForm send={send} />);
    type('Name', '');
    fireEvent.click(submitButton());
    expect(send).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
  });

  it('sends one request on a double submit, and announces the send as pending', async () => {
    const answer = deferred<'sent'>();
    const send = vi.fn(() => answer.promise);
    render(<NewsletterForm send={send} />);
    type('Name', 'Ada');
    type('E-mail', 'ada@example.com');
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    fireEvent.submit(submitButton().closest('form') ?? document.body);
    expect(send).toHaveBeenCalledTimes(1);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer.resolve('sent'));
    fireEvent.click(submitButton());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('holds a press made before the page’s checks end, pending, and sends it once they end', async () => {
    $routeShown.set(false);
    const send = vi.fn(() => Promise.resolve('sent' as const));
    render(<NewsletterForm send={send} />);
    type('E-mail', 'ada@example.com');
    fireEvent.click(submitButton());
    expect(send).not.toHaveBeenCalled();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await act(async () => $routeShown.set(true));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
  });

  it('shows the banner of a refused send and lets the form be sent again', async () => {
    const send = vi.fn(() => Promise.resolve('refused' as const));
    render(<NewsletterForm send={send} />);
    type('Name', 'Ada');
    type('E-mail', 'ada@example.com');
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByText('We could not sign you up.')).toBeTruthy();
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
    await act(async () => fireEvent.click(submitButton()));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('puts the gateway’s field errors on the same fields and moves focus to the first', async () => {
    render(<NewsletterForm send={() => Promise.resolve('emailTaken')} />);
    type('Name', 'Ada');
    type('E-mail', 'ada@example.com');
    await act(async () => fireEvent.click(submitButton()));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('error');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('We could not sign you up.')).toBeNull();
  });

  it('opens on the field errors found before, with focus on the first', () => {
    render(<NewsletterForm send={() => Promise.resolve('sent')} heldErrors={{ email: fieldError('error') }} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });
});
