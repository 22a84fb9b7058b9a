// The gateway's endpoints as data: method, path pattern under /gateway/api/, handler.
import { postRemoveAsset, postUpdateAsset } from './assets/assetChanges';
import { getAssets, getSiteAssets, postAssets } from './assets/assetEndpoints';
import { postValidation } from './assets/validationEndpoint';
import { postChangePassword } from './account/changePasswordEndpoint';
import { getCompromisedPassword } from './account/compromisedPasswordEndpoint';
import { getBackgroundCheck } from './auth/backgroundCheck';
import { postRevoke } from './signIn/revokeEndpoint';
import { postToken } from './signIn/tokenEndpoint';
import { getUser } from './auth/userFind';
import { getContent, getExtraContent } from './contentService';
import { getCspReports, postCspReport } from './cspReports/cspReportEndpoint';
import { cspReportPath } from '../../src/site/cspReportPath';
import { getMyCashback } from './cashback/cashbackEndpoint';
import { getConciergeAssets, getConciergePreferences, getUserForConcierge } from './concierge/conciergeEndpoints';
import { getLookUps, getStaffLookUps, postLookUp } from './concierge/lookUps';
import { getConciergeConsents, getConsents } from './consents/consentEndpoints';
import type { Handler } from './env';
import { getHealth } from './health';
import { getCategories, getCustomizedCategories } from './offers/offerCategories';
import { postAlias } from './users/aliasEndpoint';
import {
  getPasskeys,
  postPasskey,
  postPasskeyRegistrationOptions,
  postPasskeySignIn,
  postPasskeySignInOptions,
  postRemovePasskey,
} from './security/passkeyEndpoints';
import { getTrustedDevices, postRevokeAllTrustedDevices, postRevokeTrustedDevice } from './security/trustedDeviceEndpoints';
import { postTotpEnroll, postTotpSetup, postTotpUnenroll } from './mfa/totpEndpoints';
import { getOutbox } from './outbox/outboxEndpoint';
import { getRiskTokens } from './signIn/riskTokens';
import { postFindCode } from './passcodes/findCodeEndpoint';
import { postPreferenceDetails } from './signIn/preferenceDetailsEndpoint';
import { postSendCode } from './signIn/sendCodeEndpoint';
import { postChangePasswordFromPasscode } from './recovery/changePasswordFromPasscodeEndpoint';
import { postSendPasscode } from './recovery/sendPasscodeEndpoint';
import { postActivateToken, postActivationEmail } from './registration/activationEndpoints';
import { postRegistration, postSiteRegistration } from './registration/registrationEndpoint';
import { getSiteConfig, getTheme } from './siteConfigService';
import { throttles, type Throttle } from './throttle/throttle';
import { getPreferences, postProfileAttributes, postSaveUserSite } from './users/preferenceEndpoints';
import { postProfileUpdate } from './users/profileUpdate';
import { postRemoveAccount } from './users/removeAccount';
import { postSsoAssertion } from './sso/ssoAssertionEndpoint';
import { getOidcAuthorize, postLogin, postSsoAuthorize } from './sso/ssoAuthorizeEndpoint';
import { getHostLogout, getHostSession } from './sso/hostSessions';
import { getSamlSession, postSamlAssertion, samlAssertionPath, samlSessionPath } from './sso/samlEndpoints';

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Path under /gateway/api/ with :name parameters; a last part *name takes the rest of the path. */
  pattern: string;
  handler: Handler;
  /** Counted per client address before the handler runs; a 429 answer when over the limit (throttle/throttle.ts). */
  throttle?: Throttle;
}

