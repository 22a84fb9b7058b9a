// The signed-in session bound to the browser: one API client, the auth state of SPEC 4, logout and its
// spread to other tabs, and the one place that carries out the error catalogue of SPEC 8.
import type { KyInstance } from 'ky';
import { apiBase, createApi } from '../../api/createApi';
import { actionFor, actionForShapeError, genericAlertText, isUnavailableStatus, sessionCookiesToClear, type ErrorAction } from '../../api/errorCatalogue';
import { isResponseShapeError } from '../../api/responseShapeError';
import { isGatewayError, type GatewayError } from '../../api/gatewayError';
import { backgroundCheck, preAuthGrant, refreshGrant, revokeToken } from '../../api/authService';
import { postJson } from '../../api/request';
import * as z from 'zod/mini';
import { cookieNames, isUserSession, storageKeys, storedAuthState, type AuthState } from '../../site/authState';
import type { Flags } from '../../site/flags';
import type { PortalLocation } from '../../routes/location';
import { routePath } from '../../routes/routePath';
import { $notifications, showAlert, hideAlert, showNotification } from './alerts';
import { $contentOverrides } from './contentOverrides';
import { checkAuthState } from './authCheck';
import { expireCookie, readCookie } from './browserCookies';
import { createSingleFlightRefresh } from './singleFlightRefresh';
import { reportToApp } from './nativeBridge';
import { keepWork } from './keptWork';
import { leaveNotification } from './leaveNotification';
import { currentUserType } from './userType';

export { currentUserType };

export interface SessionRuntime {
  flags: Flags;
  location: PortalLocation;
  /** Content text of the generic alert. */
  genericErrorText: string;
  /** Content text of the reference line under an alert, with {{X-CID}}. */
  referenceText: string;
  /** Content texts of the banner when the gateway cannot be reached, and of its retry control. */
  unavailableText: string;
  retryText: string;
}

const sessionChannelName = 'portal-session';
let runtime: SessionRuntime | undefined;
let api: KyInstance | undefined;
let channel: BroadcastChannel | undefined;

function current(): SessionRuntime {
  if (!runtime) throw new Error('the session is not connected: call connectSession() first');
  return runtime;
}

/** The page's one API client. */
export function sessionApi(): KyInstance {
  if (!api) throw new Error('the session is not connected: call connectSession() first');
  return api;
}

/** SPEC 4 "a refresh token exists": the readable flag the gateway keeps beside the HttpOnly refresh cookie. */
function hasRefreshToken(): boolean {
  return readCookie(cookieNames.refreshable) === 'true';
}

const refresh = createSingleFlightRefresh({
  hasRefreshToken,
  readMarker: () => localStorage.getItem(storageKeys.sessionExpiry),
  forgetRefreshToken: () => expireCookie(cookieNames.refreshable, current().location.issuer),
  // A refresh that never reached the gateway says nothing about the token: it stays for the next try.
  isRefusal: (error) => !(isGatewayError(error) && isUnavailableStatus(error.status)),
  exchange: async () => {
    rememberTokens(await refreshGrant(sessionApi(), { siteId: current().location.siteId }));
  },
  locks: globalThis.navigator?.locks,
});

/** Renews the session while a page is open, this long before the access token would expire. */
const refreshAheadMs = 60_000;
let renewalTimer: ReturnType<typeof setTimeout> | undefined;

/** Plans the next refresh ahead of session_expiry (SPEC 9); any tab's refresh moves it (the storage event). */
function planRenewal(): void {
  clearTimeout(renewalTimer);
  const expiry = Number(localStorage.getItem(storageKeys.sessionExpiry));
  if (!Number.isFinite(expiry) || expiry <= 0 || !hasRefreshToken()) return;
  renewalTimer = setTimeout(() => void refresh().then(planRenewal), Math.max(0, expiry - refreshAheadMs - Date.now()));
}

/**
 * Stores what a token response leaves in the browser: the session expiry (SPEC 9). The refresh token is the
 * gateway's HttpOnly cookie; a token answer that still carries one (a gateway of the old contract) is not kept.
 */
export function rememberTokens(tokens: { expires_in: number }): void {
  localStorage.setItem(storageKeys.sessionExpiry, String(Date.now() + tokens.expires_in * 1000));
  localStorage.removeItem(storageKeys.refreshToken);
  if (api) planRenewal();
}

