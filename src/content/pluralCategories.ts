// The plural categories of CLDR (Intl.PluralRules): each language uses some of them, English one and other. Apart from
// textKeys.ts, so a page's first load can read them without the schema library.
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof pluralCategories)[number];
