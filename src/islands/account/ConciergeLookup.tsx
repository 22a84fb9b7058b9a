// The concierge's staff view (SPEC 1, SPEC 6 CONCIERGE): find a cardholder of the site by e-mail and read their profile,
// cards and preferences. Nothing here changes a cardholder; the gateway refuses the look-up to anyone but a concierge.
import { Interpolated } from '../../components/Interpolated';
import { useEffect, useRef, useState } from 'react';
import { assetMetadata } from '../../api/contracts/assetMetadata';
import type { OfferCategory } from '../../api/contracts/offers';
import { interpolate } from '../../content/interpolate';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { maskCardNumber } from '../../rules/cards/cardNumber';
import { validateEmail } from '../../rules/fields/email';
import { optInKinds, type OptInKind } from '../../rules/preferences/marketingOptIns';
import { offeredOptInKinds, optInChoices } from '../../rules/preferences/optInChoices';
import { parseOffersPreference } from '../../rules/preferences/offersPreference';
import { productName } from '../../rules/cards/productTypes';
import { localizedProductNames, productTextKeys } from '../../components/cards/productNames';
import { buildFlags } from '../../site/buildFlags';
import type { SiteConfig } from '../../site/siteConfig';
import type { Cardholder } from '../../state/account/concierge';
import type { ShownRoute } from '../../state/page/navigation';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { ProfileDetails, profileDetailsTextKeys } from '../../components/account/ProfileDetails';
import { TextField } from '../../components/TextField';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useFormFields, type FieldErrors } from '../../components/useFormFields';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';

const optInKeys = optInKinds.map((kind) => `preferences.optIn.${kind}` as const);

export const conciergeLookupTextKeys = [
  ...profileDetailsTextKeys,
  ...productTextKeys,
  ...optInKeys,
  'concierge.signedInAs',
  'concierge.intro',
  'concierge.email.label',
  'concierge.search',
  'concierge.notFound',
  'concierge.failed',
  'concierge.result',
  'concierge.cards',
  'concierge.noCards',
  'concierge.preferences',
  'concierge.subscribed',
  'concierge.notSubscribed',
  'concierge.categories',
  'concierge.noCategories',
  'card.default',
  'card.ending',
  'profile.signOut',
  'field.required',
  'field.invalid',
  'field.email.invalid',
] as const;
type ConciergeLookupTexts = Pick<Texts, (typeof conciergeLookupTextKeys)[number]>;

type Banner = 'notFound' | 'failed';

function validate({ email }: { email: string }): FieldErrors<'email'> {
  const error = validateEmail(email);
  return error ? { email: error } : {};
}

function CardholderCards({ cardholder, texts }: { cardholder: Cardholder; texts: ConciergeLookupTexts }) {
  const names = localizedProductNames(texts);
  if (cardholder.assets.length === 0) return <p>{texts['concierge.noCards']}</p>;
  return (
    <ul className="card-list">
      {cardholder.assets.map((asset) => {
        const product = productName(assetMetadata(asset, 'PRODUCT_TYPE'), names);
        const lastFour = asset.value.slice(-4);
        return (
          <li key={asset.id} className="card-list-item">
            <span className="card-masked" aria-hidden="true">
              {maskCardNumber(asset.value)}
            </span>
            <span className="card-product" aria-hidden="true">
              {product}
            </span>
            <span className="visually-hidden">{interpolate(texts['card.ending'], { product, lastFour })}</span>
            {asset.defaultAsset && <span className="card-default">{texts['card.default']}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function CardholderPreferences({
  cardholder,
  siteConfig,
  categories,
  texts,
}: {
  cardholder: Cardholder;
  siteConfig: SiteConfig;
  categories: readonly OfferCategory[];
  texts: ConciergeLookupTexts;
}) {
  const labels = Object.fromEntries(optInKinds.map((kind) => [kind, texts[`preferences.optIn.${kind}`]])) as Record<OptInKind, string>;
  const choices = optInChoices(offeredOptInKinds(siteConfig), cardholder.attributes, labels);
  const chosen = parseOffersPreference(cardholder.attributes['offers_preference']).map((id) => categories.find((category) => category.id === id)?.name ?? id);
  return (
    <dl className="profile">
      {choices.map((choice) => (
        <div key={choice.key} className="profile-row">
          <dt>{choice.value}</dt>
          <dd>{choice.subscribe ? texts['concierge.subscribed'] : texts['concierge.notSubscribed']}</dd>
        </div>
      ))}
      <div className="profile-row">
        <dt>{texts['concierge.categories']}</dt>
        <dd>{chosen.length > 0 ? chosen.join(', ') : texts['concierge.noCategories']}</dd>
      </div>
    </dl>
  );
}

export function ConciergeLookup({ shown, texts }: { shown: ShownRoute; texts: ConciergeLookupTexts }) {
  const { location, siteConfig, data } = shown;
  const fields = useFormFields<{ email: string }, 'email'>({ email: '' }, validate);
  const [cardholder, setCardholder] = useState<Cardholder | undefined>(undefined);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => resultHeading.current?.focus(), [cardholder]);

  const flow = useSubmitFlow<Banner>({
    check: fields.check,
    send: async () => {
      const { lookUpCardholder } = await import('../../state/account/concierge');
      const result = await lookUpCardholder(fields.values.email, location.siteId);
      setCardholder(result.kind === 'found' ? result.cardholder : undefined);
      // A look-up leaves the form ready for the next one; a refusal says why above it.
      if (result.kind === 'found') return { type: 'acceptedAgain' };
      return { type: 'refused', banner: result.kind === 'notFound' || result.kind === 'failed' ? result.kind : undefined };
    },
  });

  const staff = data.profile ? [data.profile.firstName, data.profile.lastName].filter(Boolean).join(' ') || data.profile.email : undefined;
  return (
    <>
      {staff && <p>{interpolate(texts['concierge.signedInAs'], { name: staff })}</p>}
      <p>{texts['concierge.intro']}</p>
      {flow.banner && <FormBanner tone="error">{flow.banner === 'notFound' ? texts['concierge.notFound'] : texts['concierge.failed']}</FormBanner>}
      <SubmitForm attach={flow.attachForm} role="search" onSubmit={flow.submit}>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          isRequired
          maxLength={254}
          label={texts['concierge.email.label']}
          value={fields.values.email}
          onChange={(value) => fields.set('email', value)}
          onBlur={() => fields.touch('email')}
          errorMessage={fieldErrorText(texts, 'email', fields.errorOf('email'))}
        />
        <Button type="submit" isPending={flow.isPending}>
          {texts['concierge.search']}
        </Button>
      </SubmitForm>
      {cardholder && (
        <section className="lookup-result" aria-labelledby="cardholder-heading">
          <h2 id="cardholder-heading" ref={resultHeading} tabIndex={-1}>
            <Interpolated text={texts['concierge.result']} values={{ email: cardholder.profile.email }} />
          </h2>
          <ProfileDetails profile={cardholder.profile} locale={location.locale} texts={texts} />
          <h3>{texts['concierge.cards']}</h3>
          <CardholderCards cardholder={cardholder} texts={texts} />
          <h3>{texts['concierge.preferences']}</h3>
          <CardholderPreferences cardholder={cardholder} siteConfig={siteConfig} categories={data.offerCategories ?? []} texts={texts} />
        </section>
      )}
      <p className="form-links">
        <a href={routePath(location, 'logout', buildFlags)}>{texts['profile.signOut']}</a>
      </p>
    </>
  );
}
