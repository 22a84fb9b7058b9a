// The security page's sections (issue 17, parts 2 and 3), loaded once the page's checks pass: where passcodes go
// first, and the devices trusted at passcode sign-in, each revoked or all. Apart from the page's island so that the
// first load of every page stays as it was (docs/decisions.md "The security page").
import { useEffect, useRef, useState } from 'react';
import type { PasscodeChannel } from '../../api/contracts/auth';
import type { TrustedDevice } from '../../api/contracts/security';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { Placeholder } from '../../components/Placeholder';
import { RadioGroupField, type RadioChoice } from '../../components/RadioGroupField';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { interpolate } from '../../content/interpolate';
import { deviceName, devicePlace } from '../../rules/account/trustedDeviceText';
import { formatMoment } from '../../rules/calendarDay';
import type { Locale } from '../../site/locales';
import type { DeviceList, RevokeTarget } from '../../state/account/trustedDevices';
import type { SecurityTexts } from './SecurityScreen';
import { TextField } from '../../components/TextField';
import { passkeyNameMaxLength, type Passkey } from '../../api/contracts/passkeys';
import type { StaffLookUp } from '../../api/contracts/conciergeAudit';
import { passkeyNameProblem } from '../../rules/account/passkeyName';

type Destinations = { email: string; phone: string | null; preferredChannel: PasscodeChannel | null };

/**
 * Where passcodes go first (issue 17, part 3): e-mail, or text message when the account has a mobile number; saved as
 * the attribute passcode_channel and pre-selected on every passcode preference screen.
 */
function PasscodeChannelChoice({ texts, siteId }: { texts: SecurityTexts; siteId: string }) {
  const [destinations, setDestinations] = useState<Destinations | 'failed' | undefined>(undefined);
  const [channel, setChannel] = useState<PasscodeChannel | undefined>(undefined);
  const [saved, setSaved] = useState<'saved' | 'failed' | undefined>(undefined);
  useEffect(() => {
    void import('../../state/account/checkCode')
      .then(({ loadCheckDestinations }) => loadCheckDestinations(siteId))
      .then((result) => setDestinations(result.kind === 'loaded' ? result : 'failed'));
  }, [siteId]);
  const flow = useSubmitFlow<'failed'>({
    send: async () => {
      if (chosen === undefined) return { type: 'refused' };
      const { savePasscodeChannel } = await import('../../state/account/passcodeChannel');
      const outcome = await savePasscodeChannel(siteId, chosen);
      setSaved(outcome === 'alerted' ? undefined : outcome);
      return outcome === 'saved' ? { type: 'acceptedAgain' } : { type: 'refused' };
    },
  });
  const loaded = typeof destinations === 'object' ? destinations : undefined;
  const chosen = channel ?? loaded?.preferredChannel ?? (loaded ? 'EMAIL' : undefined);
  const choices: RadioChoice<PasscodeChannel>[] = [
    { value: 'EMAIL', label: texts['security.channel.email'] },
    ...(loaded?.phone ? [{ value: 'SMS' as const, label: texts['security.channel.sms'] }] : []),
  ];
  return (
    <section className="security-section" aria-labelledby="passcode-channel-heading">
      <h2 id="passcode-channel-heading">{texts['security.channel.heading']}</h2>
      <p>{texts['security.channel.intro']}</p>
      {saved && (
        <FormBanner tone={saved === 'saved' ? 'success' : 'error'}>
          {texts[saved === 'saved' ? 'security.channel.saved' : 'security.channel.failed']}
        </FormBanner>
      )}
      {destinations === 'failed' ? null : loaded === undefined ? (
        <Placeholder kind="block" lines={2} />
      ) : (
        <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
          <RadioGroupField<PasscodeChannel>
            name="passcodeChannel"
            label={texts['security.channel.legend']}
            {...(loaded.phone ? {} : { description: texts['security.channel.noPhone'] })}
            choices={choices}
            value={chosen}
            onChange={(value) => {
              setChannel(value);
              setSaved(undefined);
            }}
            isDisabled={flow.isPending}
          />
          <Button type="submit" variant="secondary" isPending={flow.isPending}>
            {texts['security.channel.save']}
          </Button>
        </SubmitForm>
      )}
    </section>
  );
}

