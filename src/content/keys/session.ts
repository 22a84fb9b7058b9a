// Text keys of the session around every signed-in screen: the warning before an idle session ends (WCAG 2.2.1) and
// the form kept across a sign-out.

export const sessionTranslatorNotes = {
  'session.expiring.title': 'Title of the dialog shown two minutes before an idle session ends.',
  'session.expiring.body': 'Text of that dialog; {{minutes}} is the time left (one form per plural category).',
  'session.expiring.stay': 'Button of that dialog that keeps the user signed in.',
  'session.expiring.signOut': 'Button of that dialog that signs out now (same verb as profile.signOut).',
  'session.restored': 'Banner on a form after signing in again: the values typed before the sign-out were put back; check them and save.',
} as const satisfies Record<string, string>;