/** The state a stored value names, if it names one. */
function knownAuthState(stored: string | null): AuthState | undefined {
  return (Object.keys(storedAuthState) as AuthState[]).find((state) => storedAuthState[state] === stored);
}

function setAuthState(state: AuthState): void {
  sessionStorage.setItem(storageKeys.authState, storedAuthState[state]);
}

/** The signed-in user's type from its cookie (SPEC 6); undefined when signed out or unknown. */

function catalogueAction(error: GatewayError): ErrorAction {
  return actionFor({
    status: error.status,
    url: error.url,
    code: error.code,
    message: error.serverMessage,
    route: current().location.route?.name,
    correlationId: error.correlationId,
  });
}

/** The notification of an unreachable service (the auth check's transport failure), with its "Try again". */
const unavailableNotice = 'service-unavailable';

/** The page already says the service is unavailable: a call failing for the same reason adds no second message. */
function saidAlready(error: GatewayError): boolean {
  return isUnavailableStatus(error.status) && $notifications.get().some((shown) => shown.id === unavailableNotice);
}

function handleError(error: GatewayError): void {
  if (!saidAlready(error)) carryOut(catalogueAction(error), error.serverMessage);
}

/** The one place where a catalogue action is carried out (SPEC 8): the generic alert, or the logout of SPEC 4. */
function carryOut(action: ErrorAction, serverMessage?: string): void {
  if (action.kind === 'genericAlert') {
    const overrides = $contentOverrides.get();
    const text = overrides['error.generic'] ?? current().genericErrorText;
    const reference = overrides['error.reference'] ?? current().referenceText;
    showAlert({ tone: 'error', icon: 'error', message: serverMessage ?? genericAlertText(text, reference, action.correlationId) });
  } else if (action.kind === 'logout') {
    void endSession({ revoke: false, reload: action.reload, keepWork: true });
  }
}

/**
 * For a screen's failed call: gateway failures were already handled by the catalogue when they happened;
 * an answer of the wrong shape shows the generic alert (SPEC 8 via actionForShapeError).
 */
export function reportFailure(error: unknown): void {
  if (isResponseShapeError(error)) carryOut(actionForShapeError(error.correlationId));
}

/**
 * For a failed call of calls made side by side (a route's resolves), once all have settled: a sibling's success hid
 * its generic alert (SPEC 8 "every successful response hides any alert"), so the alert shows again; a wrong shape is
 * reported as reportFailure does. Logout actions were carried out when the call failed and are not repeated.
 */
export function reportSettledFailure(error: unknown): void {
  if (isGatewayError(error)) {
    const action = catalogueAction(error);
    if (action.kind === 'genericAlert' && !saidAlready(error)) carryOut(action, error.serverMessage);
  } else {
    reportFailure(error);
  }
}

/** Binds the session to this page. Idempotent per page load. */
export function connectSession(next: SessionRuntime): KyInstance {
  runtime = next;
  if (api) return api;
  const base = apiBase(next.flags);
  const browserFetch: typeof fetch = (input, init) => fetch(input, init);
  api = createApi({
    base,
    siteId: () => current().location.siteId,
    fetch: browserFetch,
    readCookie: (name) => readCookie(name),
    storage: sessionStorage,
    fetchPreAuthToken: () => preAuthGrant(browserFetch, base, current().location.siteId),
    onCorrelationId: (id) => sessionStorage.setItem(storageKeys.correlationId, id),
    onSuccess: hideAlert,
    onError: handleError,
    refreshSession: refresh,
  });
  // Tokens an earlier version kept in page storage are never used again.
  localStorage.removeItem(storageKeys.refreshToken);
  localStorage.removeItem(storageKeys.accessToken);
  planRenewal();
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key === storageKeys.sessionExpiry) planRenewal();
  });
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(sessionChannelName);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'object' && event.data !== null && 'type' in event.data && event.data.type === 'logout') {
        void endSession({ revoke: false, reload: true, broadcast: false, keepWork: true });
      }
    });
  }
  return api;
}

const userSiteSchema = z.unknown();

