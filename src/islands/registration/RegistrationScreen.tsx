// The registration screen (SPEC 2 registration): the user form the site's config lays out, every SPEC 5 rule as the
// user types, then on to the card step (held in the tab) or, on sites that collect no cards, the account at once and its
// confirmation. A failure shows one message: the generic alert for a server failure (SPEC 8), else the form's banner.
import { useCallback, useMemo, useState } from 'react';
import RegistrationChoiceFields from '../../components/account/RegistrationChoiceFields';
import { preferenceChoicesTextKeys } from '../../components/account/preferenceChoicesTextKeys';
import type { OptInItem } from '../../rules/preferences/marketingOptIns';
import { registrationAsks } from '../../rules/preferences/registrationAsks';
import { AccountCreated, accountCreatedTextKeys } from '../../components/account/AccountCreated';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { registrationBannerText, registrationBannerTextKeys } from '../../components/registrationBannerText';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { UserFormFields, userFormFieldTextKeys } from '../../components/account/UserFormFields';
import { useFormFields } from '../../components/useFormFields';
import { captchaTextKeys, useSiteCaptcha } from '../../components/useCaptcha';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/routePath';
import { emptyUserEntries, validateUserForm, type UserEntries, type UserFieldPath } from '../../rules/fields/userForm';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import { clearAlerts } from '../../state/page/alerts';
import { holdRegistration, readHeldRegistration, type HeldRegistration } from '../../state/registration/heldRegistration';
import type { ShownRoute } from '../../state/page/navigation';
import { registrationCardSettings, registrationLayout, type RegistrationBanner } from '../../state/registration/registrationLayout';
import { SubmitForm } from '../../components/SubmitForm';

export const registrationTextKeys = [
  ...gateTextKeys,
  ...userFormFieldTextKeys,
  ...preferenceChoicesTextKeys,
  ...accountCreatedTextKeys,
  'registration.intro',
  'registration.continue',
  'registration.submit',
  'registration.signInPrompt',
  'registration.failed',
  ...captchaTextKeys,
  ...registrationBannerTextKeys,
  'form.invalid',
] as const;
type RegistrationTexts = Pick<Texts, (typeof registrationTextKeys)[number]>;

function RegistrationForm({ shown, held, texts }: { shown: ShownRoute; held: HeldRegistration | undefined; texts: RegistrationTexts }) {
  const { location, siteConfig, data } = shown;
  const layout = useMemo(() => registrationLayout(siteConfig, location), [siteConfig, location]);
  // The opt-ins and categories the site asks for (their fields load only then); each kind unticked until chosen.
  const asks = registrationAsks(siteConfig);
  const categories = asks.categories ? (data.offerCategories ?? []) : [];
  const [optIns, setOptIns] = useState<OptInItem[] | undefined>(held?.choices?.optIns);
  const [chosen, setChosen] = useState<string[]>(held?.choices?.categoryIds ?? []);
  const choices = { optIns: asks.optIns ? (optIns ?? []) : [], categoryIds: chosen.filter((id) => categories.some((category) => category.id === id)) };
  const validate = useCallback((entries: UserEntries) => validateUserForm(layout, entries, new Date()), [layout]);
  const fields = useFormFields<UserEntries, UserFieldPath>(() => held?.entries ?? emptyUserEntries(), validate, held?.fieldErrors);
  const withCards = registrationCardSettings(siteConfig).collectedAtRegistration;
  const captcha = useSiteCaptcha(siteConfig, texts);

  const flow = useSubmitFlow<RegistrationBanner>({
    check: () => fields.check() && captcha.check(),
    refusedBefore: held !== undefined && Object.keys(held.fieldErrors).length > 0,
    send: async () => {
      if (withCards) {
        holdRegistration({ entries: fields.values, fieldErrors: {}, choices });
        window.location.assign(routePath(location, 'add-pan', buildFlags));
        // Nothing was sent: the form stays as it is while the card step loads.
        return { type: 'acceptedAgain' };
      }
      // The call and the API layer load with the first send: a form to fill in needs none of them.
      const [captchaToken, { createAccount }] = await Promise.all([captcha.token(), import('../../state/registration/sendRegistration')]);
      const result = await createAccount(fields.values, [], shown, captchaToken, choices);
      switch (result.kind) {
        case 'created':
          return { type: 'accepted' };
        case 'fieldErrors':
          fields.setServerErrors(result.fieldErrors);
          return { type: 'refused', fieldErrors: true };
        case 'banner':
          return { type: 'refused', banner: result.banner };
        case 'alerted':
          return { type: 'refused' };
      }
    },
  });

  if (flow.state.step === 'done') return <AccountCreated email={fields.values.email.trim()} location={location} texts={texts} />;
  // A new send begins: the alert of the one before goes with the form's banner, so its outcome shows alone.
  const submit = () => {
    clearAlerts();
    return flow.submit();
  };
  return (
    <>
      <p>{texts['registration.intro']}</p>
      {flow.banner && <FormBanner tone="error">{registrationBannerText(texts, flow.banner)}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={submit}>
        <UserFormFields
          layout={layout}
          entries={fields.values}
          set={fields.set}
          errorOf={fields.errorOf}
          touch={fields.touch}
          texts={texts}
          withOtherTitles={buildFlags.otherTitles}
        />
        {(asks.optIns || categories.length > 0) && (
          <RegistrationChoiceFields
            siteConfig={siteConfig}
            categories={categories}
            optIns={optIns}
            onOptIns={setOptIns}
            chosen={chosen}
            onChosen={setChosen}
            texts={texts}
          />
        )}
        {!withCards && captcha.element}
        <Button type="submit" isPending={flow.isPending}>
          {withCards ? texts['registration.continue'] : texts['registration.submit']}
        </Button>
      </SubmitForm>
      <p className="form-links">
        {texts['registration.signInPrompt']} <a href={routePath(location, 'login', buildFlags)}>{texts['registration.signIn']}</a>
      </p>
    </>
  );
}

/** The route's data (SPEC 2: registration resolves the offer categories), loaded beside the page's checks. */
const resolvers = async () => ({ offerCategories: (await import('../../state/account/offerCategoriesResolver')).offerCategoriesResolver });

export default function RegistrationScreen({ texts, locale }: { texts: RegistrationTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="registration" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }} resolvers={resolvers}>
      {(shown) => {
        // Back from the card step: what was typed, and what the gateway found wrong with it, with focus on the first
        // error. The pre-rendered form holds nothing; a held registration replaces it once the page's checks end.
        const held = shown.provisional ? undefined : readHeldRegistration();
        return <RegistrationForm key={held ? 'held' : 'new'} shown={shown} held={held} texts={inForce} />;
      }}
    </RouteGate>
  );
}