/** What `busy` holds while every device is being removed: no device id has a space. */
const allDevices = 'all devices';

/** The calls load with the screen's first list, after the page is usable. */
const trustedDevices = () => import('../../state/account/trustedDevices');

function DeviceItem({
  device,
  texts,
  locale,
  busy,
  onRevoke,
}: {
  device: TrustedDevice;
  texts: SecurityTexts;
  locale: Locale;
  busy: boolean;
  onRevoke: () => void;
}) {
  const name = deviceName(device) ?? texts['security.devices.unknown'];
  const place = devicePlace(device, locale);
  return (
    <li className="card-list-item device-item" data-current={device.current || undefined}>
      <div className="card-identity">
        <strong className="device-name">{name}</strong>
        {place !== undefined && <span className="card-product">{interpolate(texts['security.devices.place'], { place })}</span>}
        <span className="card-product">{interpolate(texts['security.devices.firstUsed'], { date: formatMoment(device.firstUsedAt, locale) })}</span>
        <span className="card-product">{interpolate(texts['security.devices.lastUsed'], { date: formatMoment(device.lastUsedAt, locale) })}</span>
      </div>
      {device.current && (
        <span className="badge" data-tone="neutral">
          {texts['security.devices.current']}
        </span>
      )}
      <Button variant="secondary" isPending={busy} aria-label={interpolate(texts['security.devices.revokeLabel'], { device: name })} onPress={onRevoke}>
        {texts['security.devices.revoke']}
      </Button>
    </li>
  );
}

