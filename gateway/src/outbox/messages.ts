// The e-mails and SMS of sign-up and sign-in, in the cardholder's language: their words are built-in texts
// (`message.*` in src/content/texts, translated like every screen), filled and recorded in the outbox.
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { countedText } from '../../../src/content/pluralText';
import type { Texts } from '../../../src/content/textKeys';
import { textsFor } from '../../../src/content/translate';
import { defaultLocale, isLocale } from '../../../src/site/locales';
import { dictionaries } from './dictionaries';
import { recordMessage, type OutgoingMessage } from './outbox';

export type MessageKind = 'activation' | 'alreadyRegistered' | 'signInPasscode' | 'recoveryPasscode' | 'checkPasscode';

const textsByLocale = new Map<string, Texts>();

/** The built-in texts of a locale of the list; any other value (absent, unknown) gives the default locale's. */
export function messageTextsFor(locale: string | undefined): Texts {
  const known = locale !== undefined && isLocale(locale) ? locale : defaultLocale;
  let texts = textsByLocale.get(known);
  if (texts === undefined) {
    texts = textsFor(known, dictionaries);
    textsByLocale.set(known, texts);
  }
  return texts;
}

/** Subject and body of a message in a locale; SMS carry the body alone. */
export function composeMessage(
  kind: MessageKind,
  locale: string | undefined,
  facts: { code?: string; lifetimeSeconds?: number },
): { subject: string; body: string } {
  const texts = messageTextsFor(locale);
  const minutes = Math.round((facts.lifetimeSeconds ?? 0) / 60);
  const hours = Math.round(minutes / 60);
  const values = { code: facts.code ?? '', minutes, hours };
  const subject = texts[`message.${kind}.subject`];
  switch (kind) {
    case 'activation':
      return { subject, body: countedText(texts['message.activation.body'], hours, values) };
    case 'alreadyRegistered':
      return { subject, body: texts['message.alreadyRegistered.body'] };
    case 'signInPasscode':
    case 'recoveryPasscode':
    case 'checkPasscode':
      return { subject, body: countedText(texts[`message.${kind}.body`], minutes, values) };
  }
}

const outboxChannel = { EMAIL: 'email', SMS: 'sms' } as const satisfies Record<PasscodeChannel, OutgoingMessage['channel']>;

/** Composes a message in the cardholder's language and sends it (records it in the outbox). SMS carry no subject. */
export async function sendMessage(
  db: D1Database,
  kind: MessageKind,
  to: { address: string; channel: PasscodeChannel },
  facts: { link?: string; code?: string; lifetimeSeconds?: number },
  /** The cardholder's locale: the page they asked from, else the one their account holds; unknown gives en_us. */
  locale: string | undefined,
): Promise<void> {
  const { subject, body } = composeMessage(kind, locale, facts);
  await recordMessage(db, {
    to: to.address,
    channel: outboxChannel[to.channel],
    subject: to.channel === 'SMS' ? '' : subject,
    body,
    link: facts.link,
    code: facts.code,
  });
}
