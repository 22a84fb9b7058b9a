// What a concierge's look-up names (issue 17, part 5): the reasons on the list, the longest details, and the parts of a
// record a look-up can show. Plain data, so the staff form and the security page carry no schema library.

export const lookUpReasons = ['CARDHOLDER_REQUEST', 'CARD_QUESTION', 'COMPLAINT', 'SECURITY', 'OTHER'] as const;
export type LookUpReason = (typeof lookUpReasons)[number];

export const isLookUpReason = (value: string): value is LookUpReason => (lookUpReasons as readonly string[]).includes(value);

/** What a look-up showed: the record's parts, each recorded when its call answered. */
export const shownParts = ['profile', 'cards', 'preferences', 'consents'] as const;
export type ShownPart = (typeof shownParts)[number];

export const lookUpNoteMaxLength = 200;
