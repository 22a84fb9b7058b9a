// How long a throttled call must wait (issue 13, item 5): the gateway's 429 carries Retry-After, which the client copies
// into the error's details. Its own module: every form that can be throttled reads it, not only sign-in's.

/** Whether a throttled call's answer names its wait (a 429 without one keeps the screen's own words). */
export function namesAWait(details: Readonly<Record<string, unknown>>): boolean {
  return details['retryAfterSeconds'] !== undefined;
}

/** Whole minutes (at least 1) of a throttled call's wait: details.retryAfterSeconds (the client copies Retry-After there). */
export function minutesToWait(details: Readonly<Record<string, unknown>>): number {
  const seconds = details['retryAfterSeconds'];
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}
