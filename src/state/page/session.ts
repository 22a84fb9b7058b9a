// The signed-in session bound to the browser: one API client, the auth state of SPEC 4, logout and its
// spread to other tabs, and the one place that carries out the error catalogue of SPEC 8.
import type { KyInstance } from 'ky';
import { apiBase, createApi } from '../../api/createApi';
import { actionFor, actionForShapeError, genericAlertText, sessionCookiesToClear, type ErrorAction } from '../../api/errorCatalogue';
import { isResponseShapeError } from '../../api/responseShapeError';
import { isGatewayError, type GatewayError } from '../../api/gatewayError';
import { backgroundCheck, preAuthGrant, refreshGrant, revokeToken } from '../../api/authService';
import { postJson } from '../../api/request';
import * as z from 'zod/mini';
import { cookieNames, isUserSession, storageKeys, storedAuthState, type AuthState } from '../../site/authState';
import type { Flags } from '../../site/flags';
import type { PortalLocation } from '../../routes/location';
import { routePath } from '../../routes/routePath';
import { showAlert, hideAlert } from './alerts';
import { $contentOverrides } from './contentOverrides';
import { checkAuthState } from './authCheck';
import { expireCookie, readCookie } from './browserCookies';
import { createSingleFlightRefresh } from './singleFlightRefresh';
import { reportToApp } from './nativeBridge';
import { currentUserType } from './userType';

export { currentUserType };

export interface SessionRuntime {
  flags: Flags;
  location: PortalLocation;
  /** Content text of the generic alert, with {{X-CID}}. */
  genericErrorText: string;
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

const refresh = createSingleFlightRefresh({
  readRefreshToken: () => localStorage.getItem(storageKeys.refreshToken),
  removeRefreshToken: () => localStorage.removeItem(storageKeys.refreshToken),
  exchange: async (refreshToken) => {
    const tokens = await refreshGrant(sessionApi(), { refreshToken, siteId: current().location.siteId });
    rememberTokens(tokens);
  },
  locks: globalThis.navigator?.locks,
});

/** Stores what a token response leaves in the browser: the refresh token and the session expiry (SPEC 9). */
export function rememberTokens(tokens: { expires_in: number; refresh_token?: string | undefined }): void {
  if (tokens.refresh_token) localStorage.setItem(storageKeys.refreshToken, tokens.refresh_token);
  localStorage.setItem(storageKeys.sessionExpiry, String(Date.now() + tokens.expires_in * 1000));
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

function handleError(error: GatewayError): void {
  carryOut(catalogueAction(error), error.serverMessage);
}

/** The one place where a catalogue action is carried out (SPEC 8): the generic alert, or the logout of SPEC 4. */
function carryOut(action: ErrorAction, serverMessage?: string): void {
  if (action.kind === 'genericAlert') {
    const text = $contentOverrides.get()['error.generic'] ?? current().genericErrorText;
    showAlert({ tone: 'error', icon: 'error', message: serverMessage ?? genericAlertText(text, action.correlationId) });
  } else if (action.kind === 'logout') {
    void endSession({ revoke: false, reload: action.reload });
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
    if (action.kind === 'genericAlert') carryOut(action, error.serverMessage);
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
  });
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(sessionChannelName);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'object' && event.data !== null && 'type' in event.data && event.data.type === 'logout') {
        void endSession({ revoke: false, reload: true, broadcast: false });
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
    hasRefreshToken: () => localStorage.getItem(storageKeys.refreshToken) !== null,
    refresh,
  });
  setAuthState(state);
  return state;
}

/**
 * Ends the session (SPEC 4 logout): revokes the token, clears session expiry, OTP storage and the
 * readable cookies (concierge ones too), tells the native bridge, signs out the other tabs, and goes to
 * login keeping the query string — by a page load unless `reload` is false and the page is already a sign-in page.
 */
export async function endSession(options: { revoke: boolean; reload: boolean; broadcast?: boolean }): Promise<void> {
  const { location, flags } = current();
  const refreshToken = localStorage.getItem(storageKeys.refreshToken) ?? undefined;
  // Read before revoking: the revoke answer expires the user-type cookie that says this is a concierge session.
  const concierge = currentUserType() === 'CONCIERGE';
  if (options.revoke) {
    try {
      await revokeToken(sessionApi(), refreshToken);
    } catch {
      // Signing out locally must not depend on the gateway answering.
    }
  }
  for (const name of sessionCookiesToClear(concierge)) expireCookie(name, location.issuer);
  for (const key of [storageKeys.refreshToken, storageKeys.sessionExpiry, storageKeys.otpExpiry, storageKeys.accessToken]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(storageKeys.otpExpiry);
  setAuthState('LOGGEDOUT');
  reportToApp('logout');
  if (options.broadcast !== false) channel?.postMessage({ type: 'logout' });
  const onSignIn = location.route?.name === 'login';
  if (!options.reload && onSignIn) return;
  window.location.replace(`${routePath(location, 'login', flags)}${window.location.search}`);
}
