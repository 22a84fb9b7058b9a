// The security page (issue 17): where passcodes go first, and the devices trusted at passcode sign-in, each with its
// browser and system, the approximate place, first and last use, the current one marked; each or all revoked, after
// which the device asks for the passcode at its next sign-in. The island holds the page's words and the sections'
// frame; the sections load once the page's checks pass.
import { Suspense, lazy } from 'react';
import { lookUpReasons } from '../../rules/account/lookUpReasons';
import { Placeholder } from '../../components/Placeholder';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import { buildFlags } from '../../site/buildFlags';
import { routePath } from '../../routes/location';
import { siteSettingsOf } from '../../site/siteSettings';
import type { Locale } from '../../site/locales';

export const securityTextKeys = [
  ...gateTextKeys,
  'security.intro',
  'security.devices.heading',
  'security.devices.intro',
  'security.devices.none',
  'security.devices.unknown',
  'security.devices.current',
  'security.devices.place',
  'security.devices.firstUsed',
  'security.devices.lastUsed',
  'security.devices.revoke',
  'security.devices.revokeLabel',
  'security.devices.revokeAll',
  'security.devices.revoked',
  'security.devices.revokedAll',
  'security.devices.failed',
  'security.devices.unavailable',
  'security.channel.heading',
  'security.channel.intro',
  'security.channel.legend',
  'security.channel.email',
  'security.channel.sms',
  'security.channel.noPhone',
  'security.channel.save',
  'security.channel.saved',
  'security.channel.failed',
  'security.passkeys.heading',
  'security.passkeys.intro',
  'security.passkeys.none',
  'security.passkeys.add',
  'security.passkeys.name.label',
  'security.passkeys.name.description',
  'security.passkeys.nameInvalid',
  'security.passkeys.create',
  'security.passkeys.added',
  'security.passkeys.created',
  'security.passkeys.lastUsed',
  'security.passkeys.neverUsed',
  'security.passkeys.removeLabel',
  'security.passkeys.removed',
  'security.passkeys.failed',
  'security.passkeys.reauthenticate',
  'security.passkeys.confirm',
  'field.required',
  'security.staff.heading',
  'security.staff.intro',
  'security.staff.none',
  'security.staff.entry',
  ...lookUpReasons.map((reason) => `concierge.reason.${reason}` as const),
] as const;
export type SecurityTexts = Pick<Texts, (typeof securityTextKeys)[number]>;

const SecuritySections = lazy(() => import('./SecuritySections'));

/** The sections' headings and words with placeholders where their choices and list come, in the sections' layout. */
function SectionsFrame({ texts }: { texts: SecurityTexts }) {
  return (
    <>
      <section className="security-section" aria-labelledby="passcode-channel-heading">
        <h2 id="passcode-channel-heading">{texts['security.channel.heading']}</h2>
        <p>{texts['security.channel.intro']}</p>
        <Placeholder kind="block" lines={2} />
      </section>
      <section className="security-section" aria-labelledby="trusted-devices-heading">
        <h2 id="trusted-devices-heading">{texts['security.devices.heading']}</h2>
        <p>{texts['security.devices.intro']}</p>
        <Placeholder kind="block" lines={3} />
      </section>
      <section className="security-section" aria-labelledby="staff-look-ups-heading">
        <h2 id="staff-look-ups-heading">{texts['security.staff.heading']}</h2>
        <p>{texts['security.staff.intro']}</p>
        <Placeholder kind="block" lines={1} />
      </section>
    </>
  );
}

export default function SecurityScreen({ texts, locale }: { texts: SecurityTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  const intro = <p>{inForce['security.intro']}</p>;
  const frame = (
    <>
      {intro}
      <SectionsFrame texts={inForce} />
    </>
  );
  return (
    <RouteGate route="security" flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'frame', frame }}>
      {(shown) => (
        <>
          {intro}
          <Suspense fallback={<SectionsFrame texts={inForce} />}>
            <SecuritySections
              texts={inForce}
              locale={locale}
              siteId={shown.location.siteId}
              passkeys={siteSettingsOf(shown.siteConfig).auth.passkeys}
              checkPath={`${routePath(shown.location, 'otp-check-preference', buildFlags)}?returnUrl=${encodeURIComponent(routePath(shown.location, 'security', buildFlags))}`}
            />
          </Suspense>
        </>
      )}
    </RouteGate>
  );
}
