// Text keys of form fields shared by every form: the field errors of SPEC 5 and SPEC 8 "Field errors".

export const fieldTranslatorNotes = {
  'field.required': 'Error under a required field left blank.',
  'field.invalid': 'Error under a field whose entry does not have the expected form.',
  'field.mustMatch': 'Error under the password confirmation when it differs from the password.',
  'field.passwordRulesError':
    'Error under a password that breaks some of the password rules; {{count}} is how many (one form per plural category of the language).',
  'field.passwordCompromised': 'Error under a new password that is on the list of common or breached passwords (registration, reset, change).',
  'field.IncompleteFieldError': 'Error under a date of birth with a part missing.',
  'field.incompleteFormateError': 'Error under a date of birth that is not a real calendar date.',
  'field.invalidAgeError': 'Error under a date of birth younger than the minimum age; {{minAge}} is that age in years (one form per plural category).',
  'field.maxAgeError': 'Error under a date of birth in 1899 or earlier.',
  'field.email.invalid': 'Error under an e-mail address that is not in the form name@example.com.',
  'form.invalid': 'Banner above a form sent with mistakes; focus moves to the first of them.',
  'form.showPassword': 'Accessible name of the button that shows the password as plain text.',
} as const satisfies Record<string, string>;
