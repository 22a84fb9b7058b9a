// The resend-activation screen (SPEC 2 resend-activation): an e-mail address, then the same confirmation whether or
// not it belongs to an account waiting for activation. The form stays below the confirmation: a mistyped address can be
// corrected, and the pending button is never taken away while its announcement refers to it.
import { Interpolated } from '../../components/Interpolated';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { EmailField } from '../../components/EmailField';
import { captchaTextKeys, useSiteCaptcha } from '../../components/useCaptcha';
import { fieldErrorText } from '../../components/fieldErrorText';
import { oneFieldRule, useFormFields } from '../../components/useFormFields';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { validateEmail } from '../../rules/fields/email';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { SubmitForm } from '../../components/SubmitForm';

export const resendActivationTextKeys = [
  ...gateTextKeys,
  'error.tooManyAttempts',
  'resendActivation.intro',
  'resendActivation.submit',
  'resendActivation.done',
  'resendActivation.failed',
  'user.email.label',
  'login.captchaInvalid',
  ...captchaTextKeys,
  'recovery.backToSignIn',
  'field.required',
  'field.invalid',
  'field.email.invalid',
] as const;
type ResendActivationTexts = Pick<Texts, (typeof resendActivationTextKeys)[number]>;

type Field = 'email';
/** The banner's words, found by the module the first send loads. */
type Banner = string;

const validate = oneFieldRule<Field>('email', validateEmail);

function ResendActivation({ shown, texts }: { shown: ShownRoute; texts: ResendActivationTexts }) {
  const { location, siteConfig } = shown;
  const fields = useFormFields<{ email: string }, Field>({ email: '' }, validate);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const captcha = useSiteCaptcha(siteConfig, texts);
  const signIn = <a href={routePath(location, 'login', buildFlags)}>{texts['recovery.backToSignIn']}</a>;

  const flow = useSubmitFlow<Banner>({
    check: () => fields.check() && captcha.check(),
    send: async () => {
      const [captchaToken, { resendActivation, resendBannerText }] = await Promise.all([captcha.token(), import('../../state/registration/activation')]);
      const result = await resendActivation(fields.values.email, { siteId: location.siteId, locale: location.locale, captchaToken });
      if (result.kind === 'sent') {
        setSentTo(result.email);
        // The form stays, so a mistyped address can be corrected and sent again.
        return { type: 'acceptedAgain' };
      }
      setSentTo(undefined);
      return { type: 'refused', banner: result.kind === 'banner' ? resendBannerText(texts, result.banner, texts['resendActivation.failed']) : undefined };
    },
  });

  return (
    <>
      <p className="screen-text">{texts['resendActivation.intro']}</p>
      {sentTo !== undefined && (
        <FormBanner tone="success">
          <Interpolated text={texts['resendActivation.done']} values={{ email: sentTo }} />
        </FormBanner>
      )}
      {flow.banner && <FormBanner tone="error">{flow.banner}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <EmailField
          autoComplete="email"
          label={texts['user.email.label']}
          value={fields.values.email}
          onChange={(value) => fields.set('email', value)}
          onBlur={() => fields.touch('email')}
          errorMessage={fieldErrorText(texts, 'email', fields.errorOf('email'))}
        />
        {captcha.element}
        <Button type="submit" isPending={flow.isPending}>
          {texts['resendActivation.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">{signIn}</p>
    </>
  );
}

export default function ResendActivationScreen({ texts, locale }: { texts: ResendActivationTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="resend-activation" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <ResendActivation shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
