// The text keys of the titles a user may choose (SPEC 3 profile title, src/rules/fields/titles.ts): one list for the
// user form and the profile, in its own module so the profile page does not load the form.
/** The words of every title a user may choose (src/rules/fields/titles.ts), for the form and the profile alike. */
export const titleTextKeys = [
  'user.title.Mr',
  'user.title.Mrs',
  'user.title.Ms',
  'user.title.Miss',
  'user.title.Dr',
  'user.title.Mx',
  'user.title.Prof',
  'user.title.Rev',
  'user.title.Sir',
  'user.title.Dame',
] as const;
