// The error catalogue of SPEC 8: what the app does with a failed gateway call, as one pure function.
import type { RouteName } from '../routes/routeTable';
import { cookieNames } from '../site/authState';
import { tokenPath, whitelistGroupOf } from './whitelist';
import { withReference } from '../content/reference';

export type ErrorAction =
  /** The global alert with the generic content text, and the reference line when there is a correlation id. */
  | { kind: 'genericAlert'; correlationId: string | undefined }
  /** The error goes to the caller untouched by any global handling. */
  | { kind: 'passThrough' }
  /** All global handling is skipped. */
  | { kind: 'none' }
  /** No logout: the sign-in form shows the error itself. */
  | { kind: 'formError' }
  /** Clear the session cookies and log out as SPEC 4 says; reload unless an OTP or lock code asks the flow to go on. */
  | { kind: 'logout'; reload: boolean }
  /** The caller's own handling (field errors and the like). */
  | { kind: 'caller' };

/** The facts of a failed call the catalogue reads (a GatewayError's, plus the current route). */
export interface FailedCall {
  status: number;
  url: string;
  code?: string | undefined;
  message?: string | undefined;
  route?: RouteName | undefined;
  correlationId?: string | undefined;
}

export const genericAlertStatuses: readonly number[] = [0, 500, 502, 524];

/** Statuses that say no answer came from the gateway: the network failed or timed out (0), or a proxy before it did. */
const unavailableStatuses: readonly number[] = [0, 502, 503, 504, 524];

/** Whether a failed call never reached the gateway's own answer (not a refusal: the service is unavailable). */
export function isUnavailableStatus(status: number): boolean {
  return unavailableStatuses.includes(status);
}

/** SPEC 4: these codes log out without a reload, so the OTP or lock screen can take over. */
/** Refusals of a sign-in that its form words itself (step 3 of actionFor). */
const formCodes: readonly string[] = ['BAD_CREDENTIALS', 'CONCIERGE_DISABLED'];

const noReloadCodes: readonly string[] = ['MFA_OTP_REQUIRED', 'OTP_REQUIRED_EMAIL', 'OTP_REQUIRED_PHONE', 'OTP_REQUIRED', 'USER_LOCKED', 'DEVICE_LOCKED'];

const urlFragments = {
  removeAsset: '/remove-asset',
  authFailure: '/auth/failure',
  authBase: 'user-auth/',
  changePassword: 'change-password',
  token: tokenPath,
  login: 'user-auth/login',
} as const;

const invalidAuthenticationRequest = 'invalid authentication request';

const reads = (text: string | undefined, expected: string) => text?.trim().toLowerCase() === expected;

function logsOut({ status, url, code, message }: FailedCall): boolean {
  return (
    (status === 401 && !url.includes(urlFragments.changePassword)) ||
    (status === 403 && url.includes(urlFragments.authBase)) ||
    url.includes(urlFragments.authFailure) ||
    (status === 400 && (reads(code, invalidAuthenticationRequest) || reads(message, invalidAuthenticationRequest)))
  );
}

/**
 * SPEC 8 lists its lines without an order; the precedence here, first match wins:
 * 1. a /remove-asset URL passes through (the card flow raises its own banner, whatever the status), and so
 *    does a content URL (SPEC 8: content failure means the built-in texts, silently);
 * 2. on the otp-check-passcode route nothing else applies ("all such handling is skipped");
 * 3. BAD_CREDENTIALS on the token or login URL is the form's (it is often a 401, which would otherwise log out), and so
 *    is CONCIERGE_DISABLED there (a 403 on the auth base: the sign-in form says staff cannot sign in on this site);
 *    CROSS_SITE_REQUEST (the gateway took the call for another site's: a proxy that drops the page's host) is the
 *    generic alert, not a logout, although it is a 403 that may be on an auth-base URL;
 * 4. the logout conditions (an /auth/failure URL logs out even when it answers 500);
 * 5. the generic alert for 0, 500, 502 and 524;
 * 6. anything else is the caller's.
 */
export function actionFor(call: FailedCall): ErrorAction {
  const { status, url, code, route } = call;
  if (url.includes(urlFragments.removeAsset)) return { kind: 'passThrough' };
  // SPEC 8: a content failure falls back to the built-in texts silently, so no global alert.
  if (whitelistGroupOf(url) === 'contentPath') return { kind: 'passThrough' };
  if (route === 'otp-check-passcode') return { kind: 'none' };
  if (formCodes.includes(code ?? '') && (url.includes(urlFragments.token) || url.includes(urlFragments.login))) return { kind: 'formError' };
  if (code === 'CROSS_SITE_REQUEST') return { kind: 'genericAlert', correlationId: call.correlationId };
  if (logsOut(call)) return { kind: 'logout', reload: !(code !== undefined && noReloadCodes.includes(code)) };
  if (genericAlertStatuses.includes(status)) return { kind: 'genericAlert', correlationId: call.correlationId };
  return { kind: 'caller' };
}

/** A response of the wrong shape is, for the user, an unexpected error: the generic alert. */
export function actionForShapeError(correlationId?: string): ErrorAction {
  return { kind: 'genericAlert', correlationId };
}

/** The generic alert's content text, followed by the reference line when the call has a correlation id. */
export function genericAlertText(contentText: string, referenceText: string, correlationId: string | undefined): string {
  return withReference(contentText, referenceText, correlationId);
}

/** SPEC 8: two session cookies are cleared at logout, three in concierge mode. */
export function sessionCookiesToClear(isConcierge: boolean): readonly string[] {
  const session = [cookieNames.authenticated, cookieNames.userType];
  return isConcierge ? [...session, cookieNames.supportDetails] : session;
}
