// The texts of the session warning (sessionExtension), part of every screen's gate texts; the component loads lazily.
import type { Texts } from '../content/textKeys';

export const sessionWatchTextKeys = [
  'session.expiring.title',
  'session.expiring.body',
  'session.expiring.stay',
  'session.expiring.signOut',
  'login.sessionEnded',
] as const;

export type SessionWatchTexts = Pick<Texts, (typeof sessionWatchTextKeys)[number] | 'alert.close'>;
