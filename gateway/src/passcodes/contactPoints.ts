// Where an account's passcodes can go: its e-mail address, and its phone attribute for SMS (SPEC 3 attribute keys).

export interface ContactPoints {
  email: string;
  phone: string | undefined;
}

export async function contactPointsOf(db: D1Database, user: { id: string }): Promise<ContactPoints | undefined> {
  const row = await db
    .prepare(
      `SELECT users.email AS email, user_attributes.value AS phone FROM users
       LEFT JOIN user_attributes ON user_attributes.user_id = users.id AND user_attributes.site_id = users.site_id AND user_attributes.key = 'phone'
       WHERE users.id = ?`,
    )
    .bind(user.id)
    .first<{ email: string; phone: string | null }>();
  if (!row) return undefined;
  const phone = row.phone?.trim();
  return { email: row.email, phone: phone && /\d/.test(phone) ? phone : undefined };
}

/** The address of one channel, or undefined when the account has none there. */
export function addressFor(contact: ContactPoints, channel: 'EMAIL' | 'SMS'): string | undefined {
  return channel === 'EMAIL' ? contact.email : contact.phone;
}