/** SPEC 4 state machine against the gateway. */
export async function resolveAuthState(): Promise<AuthState> {
  const { location } = current();
  const state = await checkAuthState({
    hasAuthCookie: () => isUserSession(readCookie(cookieNames.authenticated)),
    backgroundCheck: async () => (await backgroundCheck(sessionApi(), location.siteId)).passesBackgroundCheck,
    saveUserSite: async () => {
      await postJson(
        sessionApi(),
        `user-attribute/v2/user/${encodeURIComponent(location.siteId)}`,
        { attributes: [{ key: 'locale', value: location.locale }] },
        userSiteSchema,
      );
    },
    hasRefreshToken,
    refresh,
    isUnavailable: (error) => isGatewayError(error) && isUnavailableStatus(error.status),
    lastKnownState: () => knownAuthState(sessionStorage.getItem(storageKeys.authState)),
    onUnavailable: () => {
      const overrides = $contentOverrides.get();
      // Said once, with its "Try again": the generic alert the failed check raised gives way to it.
      hideAlert();
      showNotification({
        id: unavailableNotice,
        tone: 'error',
        message: overrides['error.unavailable'] ?? current().unavailableText,
        // Loading the page again only reads: always safe to retry.
        action: { label: overrides['error.retry'] ?? current().retryText, run: () => window.location.reload() },
      });
    },
  });
  setAuthState(state);
  return state;
}

/** Stays signed in (the session warning's action): renews the session now. Resolves whether it worked. */
export function extendSession(): Promise<boolean> {
  return refresh();
}

/** The idle session ended (sessionExtension): signs out, keeping the screen's work, with a banner for the sign-in page. */
export function endIdleSession(notice: string): Promise<void> {
  return endSession({ revoke: true, reload: true, keepWork: true, notice });
}

export interface EndSessionOptions {
  revoke: boolean;
  reload: boolean;
  broadcast?: boolean;
  /**
   * A sign-out the user did not choose (another tab, an idle end, a refused refresh): the screen's offered work is
   * kept, and when there was some the sign-in page is given this page as its return URL, so signing in again leads
   * back to the form with what was typed.
   */
  keepWork?: boolean;
  /** A banner for the sign-in page, already in the page's words. */
  notice?: string | undefined;
  /**
   * Where the browser goes instead of the sign-in page, given its path: the host's logout endpoint on a site that signs
   * in at the bank (state/signIn/signOut.ts), so the bank's session ends too.
   */
  leaveTo?: ((signInPath: string) => string) | undefined;
}

/**
 * Ends the session (SPEC 4 logout): revokes the token, clears session expiry, OTP storage and the
 * readable cookies (concierge ones too), tells the native bridge, signs out the other tabs, and goes to
 * login keeping the query string — by a page load unless `reload` is false and the page is already a sign-in page.
 */
export async function endSession(options: EndSessionOptions): Promise<void> {
  const { location, flags } = current();
  clearTimeout(renewalTimer);
  const workKept = options.keepWork === true && keepWork();
  if (options.notice) leaveNotification({ id: 'session-ended', tone: 'info', message: options.notice });
  // Read before revoking: the revoke answer expires the user-type cookie that says this is a concierge session.
  const concierge = currentUserType() === 'CONCIERGE';
  if (options.revoke) {
    try {
      // The browser sends the HttpOnly refresh and session cookies; the gateway ends that session and expires them.
      await revokeToken(sessionApi());
    } catch {
      // Signing out locally must not depend on the gateway answering.
    }
  }
  for (const name of [...sessionCookiesToClear(concierge), cookieNames.refreshable]) expireCookie(name, location.issuer);
  for (const key of [storageKeys.refreshToken, storageKeys.sessionExpiry, storageKeys.otpExpiry, storageKeys.accessToken]) {
    localStorage.removeItem(key);
  }
  for (const key of [storageKeys.otpExpiry, storageKeys.accountName, storageKeys.accountAuthMechanism]) sessionStorage.removeItem(key);
  setAuthState('LOGGEDOUT');
  reportToApp('logout');
  if (options.broadcast !== false) channel?.postMessage({ type: 'logout' });
  const onSignIn = location.route?.name === 'login';
  if (!options.reload && onSignIn) return;
  const here = `${window.location.pathname}${window.location.search}`;
  const query = workKept ? `?returnurl=${encodeURIComponent(here)}` : window.location.search;
  const signInPath = `${routePath(location, 'login', flags)}${query}`;
  window.location.replace(options.leaveTo ? options.leaveTo(signInPath) : signInPath);
}
