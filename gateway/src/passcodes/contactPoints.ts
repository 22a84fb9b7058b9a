// Where an account's passcodes can go: its e-mail address, and its phone attribute for SMS (SPEC 3 attribute keys), and
// the locale it registered in, the language its messages are written in.

export interface ContactPoints {
  email: string;
  phone: string | undefined;
  locale: string | undefined;
  /** The site the account belongs to: its messages wear that site's brand. */
  siteId: string;
}

export async function contactPointsOf(db: D1Database, user: { id: string }): Promise<ContactPoints | undefined> {
  const row = await db
    .prepare(
      `SELECT users.email AS email, users.site_id AS siteId, phone.value AS phone, locale.value AS locale FROM users
       LEFT JOIN user_attributes AS phone ON phone.user_id = users.id AND phone.site_id = users.site_id AND phone.key = 'phone'
       LEFT JOIN user_attributes AS locale ON locale.user_id = users.id AND locale.site_id = users.site_id AND locale.key = 'locale'
       WHERE users.id = ?`,
    )
    .bind(user.id)
    .first<{ email: string; siteId: string; phone: string | null; locale: string | null }>();
  if (!row) return undefined;
  const phone = row.phone?.trim();
  return { email: row.email, siteId: row.siteId, phone: phone && /\d/.test(phone) ? phone : undefined, locale: row.locale ?? undefined };
}

/** The address of one channel, or undefined when the account has none there. */
export function addressFor(contact: ContactPoints, channel: 'EMAIL' | 'SMS'): string | undefined {
  return channel === 'EMAIL' ? contact.email : contact.phone;
}
