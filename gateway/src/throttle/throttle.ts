// Throttling with honest answers: per client address and per account, counted in D1 (fixed windows, rateLimit.ts),
// answered 429 TOO_MANY_REQUESTS with Retry-After (seconds) and details.retryAfterSeconds. Checked before any
// expensive work (password hashing, sending), so a flood from one address is refused cheaply and does not make
// another address wait for it.
import type { GatewayEnv, HandlerContext } from '../env';
import { errorResponse } from '../http';
import { takeAllowance, windowRemaining, type RateLimit } from '../rateLimit';

export interface Throttle extends RateLimit {
  /** The counter's name: one per kind of action and subject (address or account). */
  name: string;
}

/** The limits, per window. Generous for people, tight for scripts. */
export const throttles = {
  /**
   * Password sign-ins from one address, successful or not: a burst of 5 in 10 seconds, and 30 in 10 minutes. The burst
   * limit keeps a flood's share of password hashing small, so it barely delays anyone else's sign-in.
   */
  signInBurstByAddress: { name: 'sign-in-burst:address', limit: 5, windowSeconds: 10 },
  signInByAddress: { name: 'sign-in:address', limit: 30, windowSeconds: 600 },
  /** Password sign-ins of one account (address and site), successful or not; wrong passwords also lock (lockout.ts). */
  signInByAccount: { name: 'sign-in:account', limit: 10, windowSeconds: 300 },
  registrationByAddress: { name: 'registration:address', limit: 10, windowSeconds: 600 },
  recoveryByAddress: { name: 'recovery:address', limit: 10, windowSeconds: 600 },
  passcodeByAddress: { name: 'passcode:address', limit: 20, windowSeconds: 600 },
  activationEmailByAddress: { name: 'activation-email:address', limit: 10, windowSeconds: 600 },
  /** Anonymous card checks (eligibility and product type) from one address. */
  cardValidationByAddress: { name: 'card-validation:address', limit: 30, windowSeconds: 600 },
  /** Security codes tried for one card on one site (capture_cvv): a few typing slips, never a guess through 1,000. */
  securityCodeByCard: { name: 'security-code:card', limit: 5, windowSeconds: 3600 },
  /** Aliases added by one account: a few addresses, never a probe of which addresses the site knows. */
  aliasByAccount: { name: 'alias:account', limit: 10, windowSeconds: 3600 },
  /** Card enrolments of one account. */
  enrolmentByAccount: { name: 'enrolment:account', limit: 20, windowSeconds: 3600 },
  /** Content-Security-Policy reports from one address: a page with a broken policy reports on every load, not more. */
  cspReportByAddress: { name: 'csp-report:address', limit: 100, windowSeconds: 600 },
} as const satisfies Record<string, Throttle>;

/**
 * The client's address: CF-Connecting-IP, which Cloudflare sets on every request it receives (a client cannot choose
 * it) and the edge passes on to the gateway. Without it (a local run without the header), one shared subject.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP')?.trim() || 'unknown';
}

/** The local stack's factor: `npm start` and the e2e stacks sign in hundreds of times a minute from one address. */
const localFactor = 1000;

/**
 * The limits scaled by RATE_LIMIT_FACTOR (a number >= 1); unset, by 1000 on the local stack (ENVIRONMENT local) and 1
 * everywhere else (preview, production).
 */
function scaled(throttle: Throttle, env: Pick<GatewayEnv, 'RATE_LIMIT_FACTOR' | 'ENVIRONMENT'>): Throttle {
  const multiplier = env.RATE_LIMIT_FACTOR === undefined ? (env.ENVIRONMENT === 'local' ? localFactor : 1) : Number(env.RATE_LIMIT_FACTOR);
  return Number.isFinite(multiplier) && multiplier >= 1 ? { ...throttle, limit: Math.floor(throttle.limit * multiplier) } : throttle;
}

/** The 429 answer: Retry-After in whole seconds (at least 1) and the same in details, for the screens' words. */
export function tooManyRequests(correlationId: string, retryAfterSeconds: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return errorResponse(429, 'TOO_MANY_REQUESTS', correlationId, { details: { retryAfterSeconds: seconds }, headers: { 'Retry-After': String(seconds) } });
}

/** This isolate's own counts, in the same fixed windows: a flood is refused here without one database call. */
const seenHere = new Map<string, { windowStart: number; count: number }>();
const seenHereMax = 10_000;

/**
 * Counts an action in this isolate; answers the seconds left in the window when this isolate alone has already seen
 * more than the limit (then the count across isolates has too), else undefined.
 */
function refusedHere(key: string, { limit, windowSeconds }: RateLimit, now: number): number | undefined {
  const seen = seenHere.get(key);
  if (seen === undefined || seen.windowStart <= now - windowSeconds) {
    if (seenHere.size >= seenHereMax) seenHere.clear();
    seenHere.set(key, { windowStart: now, count: 1 });
    return undefined;
  }
  seen.count += 1;
  return seen.count > limit ? seen.windowStart + windowSeconds - now : undefined;
}

/**
 * Counts one action against each (throttle, subject) pair in turn; the first one over its limit answers 429 with the
 * time left in its window. Undefined when every pair allows the action. D1 holds the count across isolates; this
 * isolate's own count refuses a flood first, at no cost to the database the other callers wait on.
 */
export async function throttled(context: HandlerContext, checks: ReadonlyArray<readonly [Throttle, string]>): Promise<Response | undefined> {
  const { env, correlationId } = context;
  const now = context.now();
  const counted = checks.map(([throttle, subject]) => ({ limit: scaled(throttle, env), key: `${throttle.name}:${subject}` }));
  for (const { limit, key } of counted) {
    const wait = refusedHere(key, limit, now);
    if (wait !== undefined) return tooManyRequests(correlationId, wait);
  }
  for (const { limit, key } of counted) {
    if (!(await takeAllowance(env.DB, key, limit, now)).allowed) return tooManyRequests(correlationId, await windowRemaining(env.DB, key, limit, now));
  }
  return undefined;
}
