// A new privacy policy to accept (issue 17, part 4): shown after signing in to a cardholder whose last acceptance names
// another version than the one the site has in force. Accepting records it (SPEC 7's pp attribute, which the gateway
// records with the version) and goes on to where the cardholder was headed; signing out is the other way.
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';
import { useTexts } from '../../components/useTexts';
import { Interpolated } from '../../components/Interpolated';
import type { Texts } from '../../content/textKeys';
import { routePath } from '../../routes/location';
import type { Locale } from '../../site/locales';
import { consentSettingsOf } from '../../rules/account/consentSettings';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { goOnToStoredReturnUrl } from '../../state/page/storedReturnUrl';

export const policyUpdateTextKeys = [
  ...gateTextKeys,
  'policy.intro',
  'policy.version',
  'policy.read',
  'policy.accept',
  'policy.signOut',
  'policy.failed',
] as const;
type PolicyUpdateTexts = Pick<Texts, (typeof policyUpdateTextKeys)[number]>;

function PolicyUpdate({ shown, texts }: { shown: ShownRoute; texts: PolicyUpdateTexts }) {
  const { location, siteConfig } = shown;
  const { policyVersion, policyUrl } = consentSettingsOf(siteConfig);
  const flow = useSubmitFlow<'failed'>({
    send: async () => {
      const { acceptPolicy } = await import('../../state/account/consents');
      const result = await acceptPolicy(location.siteId);
      if (result !== 'accepted') return { type: 'refused', banner: result === 'failed' ? 'failed' : undefined };
      goOnToStoredReturnUrl(location);
      return { type: 'accepted' };
    },
  });
  return (
    <>
      <p className="screen-text">{texts['policy.intro']}</p>
      {policyVersion && (
        <p>
          <Interpolated text={texts['policy.version']} values={{ version: policyVersion }} />
        </p>
      )}
      {policyUrl && (
        <p>
          <a href={policyUrl} target="_blank" rel="noopener noreferrer">
            {texts['policy.read']}
          </a>
        </p>
      )}
      {flow.banner && <FormBanner tone="error">{texts['policy.failed']}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <div className="form-actions">
          <Button type="submit" isPending={flow.isPending}>
            {texts['policy.accept']}
          </Button>
          <a href={routePath(location, 'logout', buildFlags)}>{texts['policy.signOut']}</a>
        </div>
      </SubmitForm>
    </>
  );
}

/** The screen shows only to a cardholder with a policy to accept (the policyOutdated guard). */
const resolvers = async () => ({ policyToAccept: (await import('../../state/signIn/policyToAcceptResolver')).policyToAcceptResolver });

export default function PolicyUpdateScreen({ texts, locale }: { texts: PolicyUpdateTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="privacy-policy"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<p className="screen-text">{inForce['policy.intro']}</p>} fields={0} /> }}
      resolvers={resolvers}
    >
      {(shown) => <PolicyUpdate shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
