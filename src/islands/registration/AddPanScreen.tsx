// The card step of registration (SPEC 2 add-pan, card-capture form in registration mode): cards are checked with the
// gateway and listed on the page, then sent with the held registration to create the account, confirmed on a screen of
// its own. One message per outcome: each action (adding or removing a card, creating the account) clears the messages
// of the one before, and a failed creation shows the generic alert for a server failure (SPEC 8), else its banner.
import { useRef, useState } from 'react';
import { AccountCreated, accountCreatedTextKeys } from '../../components/account/AccountCreated';
import { Button } from '../../components/Button';
import { CardNumberField, cardFieldTextKeys, cardNumberMessage, cvvFieldOf } from '../../components/cards/CardNumberField';
import { FormBanner } from '../../components/FormBanner';
import { registrationBannerText, registrationBannerTextKeys } from '../../components/registrationBannerText';
import { HeldCardList, type HeldCard } from '../../components/cards/HeldCardList';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { StatusMessage, type StatusEvent } from '../../components/cards/StatusMessage';
import { captchaTextKeys, useSiteCaptcha } from '../../components/useCaptcha';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { localizedProductNames, productTextKeys } from '../../components/cards/productNames';
import { useCardEntry } from '../../components/cards/useCardEntry';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { isCardLimitReached } from '../../rules/cards/cardSettings';
import { productName } from '../../rules/cards/productTypes';
import type { Locale } from '../../site/locales';
import { buildFlags } from '../../site/buildFlags';
import { clearAlerts } from '../../state/page/alerts';
import { clearHeldRegistration, heldRegistrationOnEntry, holdRegistration } from '../../state/registration/heldRegistration';
import type { ShownRoute } from '../../state/page/navigation';
import { registrationCardSettings, type RegistrationBanner } from '../../state/registration/registrationLayout';
import { SubmitForm } from '../../components/SubmitForm';

export const addPanTextKeys = [
  ...gateTextKeys,
  ...accountCreatedTextKeys,
  'addPan.intro',
  'card.number.label',
  'card.number.placeholder',
  ...cardFieldTextKeys,
  'card.checking',
  'card.add',
  'card.list.title',
  'card.ending',
  'card.delete',
  'card.deleteShort',
  'card.added',
  'card.deleted',
  'card.required',
  'card.limitReached',
  ...productTextKeys,
  'registration.submit',
  'registration.skipCards',
  'registration.back',
  'registration.failed',
  ...captchaTextKeys,
  ...registrationBannerTextKeys,
] as const;
type AddPanTexts = Pick<Texts, (typeof addPanTextKeys)[number]>;

