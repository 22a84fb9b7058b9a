// Text keys of deleting the account (SPEC 2 delete-profile, SPEC 6).

export const deleteProfileTranslatorNotes = {
  'deleteProfile.explanation': 'What deleting the account removes, and that it cannot be undone.',
  'deleteProfile.confirm': 'Checkbox the person ticks to confirm they want the account deleted.',
  'field.deleteConfirm.required': 'Error under the confirmation checkbox when the delete button is pressed without ticking it.',
  'deleteProfile.submit': 'Danger button that deletes the account for good.',
  'deleteProfile.cancel': 'Link that leaves without deleting, back to the profile.',
  'deleteProfile.notAllowed': 'Banner when the site does not let this account be deleted.',
  'deleteProfile.failed': 'Banner when the account could not be deleted for another reason.',
  'notification.accountDeleted': 'Banner on the sign-in page after the account was deleted.',
} as const satisfies Record<string, string>;
