// The consent history on the cardholder's screens (issue 17, part 4): the records behind "last changed on", the JSON
// file the profile downloads, and the acceptance of a new privacy policy (SPEC 7's pp attribute, saved on the site).
// A gateway without the history (404) leaves it out quietly; other failures go to the error catalogue first.
import type { KyInstance } from 'ky';
import type { Consents } from '../../api/contracts/consents';
import { getConsents } from '../../api/consentService';
import { isGatewayError } from '../../api/gatewayError';
import { saveUserSite } from '../../api/attributeService';
import type { Texts } from '../../content/textKeys';
import { interpolate } from '../../content/interpolate';
import { currentConsents } from '../../rules/account/consents';
import { formatMoment } from '../../rules/calendarDay';
import { optInFlag, optInKeys, optInKinds, privacyPolicyKey } from '../../rules/preferences/marketingOptIns';
import type { Locale } from '../../site/locales';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

/**
 * The history; 'unavailable' when the gateway keeps none (404) or refuses it, 'alerted' when the error catalogue raised
 * its alert (the gateway down, an answer of the wrong shape), which says enough.
 */
export async function loadConsents(api: KyInstance = sessionApi()): Promise<Consents | 'unavailable' | 'alerted'> {
  try {
    return await getConsents(api);
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) return 'unavailable';
    return callFailureOf(error).kind === 'alerted' ? 'alerted' : 'unavailable';
  }
}

/** The preferences screen's words from the history: "last changed on" by opt-in form key, and the policy accepted. */
export interface ConsentNotes {
  optIns: Readonly<Record<string, string>>;
  policy: string | undefined;
}

type NoteTexts = Pick<Texts, 'preferences.lastChanged' | 'preferences.policyAccepted' | 'preferences.policyAcceptedOn'>;

/** A value set apart from the words around it (FSI ... PDI, as <bdi>): "2026-11" stays as written in a right-to-left text. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/** The notes of the choices in force on the site; undefined when the gateway keeps no history. */
export async function consentNotes(siteId: string, locale: Locale, texts: NoteTexts): Promise<ConsentNotes | undefined> {
  const consents = await loadConsents();
  if (typeof consents === 'string') return undefined;
  const current = currentConsents(consents.records, siteId);
  const optIns: Record<string, string> = {};
  for (const kind of optInKinds) {
    const record = current[kind];
    if (record) optIns[optInKeys[kind].formKey] = interpolate(texts['preferences.lastChanged'], { date: isolated(formatMoment(record.at, locale)) });
  }
  const accepted = current.pp?.granted ? current.pp : undefined;
  const policy =
    accepted &&
    interpolate(texts[accepted.version ? 'preferences.policyAccepted' : 'preferences.policyAcceptedOn'], {
      date: isolated(formatMoment(accepted.at, locale)),
      version: isolated(accepted.version ?? ''),
    });
  return { optIns, policy };
}

/** The downloaded file: the records as the gateway keeps them, with when and for which site they were exported. */
export function consentHistoryFile(consents: Consents, siteId: string, now: Date): { name: string; text: string } {
  const exportedAt = now.toISOString();
  const text = JSON.stringify({ exportedAt, siteId, policyVersion: consents.policyVersion, records: consents.records }, null, 2);
  return { name: `consent-history-${exportedAt.slice(0, 10)}.json`, text: `${text}\n` };
}

/** Fetches the history and hands it to the browser as a JSON file; else why not (loadConsents). */
export async function downloadConsentHistory(siteId: string): Promise<'downloaded' | 'unavailable' | 'alerted'> {
  const consents = await loadConsents();
  if (typeof consents === 'string') return consents;
  const { name, text } = consentHistoryFile(consents, siteId, new Date());
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return 'downloaded';
}

/** Accepts the policy in force: pp saved on the site, which the gateway records with the version it holds. */
export async function acceptPolicy(siteId: string): Promise<'accepted' | 'failed' | 'alerted'> {
  try {
    await saveUserSite(sessionApi(), siteId, [{ key: privacyPolicyKey, value: optInFlag.on }]);
    return 'accepted';
  } catch (error) {
    return callFailureOf(error).kind === 'alerted' ? 'alerted' : 'failed';
  }
}
