// The consent history (issue 17, part 4) for the cardholder, who downloads it from the profile, and for a concierge of
// the same site within a look-up opened with a reason.
import type { Consents } from '../../../src/api/contracts/consents';
import { consentSettingsOf } from '../../../src/rules/account/consentSettings';
import { cardholderInLookUp } from '../concierge/lookUps';
import type { Handler } from '../env';
import { json } from '../http';
import { findSiteConfig } from '../siteConfigService';
import { authenticateAccount } from '../users/signedInAccount';
import { readConsentRecords } from '../users/consentRecords';

async function policyVersionOf(db: D1Database, siteId: string): Promise<string | null> {
  const site = await findSiteConfig(db, siteId);
  return (site === undefined ? undefined : consentSettingsOf(site).policyVersion) ?? null;
}

/** GET user-mgmt/user/consents: the signed-in cardholder's records on every site, and the policy in force on the token's. */
export const getConsents: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const { DB } = context.env;
  const answer: Consents = { policyVersion: await policyVersionOf(DB, account.siteId), records: await readConsentRecords(DB, account.user.id) };
  return json(answer, context.correlationId);
};

/** GET user-mgmt/user/concierge/consents?email=&lookUp=: a cardholder's records on the concierge's own site. */
export const getConciergeConsents: Handler = async (context) => {
  const cardholder = await cardholderInLookUp(context, 'consents');
  if (cardholder instanceof Response) return cardholder;
  const { DB } = context.env;
  const answer: Consents = {
    policyVersion: await policyVersionOf(DB, cardholder.site_id),
    records: await readConsentRecords(DB, cardholder.id, cardholder.site_id),
  };
  return json(answer, context.correlationId);
};
