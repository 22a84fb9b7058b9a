// The first recovery step (SPEC 2 recovery): the account's e-mail address. In the current flow the passcode is sent at
// once and the reset page follows; step by step, the destination of the passcode is chosen next. Either way nothing
// tells whether the address has an account.
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { recoveryBannerText, recoveryBannerTextKeys } from '../../components/recoveryBannerText';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { EmailField } from '../../components/EmailField';
import { captchaTextKeys, useSiteCaptcha } from '../../components/useCaptcha';
import { fieldErrorText } from '../../components/fieldErrorText';
import { oneFieldRule, useFormFields } from '../../components/useFormFields';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { nextRecoveryStep, recoveryVariantOf } from '../../routes/recoverySteps';
import { validateEmail } from '../../rules/fields/email';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import type { RecoveryBanner } from '../../state/recovery/recovery';
import { holdRecoveryEmail, recoveryDataOnEntry } from '../../state/recovery/recoveryData';
import { SubmitForm } from '../../components/SubmitForm';

export const recoveryTextKeys = [
  ...gateTextKeys,
  'recovery.intro',
  'recovery.submit',
  'recovery.continue',
  'recovery.failed',
  'recovery.backToSignIn',
  'user.email.label',
  ...recoveryBannerTextKeys,
  ...captchaTextKeys,
  'field.required',
  'field.invalid',
  'field.email.invalid',
] as const;
type RecoveryTexts = Pick<Texts, (typeof recoveryTextKeys)[number]>;

type Field = 'email';

const validate = oneFieldRule<Field>('email', validateEmail);

function Recovery({ shown, heldEmail, texts }: { shown: ShownRoute; heldEmail: string | undefined; texts: RecoveryTexts }) {
  const { location, siteConfig } = shown;
  const variant = recoveryVariantOf(location.locale, siteConfig);
  const fields = useFormFields<{ email: string }, Field>(() => ({ email: heldEmail ?? '' }), validate);
  // The step-by-step flow sends the passcode on its preference page, so the captcha is there.
  const captcha = useSiteCaptcha(variant === 'stepByStep' ? undefined : siteConfig, texts);
  const next = routePath(location, nextRecoveryStep(variant, 'recovery') ?? 'reset-password', buildFlags);

  const flow = useSubmitFlow<RecoveryBanner>({
    check: () => fields.check() && captcha.check(),
    send: async () => {
      if (variant === 'stepByStep') {
        holdRecoveryEmail(fields.values.email);
      } else {
        const [captchaToken, { requestRecoveryPasscode }] = await Promise.all([captcha.token(), import('../../state/recovery/recovery')]);
        const result = await requestRecoveryPasscode({ email: fields.values.email }, { siteId: location.siteId, locale: location.locale, captchaToken });
        if (result.kind !== 'sent') return { type: 'refused', banner: result.kind === 'banner' ? result.banner : undefined };
      }
      window.location.assign(next);
      return { type: 'accepted' };
    },
  });

  return (
    <>
      <p className="screen-text">{texts['recovery.intro']}</p>
      {flow.banner && <FormBanner tone="error">{recoveryBannerText(texts, flow.banner, texts['recovery.failed'])}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <EmailField
          label={texts['user.email.label']}
          value={fields.values.email}
          onChange={(value) => fields.set('email', value)}
          onBlur={() => fields.touch('email')}
          errorMessage={fieldErrorText(texts, 'email', fields.errorOf('email'))}
        />
        {captcha.element}
        <Button type="submit" isPending={flow.isPending}>
          {variant === 'stepByStep' ? texts['recovery.continue'] : texts['recovery.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        <a href={routePath(location, 'login', buildFlags)}>{texts['recovery.backToSignIn']}</a>
      </p>
    </>
  );
}

export default function RecoveryScreen({ texts, locale }: { texts: RecoveryTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="recovery" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => {
        // Back from a later step, the address typed before is kept; the pre-rendered form holds none.
        const heldEmail = shown.provisional ? undefined : recoveryDataOnEntry()?.email;
        return <Recovery key={heldEmail === undefined ? 'new' : 'held'} shown={shown} heldEmail={heldEmail} texts={inForce} />;
      }}
    </RouteGate>
  );
}
