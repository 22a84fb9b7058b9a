// The sign-in screen (SPEC 2 login / login-form): e-mail and password, the refusals of SPEC 8 on the form, passcode
// steps handed to their screens, and on success the return URL or the profile.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { EmailField } from '../../components/EmailField';
import { TextField } from '../../components/TextField';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useFormFields, type FieldErrors } from '../../components/useFormFields';
import { captchaTextKeys, useSiteCaptcha } from '../../components/useCaptcha';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import { countedText } from '../../content/pluralText';
import type { Texts } from '../../content/textKeys';
import { siteSettingsOf } from '../../site/siteSettings';
import { routePath } from '../../routes/routePath';
import type { SignInBanner } from '../../routes/signInOutcome';
import { validateEmail } from '../../rules/fields/email';
import { fieldError } from '../../rules/fields/fieldErrors';
import type { Locale } from '../../site/locales';
import { buildFlags, rememberMeBuilt } from '../../site/buildFlags';
import { storageKeys } from '../../site/authState';
import type { ShownRoute } from '../../state/page/navigation';
import { rememberEmail, rememberedEmail } from '../../state/signIn/rememberedEmail';
import { SubmitForm } from '../../components/SubmitForm';

export const signInTextKeys = [
  ...gateTextKeys,
  'login.email.label',
  'login.password.label',
  'login.submit',
  'login.forgotPassword',
  'login.registerPrompt',
  'login.register',
  'login.resendActivation',
  'login.sso',
  'login.rememberMe',
  'login.userLocked',
  'error.tooManyAttempts',
  'login.deviceLocked',
  'login.captchaInvalid',
  'login.conciergeDisabled',
  'login.failed',
  'login.passkey',
  'login.passkeyFailed',
  'error.badCredentials',
  'field.required',
  'field.invalid',
  'field.email.invalid',
  'form.invalid',
  ...captchaTextKeys,
] as const;
export type SignInTexts = Pick<Texts, (typeof signInTextKeys)[number]>;

type Field = 'email' | 'password';
interface Entries {
  email: string;
  password: string;
}

// Sign-in checks only that both fields are filled and the e-mail looks like one: the password rules are not hinted at.
function validate({ email, password }: Entries): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (password === '') errors.password = fieldError('required');
  return errors;
}

function bannerText(texts: SignInTexts, banner: SignInBanner): string {
  switch (banner.id) {
    case 'badCredentials':
      return texts['error.badCredentials'];
    case 'userLocked':
      return countedText(texts['login.userLocked'], banner.minutes, { minutes: banner.minutes });
    case 'tooManyAttempts':
      return countedText(texts['error.tooManyAttempts'], banner.minutes, { minutes: banner.minutes });
    case 'deviceLocked':
      return texts['login.deviceLocked'];
    case 'captchaInvalid':
      return texts['login.captchaInvalid'];
    case 'conciergeDisabled':
      return texts['login.conciergeDisabled'];
    case 'failed':
      return texts['login.failed'];
  }
}

/**
 * Passkeys on a site that offers them (site_auth_profile.passkeys; issue 17), in a browser with WebAuthn, and not in
 * the bank's app (isMobile), whose webviews often cannot reach the platform's passkeys: there the password and
 * passcode path stays, without a word about passkeys. The ceremony's code loads after the form is usable; where the
 * browser can, the passkeys wait among the e-mail field's suggestions (conditional mediation).
 */
function usePasskeySignIn(shown: ShownRoute) {
  const offered =
    !shown.provisional &&
    siteSettingsOf(shown.siteConfig).auth.passkeys &&
    typeof window.PublicKeyCredential === 'function' &&
    sessionStorage.getItem(storageKeys.mobileSession) !== 'true';
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const { location } = shown;
  const run = useCallback(
    async (autofill: boolean) => {
      const { signInWithAPasskey } = await import('../../state/signIn/passkeySignIn');
      const result = await signInWithAPasskey({ location, flags: buildFlags }, { autofill });
      if (result.kind === 'navigate') window.location.assign(result.destination);
      else setFailed(result.kind !== 'cancelled');
      return result.kind === 'navigate';
    },
    [location],
  );
  useEffect(() => {
    if (!offered) return;
    void import('../../state/signIn/passkeySignIn').then(({ autofillAvailable }) => autofillAvailable()).then((available) => (available ? run(true) : false));
  }, [offered, run]);
  const start = () => {
    setPending(true);
    setFailed(false);
    void run(false).then((leaving) => setPending(leaving));
  };
  return { offered, pending, failed, start };
}

