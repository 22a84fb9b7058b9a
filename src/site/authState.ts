// Authentication states and cookie/storage names shared by the client, the edge and the gateway (SPEC 4, SPEC 9).

export type AuthState = 'LOGGEDOUT' | 'LOGGEDIN_INACTIVE' | 'LOGGEDIN';

/** How each state is stored (SPEC 4: LOGGEDIN_INACTIVE is stored as LOGGEDIN-INACTIVE). */
export const storedAuthState = {
  LOGGEDOUT: 'LOGGEDOUT',
  LOGGEDIN_INACTIVE: 'LOGGEDIN-INACTIVE',
  LOGGEDIN: 'LOGGEDIN',
} as const satisfies Record<AuthState, string>;

export type UserType = 'CARDHOLDER' | 'CONCIERGE';

/** Cookie names of SPEC 9. */
export const cookieNames = {
  /** HttpOnly session cookie holding the access token. */
  session: 'SESSION',
  /** Readable flag: 'true' for a user session, anything else for a pre-auth one (SPEC 4 auth token type). */
  authenticated: 'gmap_authenticated',
  /** Readable user type, expires with the token (SPEC 6). */
  userType: 'gmap_user_type',
  /**
   * Readable flag: 'true' while an HttpOnly refresh cookie exists (SPEC 4 "a refresh token exists"). The token itself
   * is out of page script's reach; the gateway sets, rotates and expires both together.
   */
  refreshable: 'gmap_refreshable',
  /** Concierge support details (concierge mode only). */
  supportDetails: 'gmap_support_details',
} as const;

/** SPEC 4: the readable flag cookie says 'true' for a user session; any other value is a pre-auth one. */
export function isUserSession(authenticatedCookie: string | undefined): boolean {
  return authenticatedCookie === 'true';
}

/** Storage keys of SPEC 9 and SPEC 4. */
export const storageKeys = {
  preAuthToken: 'visa_preauth_token',
  accessToken: 'visa_access_token',
  refreshToken: 'visa_refresh_token',
  sessionExpiry: 'session_expiry',
  otpExpiry: 'otp_expiry',
  authState: 'auth_state',
  correlationId: 'x_cid',
  /** The validated return URL of the visit (SPEC 2), in sessionStorage. */
  returnUrl: 'return_url',
  /** A return URL into the bank's app, held until a signed-in screen opens it (mobile deep link). */
  appReturnUrl: 'app_return_url',
  /** Registration data held between the registration and add-pan steps, in sessionStorage. */
  registrationData: 'registration_data',
  /** A banner a screen leaves for the next page (profile after a save, sign-in after deletion), in sessionStorage. */
  leftNotification: 'left_notification',
  /** A form's values kept across a sign-out the user did not choose (src/state/page/keptWork.ts), in sessionStorage. */
  keptWork: 'kept_work',
  /** The e-mail address the cardholder asked this browser to remember (rememberMe flag), in localStorage. */
  rememberedEmail: 'remembered_email',
  /** When anyone last used the portal in any tab (Unix ms), in localStorage: the idle session's clock. */
  lastActivity: 'session_activity',
  /** 'true' while the tab is a mobile app session (opened with isMobile=true), in sessionStorage. */
  mobileSession: 'mobile_session',
  /** The cardholder's name and way of signing in for the account navigation (src/state/page/accountNav.ts), in sessionStorage. */
  accountName: 'account_name',
  accountAuthMechanism: 'account_auth_mechanism',
} as const;

/** One-time check validity (SPEC 9). */
export const otpValidityMs = 15 * 60 * 1000;
