// The card screen (SPEC 2 edit-pan): enrolled cards with their actions and the card field (non-registration mode), or,
// opened from the profile with ?mode=add, the profile-page mode: field, terms, add or cancel, then back to the profile.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { CardNumberField, cardFieldTextKeys, cardNumberMessage, cvvFieldOf } from '../../components/cards/CardNumberField';
import { Checkbox } from '../../components/Checkbox';
import { cardStatusTextKeys } from '../../components/cards/CardStatusBadge';
import { EnrolledCardList } from '../../components/cards/EnrolledCardList';
import { Modal } from '../../components/Modal';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { StatusMessage, type StatusEvent } from '../../components/cards/StatusMessage';
import { localizedProductNames, productTextKeys } from '../../components/cards/productNames';
import { useCardEntry } from '../../components/cards/useCardEntry';
import { useTexts } from '../../components/useTexts';
import { withReference } from '../../content/reference';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import { cardListEntries, removalCheck, type CardListEntry, type EnrolledCard } from '../../rules/cards/cardList';
import { maskCardNumber } from '../../rules/cards/cardNumber';
import { cardSettingsOf, isCardLimitReached } from '../../rules/cards/cardSettings';
import { productName } from '../../rules/cards/productTypes';
import type { Locale } from '../../site/locales';
import { FormPlaceholder, Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import { showNotification } from '../../state/page/alerts';
import { leaveNotification } from '../../state/page/leaveNotification';
import type { ShownRoute } from '../../state/page/navigation';
import { SubmitForm } from '../../components/SubmitForm';

export const editPanTextKeys = [
  ...gateTextKeys,
  ...productTextKeys,
  ...cardStatusTextKeys,
  ...cardFieldTextKeys,
  'card.container.title',
  'card.container.subTitle',
  'card.container.description',
  'card.number.label',
  'card.number.placeholder',
  'card.checking',
  'card.add',
  'card.cancel',
  'card.optInText',
  'card.termsRequired',
  'card.required',
  'card.list.title',
  'card.ending',
  'card.default',
  'card.actions',
  'card.actionsShort',
  'card.setDefault',
  'card.remove',
  'card.added',
  'card.addFailed',
  'card.deleted',
  'card.removeFailed',
  'card.deleteRequired',
  'card.defaultSet',
  'card.defaultFailed',
  'card.limitReached',
  'modal.close',
  'modal.cancel',
  'card.modal.remove.title',
  'card.modal.remove.description',
  'card.modal.remove.confirm',
  'card.modal.default.title',
  'card.modal.default.description',
  'card.modal.default.confirm',
  'card.modal.cannotDelete.title',
  'card.modal.cannotDelete.description',
] as const;
type EditPanTexts = Pick<Texts, (typeof editPanTextKeys)[number]>;

type OpenModal = { kind: 'remove' | 'default' | 'cannotDelete'; entry: CardListEntry };

/** Refusals that mean "not a card we accept": the field is marked invalid (SPEC 8 "Invalid or duplicate card"). */
const invalidCardCodes: readonly (string | undefined)[] = ['DUPLICATE_CARD', 'CARD_NOT_ELIGIBLE', 'INVALID_REQUEST'];

/** The card calls load with the list's first call, after the page is usable. */
const cardCalls = () => import('../../state/cards/cards');
function CardScreen({ shown, texts }: { shown: ShownRoute; texts: EditPanTexts }) {
  const { location, siteConfig } = shown;
  const profileMode = new URLSearchParams(window.location.search).get('mode') === 'add';
  const settings = cardSettingsOf(siteConfig);
  const [cards, setCards] = useState<readonly EnrolledCard[] | undefined>(undefined);
  const [terms, setTerms] = useState(false);
  const [triedAdd, setTriedAdd] = useState(false);
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<OpenModal | undefined>(undefined);
  const [status, setStatus] = useState<StatusEvent | undefined>(undefined);
  // Each message is a new event, so the same words said twice are announced twice.
  const said = useRef(0);
  const say = (tone: StatusEvent['tone'], message: string) => setStatus({ id: ++said.current, tone, message });
  const profilePath = routePath(location, 'profile', buildFlags);

  useEffect(() => {
    void cardCalls()
      .then(({ loadCards }) => loadCards(location.siteId))
      .then((result) => setCards(result.ok ? result.cards : []));
  }, [location.siteId]);

  const entries = useMemo(() => cardListEntries(cards ?? []), [cards]);
  const localized = useMemo(() => localizedProductNames(texts), [texts]);
  const nameOf = (code: string | undefined) => productName(code, localized);
  const entry = useCardEntry(location.siteId, [], settings.captureCvv);
  const numberMissing = profileMode && triedAdd && entry.number === '';

  // One add at a time; a press while the field's own check runs waits for that check instead of being dropped.
  const adding = useRef(false);
  async function add() {
    if (adding.current) return;
    adding.current = true;
    try {
      await addOnce();
    } finally {
      adding.current = false;
    }
  }

  async function addOnce() {
    setTriedAdd(true);
    if (profileMode && (entry.number === '' || !terms)) return;
    if ((await entry.check()) === undefined) return;
    setBusy(true);
    const result = await (await cardCalls()).enrolCard(entry.digits, location.siteId);
    setBusy(false);
    if (!result.ok && invalidCardCodes.includes(result.code)) {
      entry.refuse();
      return;
    }
    if (profileMode) {
      // SPEC 2: back to the profile with the card-added banner, success or failure alike.
      leaveNotification(
        result.ok
          ? { id: 'card-added', tone: 'success', message: texts['card.added'] }
          : { id: 'card-added', tone: 'error', message: withReference(texts['card.addFailed'], texts['error.reference'], result.correlationId) },
      );
      window.location.assign(profilePath);
      return;
    }
    if (result.ok) {
      setCards(result.cards);
      entry.clear();
      setTriedAdd(false);
      say('success', texts['card.added']);
    } else {
      showNotification({ id: 'card-added', tone: 'error', message: withReference(texts['card.addFailed'], texts['error.reference'], result.correlationId) });
    }
  }

  function askRemove(entry: CardListEntry) {
    const check = removalCheck(entries, entry.panId, settings);
    if (check.kind === 'lastRequired') say('error', texts['card.deleteRequired']);
    else setModal({ kind: check.kind === 'allowed' ? 'remove' : 'cannotDelete', entry });
  }

  async function confirm(open: OpenModal) {
    setModal(undefined);
    if (open.kind === 'remove') {
      const result = await (await cardCalls()).removeCard(open.entry.panId);
      if (result.ok) {
        setCards(result.cards);
        showNotification({ id: 'card-removed', tone: 'success', message: texts['card.deleted'] });
      } else {
        showNotification({
          id: 'card-removed',
          tone: 'error',
          message: withReference(texts['card.removeFailed'], texts['error.reference'], result.correlationId),
        });
      }
    } else if (open.kind === 'default') {
      const result = await (await cardCalls()).setDefaultCard(open.entry.panId);
      if (result.ok) {
        setCards(result.cards);
        showNotification({ id: 'default-card', tone: 'success', message: texts['card.defaultSet'] });
      } else {
        showNotification({
          id: 'default-card',
          tone: 'error',
          message: withReference(texts['card.defaultFailed'], texts['error.reference'], result.correlationId),
        });
      }
    }
  }

  if (cards === undefined) return null;
  const limitReached = isCardLimitReached(settings, cards.length);
  const cardField = (
    <CardNumberField
      label={texts['card.number.label']}
      placeholder={texts['card.number.placeholder']}
      value={entry.number}
      onChange={entry.setNumber}
      status={numberMissing ? 'invalid' : entry.status}
      errorMessage={numberMissing ? texts['card.required'] : cardNumberMessage(entry, texts)}
      checkingLabel={texts['card.checking']}
      isRequired={profileMode}
      cvv={cvvFieldOf(entry, texts, settings.captureCvv)}
    />
  );
  const addForm = (
    <SubmitForm className={profileMode ? 'form' : settings.captureCvv ? 'form form-inline form-cvv' : 'form form-inline'} onSubmit={add}>
      {cardField}
      {profileMode && (
        <Checkbox name="terms" isRequired isSelected={terms} onChange={setTerms} errorMessage={triedAdd && !terms ? texts['card.termsRequired'] : undefined}>
          {texts['card.optInText']}
        </Checkbox>
      )}
      <div className="form-actions">
        <Button type="submit" variant={profileMode ? 'primary' : 'secondary'} isPending={busy} isDisabled={!profileMode && entry.number === ''}>
          {texts['card.add']}
        </Button>
        {profileMode && (
          <a className="button" data-variant="secondary" href={profilePath}>
            {texts['card.cancel']}
          </a>
        )}
      </div>
    </SubmitForm>
  );
  if (profileMode) return addForm;

  const modalCard = modal && `${nameOf(modal.entry.productType)} ${maskCardNumber(modal.entry.lastFour)}`;
  return (
    <>
      {texts['card.container.title'] && <h2>{texts['card.container.title']}</h2>}
      {texts['card.container.subTitle'] && <p className="subtitle">{texts['card.container.subTitle']}</p>}
      {texts['card.container.description'] && <p>{texts['card.container.description']}</p>}
      <StatusMessage event={status} />
      <EnrolledCardList
        entries={entries}
        productName={nameOf}
        texts={{
          title: texts['card.list.title'],
          ending: texts['card.ending'],
          default: texts['card.default'],
          actions: texts['card.actions'],
          actionsShort: texts['card.actionsShort'],
          setDefault: texts['card.setDefault'],
          remove: texts['card.remove'],
          status: texts,
        }}
        onSetDefault={settings.updatable ? (entry) => setModal({ kind: 'default', entry }) : undefined}
        onRemove={settings.updatable ? askRemove : undefined}
        vpp={settings.vppLayout}
      />
      {limitReached ? <p>{texts['card.limitReached']}</p> : addForm}
      <Modal
        isOpen={modal !== undefined}
        onClose={() => setModal(undefined)}
        title={modal ? texts[`card.modal.${modal.kind}.title`] : ''}
        closeLabel={texts['modal.close']}
      >
        {modal && (
          <>
            <p>{texts[`card.modal.${modal.kind}.description`]}</p>
            <p className="card-masked">{modalCard}</p>
            <div className="form-actions">
              {modal.kind !== 'cannotDelete' && (
                <Button variant={modal.kind === 'remove' ? 'danger' : 'primary'} onPress={() => void confirm(modal)}>
                  {texts[`card.modal.${modal.kind}.confirm`]}
                </Button>
              )}
              <Button variant="secondary" onPress={() => setModal(undefined)}>
                {texts['modal.cancel']}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}

/** The card screen before the cards come: its heading, a place for the list, the card field and its button. */
function CardScreenFrame({ texts }: { texts: EditPanTexts }) {
  return (
    <>
      {texts['card.container.title'] && <h2>{texts['card.container.title']}</h2>}
      {texts['card.container.subTitle'] && <p className="subtitle">{texts['card.container.subTitle']}</p>}
      {texts['card.container.description'] && <p>{texts['card.container.description']}</p>}
      <Placeholder kind="block" lines={1} />
      <FormPlaceholder />
    </>
  );
}

export default function EditPanScreen({ texts, locale }: { texts: EditPanTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="edit-pan" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'frame', frame: <CardScreenFrame texts={inForce} /> }}>
      {(shown) => <CardScreen shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