function SignInForm({ shown, texts }: { shown: ShownRoute; texts: SignInTexts }) {
  const { location, siteConfig } = shown;
  const fields = useFormFields<Entries, Field>({ email: '', password: '' }, validate);
  const captcha = useSiteCaptcha(siteConfig, texts);
  const [remember, setRemember] = useState(false);
  const rememberBox = useRef<HTMLInputElement>(null);
  // After the pre-rendered form is live: the address this browser was asked to remember, unless one is typed already.
  // The pre-rendered form holds no address: this browser's is known only once the form is live. A box ticked before
  // the script took the form over stays ticked (the page keeps it; the screen's state learns it here).
  const { set: setField } = fields;
  useEffect(() => {
    if (rememberBox.current?.checked) setRemember(true);
    const remembered = rememberMeBuilt ? rememberedEmail() : undefined;
    if (remembered === undefined) return;
    setField('email', remembered);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's storage is read after hydration, once
    setRemember(true);
  }, [setField]);
  const path = useCallback((route: Parameters<typeof routePath>[1]) => routePath(location, route, buildFlags), [location]);
  const flow = useSubmitFlow<SignInBanner>({
    check: () => fields.check() && captcha.check(),
    send: async () => {
      // The call and its session code load with the first send: a page to type into needs none of them.
      const [captchaToken, { signInWithPassword }] = await Promise.all([captcha.token(), import('../../state/signIn/signIn')]);
      const result = await signInWithPassword(
        { username: fields.values.email, password: fields.values.password },
        { location, flags: buildFlags },
        captchaToken,
      );
      if (result.kind === 'navigate') {
        if (rememberMeBuilt) rememberEmail(fields.values.email, remember);
        window.location.assign(result.destination);
        return { type: 'accepted' };
      }
      // The e-mail stays as typed; the password is cleared so it is typed afresh, without an error of its own: the
      // banner says what went wrong, and the empty field is not the user's mistake.
      fields.reset('password', '');
      return { type: 'refused', banner: result.kind === 'banner' ? result.banner : undefined };
    },
  });

  const dualAuth = siteSettingsOf(siteConfig).auth.mechanism === 'DUAL_AUTH';
  const passkey = usePasskeySignIn(shown);
  return (
    <>
      {flow.banner && <FormBanner tone="error">{bannerText(texts, flow.banner)}</FormBanner>}
      {passkey.failed && !flow.banner && <FormBanner tone="error">{texts['login.passkeyFailed']}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <EmailField
          {...(passkey.offered ? { autoComplete: 'username webauthn' as const } : {})}
          label={texts['login.email.label']}
          value={fields.values.email}
          onChange={(value) => fields.set('email', value)}
          onBlur={() => fields.touch('email')}
          errorMessage={fieldErrorText(texts, 'email', fields.errorOf('email'))}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          maxLength={1024}
          label={texts['login.password.label']}
          value={fields.values.password}
          onChange={(value) => fields.set('password', value)}
          onBlur={() => fields.touch('password')}
          errorMessage={fieldErrorText(texts, 'password', fields.errorOf('password'))}
        />
        {rememberMeBuilt && (
          // Checkbox's markup and classes without its module: importing it here would pull the field wiring of the
          // other forms into the sign-in page's script (its 80 KB budget), also in builds without rememberMe.
          <div className="field field-checkbox">
            <label className="checkbox" data-selected={remember || undefined}>
              <input
                ref={rememberBox}
                type="checkbox"
                className="checkbox-input"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              <span className="checkbox-box" aria-hidden="true">
                <svg viewBox="0 0 18 18" focusable="false">
                  <polyline points="2 9 7 14 16 4" />
                </svg>
              </span>
              <span className="checkbox-label">{texts['login.rememberMe']}</span>
            </label>
          </div>
        )}
        <p className="form-aside">
          <a href={path('recovery')}>{texts['login.forgotPassword']}</a>
        </p>
        {captcha.element}
        <Button type="submit" isPending={flow.isPending}>
          {texts['login.submit']}
        </Button>
      </SubmitForm>
      {/* Always in the page, hidden unless the site signs in at the bank too: where the edge has said so before the
          page's script (html[data-sso]), the hidden button keeps its place, so nothing below it moves (shell.css). */}
      <p className="form-alternative" data-alternative="passkey" hidden={!passkey.offered}>
        <Button variant="secondary" isPending={passkey.pending} onPress={passkey.start}>
          {texts['login.passkey']}
        </Button>
      </p>
      <p className="form-alternative" data-alternative="sso" hidden={!dualAuth}>
        <a className="button" data-variant="secondary" href={`${path('redirect-sso')}${shown.provisional ? '' : window.location.search}`}>
          {texts['login.sso']}
        </a>
      </p>
      <p className="form-links">
        {texts['login.registerPrompt']} <a href={path('registration')}>{texts['login.register']}</a>
        <br />
        <a href={path('resend-activation')}>{texts['login.resendActivation']}</a>
      </p>
    </>
  );
}

export default function SignInScreen({ texts, locale }: { texts: SignInTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="login" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <SignInForm shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
