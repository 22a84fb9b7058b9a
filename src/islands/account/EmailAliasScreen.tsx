// Adding a sign-in e-mail address (SPEC 7 user-mgmt/user/alias): a second address the cardholder signs in with on this
// site, the account and the address messages go to unchanged. The account's own address is refused before any call;
// another account's is refused under the field; after success the form is emptied for one more.
import { useState } from 'react';
import { Button } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { FormBanner } from '../../components/FormBanner';
import { Interpolated } from '../../components/Interpolated';
import { FormPlaceholder, Placeholder } from '../../components/Placeholder';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { SubmitForm } from '../../components/SubmitForm';
import { fieldErrorText } from '../../components/fieldErrorText';
import { oneFieldRule, useFormFields } from '../../components/useFormFields';
import { useRefusedField } from '../../components/useRefusedField';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { validateEmail } from '../../rules/fields/email';
import { buildFlags } from '../../site/buildFlags';
import type { Locale } from '../../site/locales';
import type { ShownRoute } from '../../state/page/navigation';

export const emailAliasTextKeys = [
  ...gateTextKeys,
  'emailAlias.intro',
  'emailAlias.label',
  'emailAlias.submit',
  'emailAlias.added',
  'emailAlias.same',
  'emailAlias.taken',
  'emailAlias.failed',
  'account.backToProfile',
  'field.required',
  'field.invalid',
  'field.email.invalid',
] as const;
type EmailAliasTexts = Pick<Texts, (typeof emailAliasTextKeys)[number]>;

type Field = 'alias';
const validate = oneFieldRule<Field>('alias', validateEmail);
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function EmailAlias({ shown, texts }: { shown: ShownRoute; texts: EmailAliasTexts }) {
  const { location } = shown;
  const accountEmail = shown.data.profile?.email ?? '';
  const fields = useFormFields<{ alias: string }, Field>({ alias: '' }, validate);
  const refused = useRefusedField<Field>();
  const [added, setAdded] = useState<string | undefined>(undefined);

  const flow = useSubmitFlow<'failed'>({
    check: () => {
      if (!fields.check()) return false;
      if (accountEmail === '' || !sameAddress(fields.values.alias, accountEmail)) return true;
      refused.refuse('alias', texts['emailAlias.same']);
      return false;
    },
    send: async () => {
      setAdded(undefined);
      const { addEmailAlias } = await import('../../state/account/emailAlias');
      const result = await addEmailAlias(fields.values.alias);
      switch (result.kind) {
        case 'added':
          setAdded(result.alias);
          fields.reset('alias', '');
          return { type: 'acceptedAgain' };
        case 'taken':
          refused.refuse('alias', texts['emailAlias.taken']);
          return { type: 'refused', fieldErrors: true };
        case 'invalid':
          fields.setServerErrors({ alias: result.error });
          return { type: 'refused', fieldErrors: true };
        case 'failed':
          return { type: 'refused', banner: 'failed' };
        case 'alerted':
          return { type: 'refused' };
      }
    },
  });

  return (
    <>
      <p className="screen-text">
        <Interpolated text={texts['emailAlias.intro']} values={{ email: accountEmail }} />
      </p>
      {added !== undefined && (
        <FormBanner tone="success">
          <Interpolated text={texts['emailAlias.added']} values={{ alias: added }} />
        </FormBanner>
      )}
      {flow.banner && <FormBanner tone="error">{texts['emailAlias.failed']}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <EmailField
          autoComplete="email"
          label={texts['emailAlias.label']}
          value={fields.values.alias}
          onChange={(value) => {
            fields.set('alias', value);
            refused.clear('alias');
          }}
          onBlur={() => fields.touch('alias')}
          errorMessage={refused.messageOf('alias') ?? fieldErrorText(texts, 'email', fields.errorOf('alias'))}
        />
        <Button type="submit" isPending={flow.isPending}>
          {texts['emailAlias.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, 'profile', buildFlags)}>{texts['account.backToProfile']}</a>
      </p>
    </>
  );
}

/** The profile gives the account's own address and tells whether the user signs in with a portal password. */
const resolvers = async () => ({ profile: (await import('../../state/page/routeResolvers')).profileResolver });

export default function EmailAliasScreen({ texts, locale }: { texts: EmailAliasTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="email-alias"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<Placeholder lines={2} />} fields={1} /> }}
      resolvers={resolvers}
    >
      {(shown) => <EmailAlias shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
