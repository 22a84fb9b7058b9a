// The e-mails and SMS of sign-up and sign-in, in the cardholder's language: their words are built-in texts
// (`message.*` in src/content/texts, translated like every screen), filled, drawn in the site's theme (e-mails have an
// HTML part beside the plain text, emailDocument.ts) and recorded in the outbox.
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { countedText } from '../../../src/content/pluralText';
import type { Texts } from '../../../src/content/textKeys';
import { textsFor } from '../../../src/content/translate';
import { interpolate } from '../../../src/content/interpolate';
import { defaultLocale, htmlLang, isLocale, textDirection } from '../../../src/site/locales';
import { classicTheme, type Theme } from '../../../src/site/theme';
import { themeOfSite } from '../siteConfigService';
import { emailDocument } from './emailDocument';
import { dictionaries } from './dictionaries';
import { deliver, type DeliveryContext } from '../delivery/delivery';
import { providerFor } from '../delivery/providers';
import { recordMessage, type OutgoingMessage } from './outbox';

export type MessageKind = 'activation' | 'alreadyRegistered' | 'signInPasscode' | 'recoveryPasscode' | 'checkPasscode';

const textsByLocale = new Map<string, Texts>();

/** The locale a message is written in: the one asked for when it is on the list, else the default. */
const messageLocale = (locale: string | undefined) => (locale !== undefined && isLocale(locale) ? locale : defaultLocale);

/** The built-in texts of a locale of the list; any other value (absent, unknown) gives the default locale's. */
export function messageTextsFor(locale: string | undefined): Texts {
  const known = messageLocale(locale);
  let texts = textsByLocale.get(known);
  if (texts === undefined) {
    texts = textsFor(known, dictionaries);
    textsByLocale.set(known, texts);
  }
  return texts;
}

/** What a message says, before it is written for a channel. */
export interface MessageFacts {
  /** The page the message leads to (activation, password reset). */
  link?: string | undefined;
  code?: string | undefined;
  lifetimeSeconds?: number | undefined;
}

/** A message in one language: its subject, the sentences (all an SMS carries), and the e-mail's plain-text and HTML parts. */
export interface ComposedMessage {
  subject: string;
  body: string;
  text: string;
  html: string;
}

/** The words of a message's button, for the kinds that lead to a page. */
function actionLabel(kind: MessageKind, texts: Texts): string | undefined {
  if (kind === 'activation') return texts['message.activation.subject'];
  if (kind === 'alreadyRegistered') return texts['message.alreadyRegistered.action'];
  return undefined;
}

/** A message in a locale and the site's brand: subject, sentences, and the e-mail's two parts saying the same. */
export function composeMessage(kind: MessageKind, locale: string | undefined, facts: MessageFacts, theme: Theme = classicTheme): ComposedMessage {
  const known = messageLocale(locale);
  const texts = messageTextsFor(known);
  const minutes = Math.round((facts.lifetimeSeconds ?? 0) / 60);
  const hours = Math.round(minutes / 60);
  const values = { code: facts.code ?? '', minutes, hours };
  const subject = texts[`message.${kind}.subject`];
  const body =
    kind === 'activation'
      ? countedText(texts['message.activation.body'], hours, values)
      : kind === 'alreadyRegistered'
        ? texts['message.alreadyRegistered.body']
        : countedText(texts[`message.${kind}.body`], minutes, values);
  const brandName = theme.brandName ?? (texts['seo.brandPrefix'] || texts['seo.brandSuffix']);
  const footer = interpolate(texts['message.footer'], { brand: brandName });
  const label = actionLabel(kind, texts);
  const action = label !== undefined && facts.link !== undefined ? { label, href: facts.link, fallback: texts['message.linkFallback'] } : undefined;
  const text = [body, ...(action ? [`${action.label}: ${action.href}`] : []), `-- \n${footer}`].join('\n\n');
  const html = emailDocument(
    { lang: htmlLang(known), dir: textDirection(known), subject, body, code: facts.code, action, footer, brandName, locale: known },
    theme,
  );
  return { subject, body, text, html };
}

const outboxChannel = { EMAIL: 'email', SMS: 'sms' } as const satisfies Record<PasscodeChannel, OutgoingMessage['channel']>;

/**
 * Composes a message in the cardholder's language and the site's brand and sends it: an e-mail with its plain-text and
 * HTML parts, an SMS with the sentences alone. It is recorded in the outbox before the caller answers; where a provider
 * is configured for its channel, the first attempt runs after the answer, so no request waits on a provider.
 */
export async function sendMessage(
  { env, waitUntil }: DeliveryContext,
  kind: MessageKind,
  to: { address: string; channel: PasscodeChannel },
  facts: MessageFacts,
  /** The site the cardholder belongs to (its theme), and their locale: the page they asked from, else their account's. */
  page: { siteId: string; locale: string | undefined },
): Promise<void> {
  const db = env.DB;
  const email = to.channel === 'EMAIL';
  const message = composeMessage(kind, page.locale, facts, email ? await themeOfSite(db, page.siteId) : classicTheme);
  const channel = outboxChannel[to.channel];
  const queued = providerFor(env, channel) !== undefined;
  const id = await recordMessage(
    db,
    {
      to: to.address,
      channel,
      subject: email ? message.subject : '',
      body: email ? message.text : message.body,
      ...(email ? { html: message.html } : {}),
      link: facts.link,
      code: facts.code,
    },
    queued ? 'queued' : 'kept',
  );
  if (queued) waitUntil(deliver(env, id, Math.floor(Date.now() / 1000)));
}
