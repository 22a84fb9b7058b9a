// The e-mails and SMS of sign-up and sign-in, as data: one template per message, filled and recorded in the outbox.
// Plain English for now; the site's content service does not reach the gateway.
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { recordMessage, type OutgoingMessage } from './outbox';

interface Template {
  subject: string;
  body: (facts: { link?: string; code?: string; minutes: number }) => string;
}

const messageTemplates = {
  activation: {
    subject: 'Activate your account',
    body: ({ minutes }) => `Welcome! Open the link below to activate your account. It works once, for ${minutes / 60} hours.`,
  },
  alreadyRegistered: {
    subject: 'You already have an account',
    body: () =>
      'Someone tried to register with this e-mail address, which already has an account. If it was you, sign in, ' +
      'or reset your password from the link below. If it was not you, you can ignore this message.',
  },
  signInPasscode: {
    subject: 'Your sign-in passcode',
    body: ({ code, minutes }) => `Your sign-in passcode is ${code}. It expires in ${minutes} minutes. Never share it.`,
  },
  recoveryPasscode: {
    subject: 'Your password reset passcode',
    body: ({ code, minutes }) => `Your passcode to reset your password is ${code}. It expires in ${minutes} minutes.`,
  },
  checkPasscode: {
    subject: 'Your verification passcode',
    body: ({ code, minutes }) => `Your verification passcode is ${code}. It expires in ${minutes} minutes.`,
  },
} as const satisfies Record<string, Template>;
export type MessageKind = keyof typeof messageTemplates;

const outboxChannel = { EMAIL: 'email', SMS: 'sms' } as const satisfies Record<PasscodeChannel, OutgoingMessage['channel']>;

/** Fills a template and sends it (records it in the outbox). SMS carry no subject. */
export async function sendMessage(
  db: D1Database,
  kind: MessageKind,
  to: { address: string; channel: PasscodeChannel },
  facts: { link?: string; code?: string; lifetimeSeconds?: number },
): Promise<void> {
  const template: Template = messageTemplates[kind];
  const minutes = Math.round((facts.lifetimeSeconds ?? 0) / 60);
  await recordMessage(db, {
    to: to.address,
    channel: outboxChannel[to.channel],
    subject: to.channel === 'SMS' ? '' : template.subject,
    body: template.body({ minutes, ...(facts.code ? { code: facts.code } : {}), ...(facts.link ? { link: facts.link } : {}) }),
    link: facts.link,
    code: facts.code,
  });
}