function CardStep({ shown, texts }: { shown: ShownRoute; texts: AddPanTexts }) {
  const { location, siteConfig } = shown;
  // What the registration form held for this step; the pre-rendered step has none yet (a send waits for the checks).
  const held = shown.provisional ? undefined : heldRegistrationOnEntry();
  const settings = registrationCardSettings(siteConfig);
  const captcha = useSiteCaptcha(siteConfig, texts);
  const [cards, setCards] = useState<readonly HeldCard[]>([]);
  // The cards as of now, for a send that follows an add before the next render (Create account pressed while a card
  // is still being added).
  const cardsNow = useRef<readonly HeldCard[]>([]);
  const changeCards = (change: (current: readonly HeldCard[]) => readonly HeldCard[]) => {
    cardsNow.current = change(cardsNow.current);
    setCards(cardsNow.current);
  };
  const [status, setStatus] = useState<StatusEvent | undefined>(undefined);
  const [created, setCreated] = useState(false);
  const heldNumbers = cards.map((card) => card.pan);
  const entry = useCardEntry(location.siteId, heldNumbers, settings.captureCvv);
  // Each message an id of its own, so the same words said again are announced again.
  const statusIds = useRef(0);
  const say = (tone: StatusEvent['tone'], message: string) => setStatus({ id: (statusIds.current += 1), tone, message });

  // "Please add at least one card." is answered once an eligible number is in the field.
  const cardMissingAnswered = status?.message === texts['card.required'] && entry.status === 'valid';

  // One add at a time; a press while the field's own check runs waits for that check instead of being dropped, and so
  // does Create account: it goes on once the add has ended, with the card in the list.
  const adding = useRef<Promise<void> | undefined>(undefined);
  function addCard(): Promise<void> {
    if (adding.current) return adding.current;
    const added = (async () => {
      try {
        beginAction();
        const result = await entry.check();
        if (result === undefined) return;
        changeCards((current) => [...current, { pan: entry.digits, productName: productName(result.productType, localizedProductNames(texts)) }]);
        entry.clear();
        say('success', texts['card.added']);
      } finally {
        adding.current = undefined;
      }
    })();
    adding.current = added;
    return added;
  }

  const flow = useSubmitFlow<RegistrationBanner>({
    check: () => {
      if (held === undefined) return false;
      if (settings.required && cardsNow.current.length === 0) {
        say('error', texts['card.required']);
        return false;
      }
      return captcha.check();
    },
    send: async () => {
      if (held === undefined) return { type: 'refused' };
      const [captchaToken, { createAccount }] = await Promise.all([captcha.token(), import('../../state/registration/sendRegistration')]);
      const result = await createAccount(
        held.entries,
        cardsNow.current.map((card) => card.pan),
        shown,
        captchaToken,
        held.choices,
      );
      if (result.kind === 'created') {
        clearHeldRegistration();
        setCreated(true);
        return { type: 'accepted' };
      }
      if (result.kind === 'fieldErrors') {
        // The details are on the registration form: back there, with what the gateway found and all that was typed.
        holdRegistration({ entries: held.entries, fieldErrors: result.fieldErrors, choices: held.choices });
        window.location.assign(routePath(location, 'registration', buildFlags));
        // Nothing more is sent while it loads.
        return { type: 'accepted' };
      }
      if (result.kind === 'alerted') return { type: 'refused' };
      return { type: 'refused', banner: result.banner };
    },
  });

  /** Another action begins: the messages of the one before go, so its own outcome is the one message shown. */
  function beginAction() {
    setStatus(undefined);
    flow.dismissBanner();
    clearAlerts();
  }

  if (held === undefined && !shown.provisional) return null;
  if (created && held !== undefined) return <AccountCreated email={held.entries.email.trim()} location={location} texts={texts} />;
  const limitReached = isCardLimitReached(settings, cards.length);
  return (
    <>
      <p>{texts['addPan.intro']}</p>
      {flow.banner && <FormBanner tone="error">{registrationBannerText(texts, flow.banner)}</FormBanner>}
      <StatusMessage event={cardMissingAnswered ? undefined : status} />
      <HeldCardList
        cards={cards}
        texts={{ title: texts['card.list.title'], ending: texts['card.ending'], delete: texts['card.delete'], deleteShort: texts['card.deleteShort'] }}
        onDelete={(pan) => {
          beginAction();
          changeCards((current) => current.filter((card) => card.pan !== pan));
          say('success', texts['card.deleted']);
        }}
      />
      {limitReached ? (
        <p>{texts['card.limitReached']}</p>
      ) : (
        <SubmitForm className={settings.captureCvv ? 'form form-inline form-cvv' : 'form form-inline'} onSubmit={addCard}>
          <CardNumberField
            label={texts['card.number.label']}
            placeholder={texts['card.number.placeholder']}
            value={entry.number}
            onChange={entry.setNumber}
            status={entry.status}
            errorMessage={cardNumberMessage(entry, texts)}
            checkingLabel={texts['card.checking']}
            cvv={cvvFieldOf(entry, texts, settings.captureCvv)}
          />
          <Button type="submit" variant="secondary" isDisabled={entry.number === ''}>
            {texts['card.add']}
          </Button>
        </SubmitForm>
      )}
      {captcha.element}
      {/* A form of its own, so a press made while the pre-rendered page is not yet live is held and made again (SubmitForm). */}
      <SubmitForm
        className="form-actions"
        onSubmit={() => {
          const pendingAdd = adding.current;
          if (pendingAdd === undefined) {
            beginAction();
            return flow.submit();
          }
          return pendingAdd.then(() => flow.submit());
        }}
      >
        <Button type="submit" isPending={flow.isPending}>
          {cards.length === 0 && !settings.required ? texts['registration.skipCards'] : texts['registration.submit']}
        </Button>
        <a href={routePath(location, 'registration', buildFlags)}>{texts['registration.back']}</a>
      </SubmitForm>
    </>
  );
}

export default function AddPanScreen({ texts, locale }: { texts: AddPanTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="add-pan" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'screen' }}>
      {(shown) => <CardStep shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
