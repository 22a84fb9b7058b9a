// How many sign-up e-mails one account receives: activation links resent, and notices that someone registered its
// address again. Beyond the limit nothing is sent and the answer stays the same, so the limit reveals nothing.
import type { RateLimit } from '../rateLimit';

export const accountEmailLimit: RateLimit = { limit: 3, windowSeconds: 60 * 60 };
