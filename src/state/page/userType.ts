// The signed-in user's type, read from its cookie. Apart from session.ts, so a screen that renders by it (the profile:
// concierge or card holder) does not load the session's calls.
import { cookieNames, type UserType } from '../../site/authState';
import { readCookie } from './browserCookies';

export function currentUserType(): UserType | undefined {
  const value = readCookie(cookieNames.userType);
  return value === 'CONCIERGE' || value === 'CARDHOLDER' ? value : undefined;
}