export const endpoints: readonly Endpoint[] = [
  { method: 'GET', pattern: 'health', handler: getHealth },
  { method: 'POST', pattern: cspReportPath, handler: postCspReport, throttle: throttles.cspReportByAddress },
  { method: 'GET', pattern: 'dev/csp-reports', handler: getCspReports },
  { method: 'GET', pattern: 'site-config-service/config/site/:siteId', handler: getSiteConfig },
  { method: 'GET', pattern: 'site-config-service/config/theme/:name', handler: getTheme },
  { method: 'GET', pattern: 'bin/aem/rest', handler: getContent },
  { method: 'GET', pattern: 'cmsapi/content.data.json/vpp/:siteId/*path', handler: getExtraContent },
  { method: 'POST', pattern: 'user-auth/oauth/token', handler: postToken },
  { method: 'POST', pattern: 'user-auth/tokens/revoke', handler: postRevoke },
  { method: 'GET', pattern: 'user-attribute/user/background/:siteId', handler: getBackgroundCheck },
  { method: 'GET', pattern: 'user-mgmt/user/find', handler: getUser },
  { method: 'GET', pattern: 'user-mgmt/user/find-concierge', handler: getUserForConcierge },
  // Sign-up and activation.
  { method: 'POST', pattern: 'user-mgmt/user/registration', handler: postRegistration, throttle: throttles.registrationByAddress },
  { method: 'POST', pattern: 'user-mgmt/user/register/:siteId', handler: postSiteRegistration, throttle: throttles.registrationByAddress },
  { method: 'POST', pattern: 'user-mgmt/user/activate-token', handler: postActivateToken },
  { method: 'POST', pattern: 'user-mgmt/user/activation-email', handler: postActivationEmail, throttle: throttles.activationEmailByAddress },
  // Passcodes: sign-in second step, preference screens, recovery and signed-in checks.
  { method: 'POST', pattern: 'user-mgmt/user/send-code', handler: postSendCode, throttle: throttles.passcodeByAddress },
  { method: 'POST', pattern: 'user-mgmt/user/get-preference-details', handler: postPreferenceDetails },
  { method: 'POST', pattern: 'user-mgmt/user/find-code', handler: postFindCode },
  { method: 'POST', pattern: 'user-mgmt/user/send-passcode', handler: postSendPasscode, throttle: throttles.recoveryByAddress },
  { method: 'POST', pattern: 'user-mgmt/user/change-password-from-passcode', handler: postChangePasswordFromPasscode },
  // Signed-in checks and multi-factor enrolment.
  { method: 'POST', pattern: 'user-mgmt/user/change-password', handler: postChangePassword },
  { method: 'GET', pattern: 'user-mgmt/user/vba/compromised-password', handler: getCompromisedPassword },
  { method: 'POST', pattern: 'user-mgmt/user/mfa/totp/setup', handler: postTotpSetup },
  { method: 'POST', pattern: 'user-mgmt/user/mfa/totp/enroll', handler: postTotpEnroll },
  { method: 'POST', pattern: 'user-mgmt/user/mfa/totp/unenroll', handler: postTotpUnenroll },
  // The security page: trusted devices (issue 17).
  { method: 'GET', pattern: 'user-mgmt/user/trusted-devices', handler: getTrustedDevices },
  { method: 'POST', pattern: 'user-mgmt/user/trusted-devices/revoke-all', handler: postRevokeAllTrustedDevices },
  { method: 'POST', pattern: 'user-mgmt/user/trusted-devices/:id/revoke', handler: postRevokeTrustedDevice },
  { method: 'GET', pattern: 'user-mgmt/user/passkeys', handler: getPasskeys },
  { method: 'POST', pattern: 'user-mgmt/user/passkeys', handler: postPasskey },
  { method: 'POST', pattern: 'user-mgmt/user/passkeys/options', handler: postPasskeyRegistrationOptions },
  { method: 'POST', pattern: 'user-mgmt/user/passkeys/:id/remove', handler: postRemovePasskey },
  { method: 'POST', pattern: 'user-auth/passkey/options', handler: postPasskeySignInOptions, throttle: throttles.signInBurstByAddress },
  { method: 'POST', pattern: 'user-auth/passkey/sign-in', handler: postPasskeySignIn, throttle: throttles.signInBurstByAddress },
  // Single sign-on.
  { method: 'GET', pattern: 'user-auth/oidc/authorize', handler: getOidcAuthorize },
  { method: 'POST', pattern: 'user-auth/login', handler: postLogin },
  { method: 'POST', pattern: 'sso/authorize', handler: postSsoAuthorize },
  { method: 'POST', pattern: 'sso/assertion', handler: postSsoAssertion },
  // SPEC 7's SSO SAML session and assertion endpoints.
  { method: 'GET', pattern: samlSessionPath, handler: getSamlSession },
  { method: 'POST', pattern: samlAssertionPath, handler: postSamlAssertion },
  // The host's session of the simulated bank, and its logout endpoint (SPEC 7).
  { method: 'GET', pattern: 'sso/host-session', handler: getHostSession },
  { method: 'GET', pattern: 'sso/logout', handler: getHostLogout },
  { method: 'GET', pattern: 'dev/outbox', handler: getOutbox },
  { method: 'GET', pattern: 'dev/risk-tokens', handler: getRiskTokens },
  // Cards (SPEC 7 "Card calls") and the cashback statement.
  { method: 'GET', pattern: 'user-attribute/user/assets', handler: getAssets },
  { method: 'POST', pattern: 'user-attribute/user/assets', handler: postAssets },
  { method: 'GET', pattern: 'user-attribute/user/assets/:siteId', handler: getSiteAssets },
  { method: 'POST', pattern: 'user-attribute/user/assets/:id/remove-asset', handler: postRemoveAsset },
  { method: 'POST', pattern: 'user-attribute/user/assets/:id/update-asset', handler: postUpdateAsset },
  { method: 'POST', pattern: 'user-attribute/assets/validation', handler: postValidation, throttle: throttles.cardValidationByAddress },
  { method: 'GET', pattern: 'user-attribute/user/my-cashback', handler: getMyCashback },
  // The account and its attributes. user/{siteId} comes after the user/assets and user/my-cashback paths it would match.
  { method: 'POST', pattern: 'user-mgmt/user/update', handler: postProfileUpdate },
  { method: 'POST', pattern: 'user-mgmt/user/alias', handler: postAlias },
  { method: 'POST', pattern: 'user-mgmt/user/remove-account', handler: postRemoveAccount },
  { method: 'GET', pattern: 'user-attribute/user/:siteId', handler: getPreferences },
  { method: 'POST', pattern: 'user-attribute/v2/user/:siteId', handler: postSaveUserSite },
  { method: 'POST', pattern: 'user-attribute/user/attribute/:siteId', handler: postProfileAttributes },
  // The concierge's views of a cardholder of its site.
  { method: 'GET', pattern: 'user-attribute/concierge/user/:siteId', handler: getConciergePreferences },
  { method: 'GET', pattern: 'user-attribute/concierge/assets/:siteId', handler: getConciergeAssets },
  // Look-ups with a reason, their audit, and what a cardholder sees of them (issue 17).
  { method: 'POST', pattern: 'user-mgmt/user/concierge/look-ups', handler: postLookUp },
  { method: 'GET', pattern: 'user-mgmt/user/concierge/look-ups', handler: getLookUps },
  { method: 'GET', pattern: 'user-mgmt/user/staff-look-ups', handler: getStaffLookUps },
  // The consent history: the cardholder's own, and a cardholder's of the concierge's site within a look-up.
  { method: 'GET', pattern: 'user-mgmt/user/consents', handler: getConsents },
  { method: 'GET', pattern: 'user-mgmt/user/concierge/consents', handler: getConciergeConsents },
  // Offer categories (public).
  { method: 'GET', pattern: 'offers/api/categories', handler: getCategories },
  { method: 'GET', pattern: 'offersdata/customized-categories.json', handler: getCustomizedCategories },
];
