// The single sign-on simulator (SPEC 2 sso-simulator, only with the simulator flag): in local and preview runs it
// stands in for the bank's sign-in, so the whole round trip runs without a real identity provider.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { interpolate } from '../../content/interpolate';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { EmailField } from '../../components/EmailField';
import { TextField } from '../../components/TextField';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useFormFields, type FieldErrors } from '../../components/useFormFields';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { isSsoRequestId, ssoRequestParameter } from '../../api/contracts/ssoRequestId';
import { routePath } from '../../routes/location';
import { validateEmail } from '../../rules/fields/email';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import type { AssertionOutcome } from '../../state/signIn/singleSignOn';
import { SubmitForm } from '../../components/SubmitForm';

export const ssoSimulatorTextKeys = [
  ...gateTextKeys,
  'sso.simulator.notice',
  'sso.simulator.email',
  'sso.simulator.firstName',
  'sso.simulator.lastName',
  'sso.simulator.submit',
  'sso.simulator.noRequest',
  'sso.simulator.expired',
  'sso.simulator.hostSession',
  'sso.simulator.continueAs',
  'sso.simulator.noHostSession',
  'sso.simulator.saml',
  'sso.failed',
  'sso.signIn',
  'field.required',
  'field.invalid',
  'field.email.invalid',
] as const;
type SsoSimulatorTexts = Pick<Texts, (typeof ssoSimulatorTextKeys)[number]>;

interface Entries {
  email: string;
  firstName: string;
  lastName: string;
}
type Banner = Extract<AssertionOutcome, { ok: false }>['reason'];

function validate({ email }: Entries): FieldErrors<'email'> {
  const error = validateEmail(email);
  return error ? { email: error } : {};
}

/** An address set apart from the sentence around it (FSI ... PDI), so right-to-left text keeps its punctuation in place. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * The bank's sign-in form; the pre-rendered one has no request id yet (a send waits for the page's checks). Above it,
 * who is still signed in at the bank (the host session that the portal's sign-out ends), with a button that signs in as
 * them again without typing, as a real bank's single sign-on does.
 */
function BankSignIn({ shown, texts, request }: { shown: ShownRoute; texts: SsoSimulatorTexts; request: { id: string; samlRequest?: string } | undefined }) {
  const requestId = request?.id;
  const { location } = shown;
  const fields = useFormFields<Entries, 'email'>({ email: '', firstName: '', lastName: '' }, validate);
  const [bank, setBank] = useState<string | null | undefined>(undefined);
  const asBank = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (requestId === undefined) return;
    let active = true;
    void import('../../state/signIn/singleSignOn')
      .then(({ bankSessionEmail }) => bankSessionEmail(location.siteId))
      .then((email) => {
        if (active) setBank(email);
      });
    return () => {
      active = false;
    };
  }, [requestId, location.siteId]);
  const flow = useSubmitFlow<Banner>({
    check: () => asBank.current !== undefined || fields.check(),
    send: async () => {
      const email = asBank.current;
      asBank.current = undefined;
      if (requestId === undefined) return { type: 'refused' };
      const { completeSingleSignOn } = await import('../../state/signIn/singleSignOn');
      const outcome = await completeSingleSignOn(
        email === undefined
          ? { requestId, samlRequest: request?.samlRequest, email: fields.values.email, firstName: fields.values.firstName, lastName: fields.values.lastName }
          : { requestId, samlRequest: request?.samlRequest, email },
        { location, origin: window.location.origin, profilePath: routePath(location, 'profile', buildFlags) },
      );
      if (!outcome.ok) return { type: 'refused', banner: outcome.reason };
      window.location.assign(outcome.landing);
      return { type: 'accepted' };
    },
  });

  return (
    <>
      <FormBanner tone="info">{texts['sso.simulator.notice']}</FormBanner>
      {request?.samlRequest !== undefined && <p>{texts['sso.simulator.saml']}</p>}
      {bank !== undefined && (
        <div className="bank-session">
          <p role="status">
            {bank === null ? texts['sso.simulator.noHostSession'] : interpolate(texts['sso.simulator.hostSession'], { email: isolated(bank) })}
          </p>
          {bank !== null && (
            <Button
              variant="secondary"
              isPending={flow.isPending}
              onPress={() => {
                asBank.current = bank;
                void flow.submit();
              }}
            >
              {interpolate(texts['sso.simulator.continueAs'], { email: isolated(bank) })}
            </Button>
          )}
        </div>
      )}
      {flow.banner && <FormBanner tone="error">{flow.banner === 'expired' ? texts['sso.simulator.expired'] : texts['sso.failed']}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <EmailField
          label={texts['sso.simulator.email']}
          value={fields.values.email}
          onChange={(value) => fields.set('email', value)}
          onBlur={() => fields.touch('email')}
          errorMessage={fieldErrorText(texts, 'email', fields.errorOf('email'))}
        />
        <TextField
          name="first_name"
          autoComplete="given-name"
          label={texts['sso.simulator.firstName']}
          value={fields.values.firstName}
          onChange={(value) => fields.set('firstName', value)}
        />
        <TextField
          name="last_name"
          autoComplete="family-name"
          label={texts['sso.simulator.lastName']}
          value={fields.values.lastName}
          onChange={(value) => fields.set('lastName', value)}
        />
        <Button type="submit" isPending={flow.isPending}>
          {texts['sso.simulator.submit']}
        </Button>
      </SubmitForm>
    </>
  );
}

/**
 * The request the portal sent the visitor here with, from the page's URL: exactly one, well formed. Over SAML the id
 * is the RelayState beside the AuthnRequest (SAMLRequest); otherwise `sso_request`.
 */
function requestOfPage(): { id: string; samlRequest?: string } | undefined {
  const query = new URLSearchParams(window.location.search);
  const one = (name: string) => {
    const values = query.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const samlRequest = one('SAMLRequest');
  const id = samlRequest === undefined ? one(ssoRequestParameter) : one('RelayState');
  if (id === undefined || !isSsoRequestId(id)) return undefined;
  return samlRequest === undefined ? { id } : { id, samlRequest };
}

function SimulatorStep({ shown, texts }: { shown: ShownRoute; texts: SsoSimulatorTexts }) {
  if (shown.provisional) return <BankSignIn shown={shown} texts={texts} request={undefined} />;
  const request = requestOfPage();
  if (request !== undefined) return <BankSignIn shown={shown} texts={texts} request={request} />;
  return (
    <>
      <FormBanner tone="info">{texts['sso.simulator.noRequest']}</FormBanner>
      <p>
        <a className="button" href={routePath(shown.location, 'login', buildFlags)}>
          {texts['sso.signIn']}
        </a>
      </p>
    </>
  );
}

export default function SsoSimulatorScreen({ texts, locale }: { texts: SsoSimulatorTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="sso-simulator" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <SimulatorStep shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
