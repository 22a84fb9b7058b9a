// The concierge's staff view (SPEC 1, SPEC 6 CONCIERGE): find a cardholder of the site by e-mail and read their profile,
// cards and preferences. Nothing here changes a cardholder; the gateway refuses the look-up to anyone but a concierge.
// Issue 17: a record opens only with a reason from a list and details, each look-up is on the site's audit below.
import { Interpolated } from '../../components/Interpolated';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AuditEntry } from '../../api/contracts/conciergeAudit';
import { isLookUpReason, lookUpNoteMaxLength, lookUpReasons } from '../../rules/account/lookUpReasons';
import { SelectField } from '../../components/SelectField';
import { validateAddressPart } from '../../rules/fields/address';
import { fieldError } from '../../rules/fields/fieldErrors';
import { formatMoment } from '../../rules/calendarDay';
import type { Locale } from '../../site/locales';
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
import type { ConsentRecord } from '../../rules/account/consents';
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
  'concierge.reason.label',
  'concierge.reason.choose',
  ...lookUpReasons.map((reason) => `concierge.reason.${reason}` as const),
  'concierge.note.label',
  'concierge.note.description',
  'concierge.note.invalid',
  'concierge.readOnly',
  'concierge.audit.heading',
  'concierge.audit.intro',
  'concierge.audit.none',
  'concierge.audit.when',
  'concierge.audit.staff',
  'concierge.audit.cardholder',
  'concierge.audit.reason',
  'concierge.audit.shown',
  'concierge.shown.profile',
  'concierge.shown.cards',
  'concierge.shown.preferences',
  'concierge.shown.consents',
  'concierge.consents',
  'concierge.consents.none',
  'consents.when',
  'consents.subject',
  'consents.choice',
  'consents.version',
  'consents.channel',
  'consents.subject.pp',
  'consents.granted',
  'consents.withdrawn',
  'consents.channel.web',
  'consents.channel.app',
  'card.default',
  'card.ending',
  'profile.signOut',
  'field.required',
  'field.invalid',
  'field.email.invalid',
] as const;
type ConciergeLookupTexts = Pick<Texts, (typeof conciergeLookupTextKeys)[number]>;

type Banner = 'notFound' | 'failed';
type Field = 'email' | 'reason' | 'note';
interface Entries {
  email: string;
  reason: string;
  note: string;
}

/** Issue 17: no record opens without a reason from the list and details (at most 200 characters, no markup). */
function validate({ email, reason, note }: Entries): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (!isLookUpReason(reason)) errors.reason = fieldError('required');
  const trimmed = note.trim();
  if (trimmed === '') errors.note = fieldError('required');
  else if (trimmed.length > lookUpNoteMaxLength || validateAddressPart(trimmed) !== undefined) errors.note = fieldError('error');
  return errors;
}

/**
 * A table under a heading that scrolls sideways on a phone rather than squeezing: the region takes focus, so a keyboard
 * can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), and carries the heading's name. Children are the rows.
 */
function ScrollingTable({ labelledBy, columns, children }: { labelledBy: string; columns: readonly string[]; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="audit-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The site's trail of look-ups, newest first: who, whom, why, when and what was shown. */
function Audit({ entries, texts, locale }: { entries: readonly AuditEntry[] | undefined; texts: ConciergeLookupTexts; locale: Locale }) {
  if (entries === undefined) return null;
  return (
    // The table's scrolling region carries the heading's name; the block itself is no second landmark of that name.
    <div className="lookup-audit">
      <h2 id="audit-heading">{texts['concierge.audit.heading']}</h2>
      <p>{texts['concierge.audit.intro']}</p>
      {entries.length === 0 ? (
        <p>{texts['concierge.audit.none']}</p>
      ) : (
        <ScrollingTable
          labelledBy="audit-heading"
          columns={[
            texts['concierge.audit.when'],
            texts['concierge.audit.staff'],
            texts['concierge.audit.cardholder'],
            texts['concierge.audit.reason'],
            texts['concierge.audit.shown'],
          ]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatMoment(entry.at, locale)}</td>
              <td className="audit-address">{entry.concierge}</td>
              <td className="audit-address">{entry.cardholder}</td>
              <td>
                {texts[`concierge.reason.${entry.reason}`]}: {entry.note}
              </td>
              <td>{entry.shown.map((part) => texts[`concierge.shown.${part}`]).join(', ')}</td>
            </tr>
          ))}
        </ScrollingTable>
      )}
    </div>
  );
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

