// The request and answer headers of SPEC 7 "Headers" that the site and the gateway exchange, named once for both sides.

export const headerNames = {
  /** The calling site's id, on every call of the site. */
  siteId: 'X-SITE-ID',
  /** 'true' when the session travels in the HttpOnly cookie rather than a bearer token. */
  cookieAuth: 'X-COOKIE-AUTH',
  /** The correlation id the gateway gives every answer; the generic alert shows it (SPEC 8). */
  correlationId: 'X-CID',
  /** The captcha widget's token, with the calls a captcha site guards. */
  captchaToken: 'X-HCAPTCHA-TOKEN',
  /** Sent when the site calls the gateway directly (not through the edge's /api), as cross-site requests must. */
  requestedWith: 'X-Requested-With',
  /** 'app' inside the bank's app (a mobile app session, isMobile); consents are recorded with it (issue 17). */
  channel: 'X-CHANNEL',
  /** `Bearer` and the pre-auth token before sign-in. */
  authorization: 'Authorization',
} as const;
