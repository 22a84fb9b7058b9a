// Bindings of the reference gateway (gateway/wrangler.toml).

export interface GatewayEnv {
  DB: D1Database;
  /** local | preview | production */
  ENVIRONMENT: string;
  /**
   * Secret key of the access tokens (HS256). Never in the repository: `wrangler secret put TOKEN_SIGNING_KEY`
   * in production, gateway/.dev.vars locally (written by scripts/stack.mjs). Missing: token calls answer 500.
   */
  TOKEN_SIGNING_KEY?: string;
  /**
   * Secret key of the card fingerprints (HMAC-SHA256 of a card number, to find a card enrolled twice without storing
   * its number). Same handling as TOKEN_SIGNING_KEY: `wrangler secret put CARD_FINGERPRINT_KEY`, gateway/.dev.vars
   * locally. Missing: card enrolment answers 500. Changing it makes earlier cards undetectable as duplicates.
   */
  CARD_FINGERPRINT_KEY?: string;
  /** Seconds a newly enrolled card shows cashback status PENDING (wrangler.toml var); 180 when unset or invalid. */
  CASHBACK_PENDING_SECONDS?: string;
  /**
   * Secret key that encrypts TOTP secrets at rest (AES-256-GCM; at least 32 bytes of random text). Same handling as
   * TOKEN_SIGNING_KEY: `wrangler secret put TOTP_ENCRYPTION_KEY` in production, gateway/.dev.vars locally.
   * Missing: TOTP calls answer 500. Rotating it makes enrolled authenticators unreadable (users enrol again).
   */
  TOTP_ENCRYPTION_KEY?: string;
  /**
   * Not a binding: the fetch used for calls to other services (hCaptcha's siteverify). Tests inject one so they
   * need no network; the platform's global fetch otherwise.
   */
  OUTBOUND_FETCH?: typeof fetch;
  /**
   * Multiplies every throttle limit (gateway/src/throttle). Unset: 1000 when ENVIRONMENT is local (`npm start` and the
   * e2e stacks sign in hundreds of times a minute from one address), 1 elsewhere. Never set it in production.
   */
  RATE_LIMIT_FACTOR?: string;
  /**
   * `minimal`: answer only what SPEC 3 and 7 promise (gateway/src/minimal/minimalAnswers.ts), as a bank's own gateway may;
   * the e2e suite runs a second time against it (`npm run test:e2e:minimal`). Unset: the full answers.
   */
  GATEWAY_ANSWERS?: string;
  /**
   * Mail and SMS providers (gateway/src/delivery/providers.ts). Unset: messages stay in the outbox (local, preview).
   * MAIL_PROVIDER=sendgrid needs the secret SENDGRID_API_KEY and MAIL_FROM (an address of a verified sender; MAIL_FROM_NAME
   * optional); SMS_PROVIDER=twilio needs the secrets TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN and SMS_FROM (a number in
   * E.164 form or a Messaging Service sid, MG…). SENDGRID_API_URL and TWILIO_API_URL replace the APIs' origins (tests).
   */
  MAIL_PROVIDER?: string;
  SENDGRID_API_KEY?: string;
  MAIL_FROM?: string;
  MAIL_FROM_NAME?: string;
  SENDGRID_API_URL?: string;
  SMS_PROVIDER?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  SMS_FROM?: string;
  TWILIO_API_URL?: string;
  /**
   * The portal's feature flags (SPEC 9), the same FLAG_* values the site is built with and the edge runs with
   * (src/site/flags.ts): FLAG_HCAPTCHA=false drops the captcha check, FLAG_CONCIERGE=false refuses concierge sign-ins.
   */
  [flag: `FLAG_${string}`]: string | undefined;
}

/** Request context handed to every handler. */
export interface HandlerContext {
  request: Request;
  url: URL;
  env: GatewayEnv;
  params: Readonly<Record<string, string>>;
  correlationId: string;
  /** The clock, in Unix seconds; tests inject their own (handle's options). */
  now: () => number;
  /** Keeps the worker alive for work after the answer (the runtime's ExecutionContext.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
}

export type Handler = (context: HandlerContext) => Promise<Response>;