/** The cardholder's consent history on the site, newest first: when, what, given or withdrawn, version, channel. */
function CardholderConsents({ records, texts, locale }: { records: readonly ConsentRecord[]; texts: ConciergeLookupTexts; locale: Locale }) {
  if (records.length === 0) return <p>{texts['concierge.consents.none']}</p>;
  return (
    <ScrollingTable
      labelledBy="consents-heading"
      columns={[texts['consents.when'], texts['consents.subject'], texts['consents.choice'], texts['consents.version'], texts['consents.channel']]}
    >
      {records.map((record, index) => (
        <tr key={`${record.at}-${index}`}>
          <td>{formatMoment(record.at, locale)}</td>
          <td>{record.subject === 'pp' ? texts['consents.subject.pp'] : texts[`preferences.optIn.${record.subject}`]}</td>
          <td>{record.granted ? texts['consents.granted'] : texts['consents.withdrawn']}</td>
          <td>{record.version ?? '–'}</td>
          <td>{texts[`consents.channel.${record.channel}`]}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}

export function ConciergeLookup({ shown, texts }: { shown: ShownRoute; texts: ConciergeLookupTexts }) {
  const { location, siteConfig, data } = shown;
  const fields = useFormFields<Entries, Field>({ email: '', reason: '', note: '' }, validate);
  const [cardholder, setCardholder] = useState<Cardholder | undefined>(undefined);
  const [audit, setAudit] = useState<AuditEntry[] | undefined>(undefined);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // A record found takes focus; then the reason and details are emptied for the next look-up, which asks its own.
  // Emptied after the focus moves, so leaving the details field does not count as leaving it empty.
  const { reset } = fields;
  useEffect(() => {
    if (cardholder === undefined) return;
    resultHeading.current?.focus();
    reset('reason', '');
    reset('note', '');
  }, [cardholder, reset]);
  const refreshAudit = useCallback(() => {
    void import('../../state/account/concierge').then(({ loadAudit }) => loadAudit()).then(setAudit);
  }, []);
  useEffect(refreshAudit, [refreshAudit]);

  const flow = useSubmitFlow<Banner>({
    check: fields.check,
    send: async () => {
      const { lookUpCardholder } = await import('../../state/account/concierge');
      const { email, reason, note } = fields.values;
      if (!isLookUpReason(reason)) return { type: 'refused' };
      const result = await lookUpCardholder({ email, reason, note }, location.siteId);
      setCardholder(result.kind === 'found' ? result.cardholder : undefined);
      refreshAudit();
      // A look-up leaves the form ready for the next one; a refusal says why.
      if (result.kind === 'found') return { type: 'acceptedAgain' };
      if (result.kind === 'noteInvalid') {
        fields.setServerErrors({ note: fieldError(result.required ? 'required' : 'error') });
        return { type: 'refused', fieldErrors: true };
      }
      return { type: 'refused', banner: result.kind === 'notFound' || result.kind === 'failed' ? result.kind : undefined };
    },
  });
  const noteError = fields.errorOf('note');

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
        <SelectField
          name="reason"
          label={texts['concierge.reason.label']}
          placeholder={texts['concierge.reason.choose']}
          options={lookUpReasons.map((reason) => ({ key: reason, value: texts[`concierge.reason.${reason}`] }))}
          isRequired
          value={fields.values.reason}
          onChange={(value) => fields.set('reason', value)}
          onBlur={() => fields.touch('reason')}
          errorMessage={fields.errorOf('reason') ? texts['field.required'] : undefined}
        />
        <TextField
          name="note"
          isRequired
          maxLength={lookUpNoteMaxLength}
          label={texts['concierge.note.label']}
          description={texts['concierge.note.description']}
          value={fields.values.note}
          onChange={(value) => fields.set('note', value)}
          onBlur={() => fields.touch('note')}
          errorMessage={noteError === undefined ? undefined : texts[noteError.id === 'required' ? 'field.required' : 'concierge.note.invalid']}
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
          <p>{texts['concierge.readOnly']}</p>
          <ProfileDetails profile={cardholder.profile} locale={location.locale} texts={texts} />
          <h3>{texts['concierge.cards']}</h3>
          <CardholderCards cardholder={cardholder} texts={texts} />
          <h3>{texts['concierge.preferences']}</h3>
          <CardholderPreferences cardholder={cardholder} siteConfig={siteConfig} categories={data.offerCategories ?? []} texts={texts} />
          {cardholder.consents && (
            <>
              <h3 id="consents-heading">{texts['concierge.consents']}</h3>
              <CardholderConsents records={cardholder.consents} texts={texts} locale={location.locale} />
            </>
          )}
        </section>
      )}
      <Audit entries={audit} texts={texts} locale={location.locale} />
      <p className="form-links">
        <a href={routePath(location, 'logout', buildFlags)}>{texts['profile.signOut']}</a>
      </p>
    </>
  );
}
