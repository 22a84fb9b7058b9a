// Titles a user may choose (SPEC 3 profile title; SPEC 9 flag otherTitles "extra title choices"). Values are stored as
// these keys; screens show each in the page's language.

const standardTitles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
const otherTitles = ['Mx', 'Prof', 'Rev', 'Sir', 'Dame'] as const;
export type Title = (typeof standardTitles)[number] | (typeof otherTitles)[number];

export function titleChoices(withOtherTitles: boolean): readonly Title[] {
  return withOtherTitles ? [...standardTitles, ...otherTitles] : standardTitles;
}

export function isTitle(value: string, withOtherTitles: boolean): value is Title {
  return (titleChoices(withOtherTitles) as readonly string[]).includes(value);
}
