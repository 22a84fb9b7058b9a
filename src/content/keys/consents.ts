// Text keys of the consent history (issue 17, part 4): the new privacy policy after sign-in, "last changed on" on the
// preferences screen, the download from the profile, and the table of consents in the staff view.

export const consentTranslatorNotes = {
  'policy.intro': 'Text of the screen asking to accept the new privacy policy after signing in.',
  'policy.version': '{{version}} is the policy\'s version name as the bank gives it, e.g. "2026-11".',
  'policy.read': "Link to the bank's privacy policy; it opens in a new browser tab.",
  'policy.accept': 'Button: accept the new privacy policy and go on to the account.',
  'policy.signOut': 'Link for a person who does not want to accept the new policy now: signs out.',
  'policy.failed': 'Banner when accepting the policy failed.',
  'preferences.lastChanged': 'Under a marketing choice on the preferences screen; {{date}} is a date and time.',
  'preferences.policyAccepted': 'On the preferences screen; {{version}} is the policy\'s version name, e.g. "2026-11"; {{date}} a date and time.',
  'preferences.policyAcceptedOn': 'Same as the previous text, when the bank gives the policy no version name; {{date}} is a date and time.',
  'profile.consents.heading': "Heading of the profile section about the record of the person's consents (privacy policy, marketing choices).",
  'profile.consents.intro': 'Text under that heading.',
  'profile.consents.download': 'Button that downloads the record as a JSON file (JSON is a file format; keep the word).',
  'profile.consents.unavailable': "Shown when the bank's system does not offer the download.",
  'consents.when': 'Column heading: when the consent was given or withdrawn.',
  'consents.subject': 'Column heading: what it is about (the privacy policy, or a kind of marketing message).',
  'consents.choice': 'Column heading: given or withdrawn.',
  'consents.version': 'Column heading: the version of the policy or of the wording the person saw.',
  'consents.channel': "Column heading: where it was done, on the web or in the bank's app.",
  'consents.subject.pp': "The bank's privacy policy, as a subject of consent.",
  'consents.granted': 'The consent was given (accepted, opted in).',
  'consents.withdrawn': 'The consent was withdrawn (opted out).',
  'consents.channel.web': 'Channel: the website in a browser.',
  'consents.channel.app': "Channel: the bank's mobile app.",
} as const;
