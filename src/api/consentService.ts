// Typed calls of the consent history (issue 17, part 4): the cardholder's own records, and a cardholder's for a
// concierge within a look-up. The portal's own calls beside SPEC 7; the choices themselves are SPEC 7 attributes.
import type { KyInstance } from 'ky';
import { consentPaths, consentsSchema, type Consents } from './contracts/consents';
import { getJson } from './request';

export function getConsents(api: KyInstance): Promise<Consents> {
  return getJson(api, consentPaths.consents, consentsSchema);
}

export function getConciergeConsents(api: KyInstance, query: { email: string; lookUp?: string | undefined }): Promise<Consents> {
  return getJson(api, consentPaths.conciergeConsents, consentsSchema, {
    searchParams: { email: query.email, ...(query.lookUp ? { lookUp: query.lookUp } : {}) },
  });
}