function TrustedDevices({ texts, locale }: { texts: SecurityTexts; locale: Locale }) {
  const [list, setList] = useState<DeviceList | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<'revoked' | 'revokedAll' | 'failed' | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void trustedDevices()
      .then(({ loadTrustedDevices }) => loadTrustedDevices())
      .then(setList);
  }, []);

  async function revoke(target: RevokeTarget) {
    if (busy !== undefined) return;
    setBusy(target.kind === 'all' ? allDevices : target.id);
    const result = await (await trustedDevices()).revokeDevices(target);
    setBusy(undefined);
    if (result.ok) setList(result.list);
    setOutcome(result.ok ? (target.kind === 'all' ? 'revokedAll' : 'revoked') : 'failed');
    // The pressed button may be gone with its device: focus goes to the section's heading, the banner follows it.
    heading.current?.focus();
  }

  return (
    <section className="security-section" aria-labelledby="trusted-devices-heading" aria-busy={list === undefined}>
      <h2 id="trusted-devices-heading" ref={heading} tabIndex={-1}>
        {texts['security.devices.heading']}
      </h2>
      <p>{texts['security.devices.intro']}</p>
      {outcome && (
        <FormBanner tone={outcome === 'failed' ? 'error' : 'success'}>
          {outcome === 'failed' ? texts['security.devices.failed'] : texts[outcome === 'revoked' ? 'security.devices.revoked' : 'security.devices.revokedAll']}
        </FormBanner>
      )}
      {list === undefined ? (
        <Placeholder kind="block" lines={3} />
      ) : list.kind === 'unavailable' ? (
        <p>{texts['security.devices.unavailable']}</p>
      ) : list.kind === 'failed' ? (
        <FormBanner tone="error">{texts['security.devices.failed']}</FormBanner>
      ) : list.devices.length === 0 ? (
        <p>{texts['security.devices.none']}</p>
      ) : (
        <>
          <ul className="card-list">
            {list.devices.map((device) => (
              <DeviceItem
                key={device.id}
                device={device}
                texts={texts}
                locale={locale}
                busy={busy === device.id}
                onRevoke={() => void revoke({ kind: 'one', id: device.id })}
              />
            ))}
          </ul>
          {list.devices.length > 1 && (
            <p>
              <Button variant="secondary" isPending={busy === allDevices} onPress={() => void revoke({ kind: 'all' })}>
                {texts['security.devices.revokeAll']}
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * When staff opened the cardholder's record, and why (issue 17, part 5): never who or their notes. Left out quietly
 * where the bank's gateway does not tell (404).
 */
function StaffLookUps({ texts, locale }: { texts: SecurityTexts; locale: Locale }) {
  const [lookUps, setLookUps] = useState<StaffLookUp[] | 'unavailable' | undefined>(undefined);
  useEffect(() => {
    void import('../../state/account/staffLookUps').then(({ loadStaffLookUps }) => loadStaffLookUps()).then(setLookUps);
  }, []);
  if (lookUps === 'unavailable') return null;
  return (
    <section className="security-section" aria-labelledby="staff-look-ups-heading" aria-busy={lookUps === undefined}>
      <h2 id="staff-look-ups-heading">{texts['security.staff.heading']}</h2>
      <p>{texts['security.staff.intro']}</p>
      {lookUps === undefined ? (
        <Placeholder kind="block" lines={1} />
      ) : lookUps.length === 0 ? (
        <p>{texts['security.staff.none']}</p>
      ) : (
        <ul className="staff-look-ups">
          {lookUps.map((lookUp) => (
            <li key={`${lookUp.at}-${lookUp.reason}`}>
              {interpolate(texts['security.staff.entry'], { date: formatMoment(lookUp.at, locale), reason: texts[`concierge.reason.${lookUp.reason}`] })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The passkeys section's calls and the browser's ceremony load with its first list. */
const passkeyCalls = () => import('../../state/account/passkeys');

function PasskeyList({
  passkeys,
  texts,
  locale,
  busy,
  onRemove,
}: {
  passkeys: readonly Passkey[];
  texts: SecurityTexts;
  locale: Locale;
  busy: string | undefined;
  onRemove: (id: string) => void;
}) {
  if (passkeys.length === 0) return <p>{texts['security.passkeys.none']}</p>;
  return (
    <ul className="card-list">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="card-list-item passkey-item">
          <div className="card-identity">
            <strong className="device-name">{passkey.name}</strong>
            <span className="card-product">{interpolate(texts['security.passkeys.created'], { date: formatMoment(passkey.createdAt, locale) })}</span>
            <span className="card-product">
              {passkey.lastUsedAt === null
                ? texts['security.passkeys.neverUsed']
                : interpolate(texts['security.passkeys.lastUsed'], { date: formatMoment(passkey.lastUsedAt, locale) })}
            </span>
          </div>
          <Button
            variant="secondary"
            isPending={busy === passkey.id}
            aria-label={interpolate(texts['security.passkeys.removeLabel'], { name: passkey.name })}
            onPress={() => onRemove(passkey.id)}
          >
            {texts['security.devices.revoke']}
          </Button>
        </li>
      ))}
    </ul>
  );
}

type PasskeyOutcome = 'added' | 'removed' | 'failed' | 'reauthenticate';

/**
 * Passkeys (issue 17, part 1), on a site that offers them: the list with each one's name, when it was added and last
 * used; adding one (named first, then the browser's dialog); removing one.
 */
function Passkeys({ texts, locale, checkPath }: { texts: SecurityTexts; locale: Locale; checkPath: string }) {
  const [passkeys, setPasskeys] = useState<Passkey[] | 'failed' | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<PasskeyOutcome | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void passkeyCalls()
      .then(({ loadPasskeys }) => loadPasskeys())
      .then((list) => setPasskeys(list ?? 'failed'));
  }, []);
  const flow = useSubmitFlow<'failed'>({
    check: () => {
      const problem = passkeyNameProblem(name);
      setNameProblem(problem === undefined ? undefined : texts[problem === 'required' ? 'field.required' : 'security.passkeys.nameInvalid']);
      return problem === undefined;
    },
    send: async () => {
      const result = await (await passkeyCalls()).createPasskey(name.trim());
      switch (result.kind) {
        case 'added':
          setPasskeys(result.passkeys);
          setAdding(false);
          setName('');
          setOutcome('added');
          heading.current?.focus();
          return { type: 'acceptedAgain' };
        case 'nameInvalid':
          setNameProblem(texts[result.required ? 'field.required' : 'security.passkeys.nameInvalid']);
          return { type: 'refused', fieldErrors: true };
        case 'reauthenticate':
        case 'failed':
          setOutcome(result.kind);
          return { type: 'refused' };
        case 'cancelled':
          return { type: 'refused' };
      }
    },
  });

  async function remove(id: string) {
    if (busy !== undefined) return;
    setBusy(id);
    const list = await (await passkeyCalls()).deletePasskey(id);
    setBusy(undefined);
    if (list !== undefined) setPasskeys(list);
    setOutcome(list === undefined ? 'failed' : 'removed');
    heading.current?.focus();
  }

  return (
    <section className="security-section" aria-labelledby="passkeys-heading" aria-busy={passkeys === undefined}>
      <h2 id="passkeys-heading" ref={heading} tabIndex={-1}>
        {texts['security.passkeys.heading']}
      </h2>
      <p>{texts['security.passkeys.intro']}</p>
      {outcome === 'reauthenticate' ? (
        <FormBanner tone="info">
          {texts['security.passkeys.reauthenticate']} <a href={checkPath}>{texts['security.passkeys.confirm']}</a>
        </FormBanner>
      ) : (
        outcome && (
          <FormBanner tone={outcome === 'failed' ? 'error' : 'success'}>
            {texts[outcome === 'added' ? 'security.passkeys.added' : outcome === 'removed' ? 'security.passkeys.removed' : 'security.passkeys.failed']}
          </FormBanner>
        )
      )}
      {passkeys === undefined ? (
        <Placeholder kind="block" lines={2} />
      ) : passkeys === 'failed' ? null : (
        <PasskeyList passkeys={passkeys} texts={texts} locale={locale} busy={busy} onRemove={(id) => void remove(id)} />
      )}
      {adding ? (
        <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
          <TextField
            name="passkeyName"
            label={texts['security.passkeys.name.label']}
            description={texts['security.passkeys.name.description']}
            isRequired
            maxLength={passkeyNameMaxLength}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameProblem(undefined);
            }}
            errorMessage={nameProblem}
          />
          <Button type="submit" isPending={flow.isPending}>
            {texts['security.passkeys.create']}
          </Button>
        </SubmitForm>
      ) : (
        <p>
          <Button
            variant="secondary"
            onPress={() => {
              setAdding(true);
              setOutcome(undefined);
            }}
          >
            {texts['security.passkeys.add']}
          </Button>
        </p>
      )}
    </section>
  );
}

export default function SecuritySections({
  texts,
  locale,
  siteId,
  passkeys,
  checkPath,
}: {
  texts: SecurityTexts;
  locale: Locale;
  siteId: string;
  /** Whether the site offers passkeys (site_auth_profile.passkeys). */
  passkeys: boolean;
  /** The passcode check's page, coming back here, for adding a passkey after an older sign-in. */
  checkPath: string;
}) {
  return (
    <>
      <PasscodeChannelChoice texts={texts} siteId={siteId} />
      <TrustedDevices texts={texts} locale={locale} />
      <StaffLookUps texts={texts} locale={locale} />
      {passkeys && <Passkeys texts={texts} locale={locale} checkPath={checkPath} />}
    </>
  );
}
