// The account created (SPEC 2 registration and add-pan): the confirmation as a screen of its own, with its heading in
// place of the route's, where the activation e-mail went, and the ways on: sign in once the account is activated, or
// have the activation e-mail sent again.
import { Interpolated } from '../Interpolated';
import type { Texts } from '../../content/textKeys';
import type { PortalLocation } from '../../routes/location';
import { routePath } from '../../routes/routePath';
import { buildFlags } from '../../site/buildFlags';
import { ScreenHeading } from '../ScreenHeading';

export const accountCreatedTextKeys = [
  'seo.brandPrefix',
  'seo.brandSuffix',
  'registration.doneTitle',
  'registration.done',
  'registration.signIn',
  'login.resendActivation',
] as const;
type AccountCreatedTexts = Pick<Texts, (typeof accountCreatedTextKeys)[number]>;

export interface AccountCreatedProps {
  /** Where the activation e-mail went: the address as typed, trimmed. */
  email: string;
  location: Pick<PortalLocation, 'locale' | 'issuer'>;
  texts: AccountCreatedTexts;
}

export function AccountCreated({ email, location, texts }: AccountCreatedProps) {
  return (
    <>
      <ScreenHeading title={texts['registration.doneTitle']} brand={{ prefix: texts['seo.brandPrefix'], suffix: texts['seo.brandSuffix'] }} />
      <p className="screen-text">
        <Interpolated text={texts['registration.done']} values={{ email }} />
      </p>
      <p className="screen-actions">
        <a className="button" data-variant="primary" href={routePath(location, 'login', buildFlags)}>
          {texts['registration.signIn']}
        </a>
        <a className="button" data-variant="secondary" href={routePath(location, 'resend-activation', buildFlags)}>
          {texts['login.resendActivation']}
        </a>
      </p>
    </>
  );
}
