// Where an account's passcodes can go: its e-mail address, and its phone attribute for SMS (SPEC 3 attribute keys), and
// the locale it registered in, the language its messages are written in, and the channel the cardholder chose to get them on first.
import { isPasscodeChannel } from '../../../src/api/contracts/passcode';
import type { PasscodeChannel } from '../../../src/api/contracts/auth';

export interface ContactPoints {
  email: string;
  phone: string | undefined;
  locale: string | undefined;
  /** Where the cardholder wants passcodes first (attribute passcode_channel), when chosen. */
  preferredChannel: PasscodeChannel | undefined;
  /** The site the account belongs to: its messages wear that site's brand. */
  siteId: string;
}

export async function contactPointsOf(db: D1Database, user: { id: string }): Promise<ContactPoints | undefined> {
  const row = await db
    .prepare(
      `SELECT users.email AS email, users.site_id AS siteId, phone.value AS phone, locale.value AS locale, channel.value AS channel FROM users
       LEFT JOIN user_attributes AS phone ON phone.user_id = users.id AND phone.site_id = users.site_id AND phone.key = 'phone'
       LEFT JOIN user_attributes AS locale ON locale.user_id = users.id AND locale.site_id = users.site_id AND locale.key = 'locale'
       LEFT JOIN user_attributes AS channel ON channel.user_id = users.id AND channel.site_id = users.site_id AND channel.key = 'passcode_channel'
       WHERE users.id = ?`,
    )
    .bind(user.id)
    .first<{ email: string; siteId: string; phone: string | null; locale: string | null; channel: string | null }>();
  if (!row) return undefined;
  const phone = row.phone?.trim();
  return {
    email: row.email,
    siteId: row.siteId,
    phone: phone && /\d/.test(phone) ? phone : undefined,
    locale: row.locale ?? undefined,
    preferredChannel: isPasscodeChannel(row.channel) ? row.channel : undefined,
  };
}

/** The address of one channel, or undefined when the account has none there. */
export function addressFor(contact: ContactPoints, channel: 'EMAIL' | 'SMS'): string | undefined {
  return channel === 'EMAIL' ? contact.email : contact.phone;
}
