// Text keys of single sign-on: the redirect page and the simulator used in test environments (SPEC 2, SPEC 6).

export const ssoTranslatorNotes = {
  'sso.redirecting': 'Shown while the browser is passed to the bank for single sign-on.',
  'sso.unavailable': 'Banner when the site offers no single sign-on; the user signs in with e-mail and password instead.',
  'sso.failed': 'Banner when single sign-on could not be started.',
  'sso.signIn': 'Link from the single sign-on page to the sign-in form.',
  'sso.simulator.notice': 'Notice at the top of the simulator: it is a test page standing in for the bank’s sign-in.',
  'sso.simulator.email': 'Label of the e-mail address of the user the simulator signs in.',
  'sso.simulator.firstName': 'Label of the first name the simulator passes on for a new user.',
  'sso.simulator.lastName': 'Label of the last name the simulator passes on for a new user.',
  'sso.simulator.submit': 'Button of the simulator that completes the bank’s sign-in.',
  'sso.simulator.noRequest': 'Shown when the simulator is opened without a single sign-on request.',
  'sso.simulator.expired': 'Banner when the single sign-on request expired or was already used.',
  'sso.simulator.hostSession': 'Status line of the simulator: someone is still signed in at the (simulated) bank; {{email}} is their address.',
  'sso.simulator.continueAs': 'Button of the simulator that signs in again as the person already signed in at the bank; {{email}} is their address.',
  'sso.simulator.noHostSession': 'Status line of the simulator: nobody is signed in at the (simulated) bank, e.g. after signing out of the portal.',
  'sso.simulator.saml': 'Notice of the simulator when the portal asked over the SAML 2.0 protocol instead of its usual one.',
} as const satisfies Record<string, string>;
