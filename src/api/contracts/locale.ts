// The locale field of request contracts (SPEC 1: language_country, e.g. en_us), shared by the contracts that carry one,
// so a contract that needs only the locale does not bring the registration contract with it.
import * as z from 'zod/mini';

export const localeSchema = z.string().check(z.regex(/^[a-z]{2}_[a-z]{2}$/, 'expected language_country, e.g. en_us'));
