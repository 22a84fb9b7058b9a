// The profile's next steps (SPEC 2 profile): what a cardholder has not done yet and the profile suggests, above its
// links. A step is only offered where what it needs is known: a card count of zero, an enrolment status of not enrolled.
import type { SiteConfig } from '../site/siteConfig';
import { hasPortalPassword } from './guards';

export type ProfileNextStep = 'add-card' | 'mfa-setup';

export interface ProfileFacts {
  /** Enrolled cards; undefined when they could not be read. */
  cardCount: number | undefined;
  /** The profile's mfaEnrollmentStatus; undefined or null when the profile could not be read or does not say. */
  mfaEnrollmentStatus: string | null | undefined;
  /** The profile's authMechanism: two-step verification is only offered to users with a portal password. */
  userAuthMechanism: string | null | undefined;
}

export function profileNextSteps(siteConfig: SiteConfig, { cardCount, mfaEnrollmentStatus, userAuthMechanism }: ProfileFacts): ProfileNextStep[] {
  const steps: ProfileNextStep[] = [];
  if (cardCount === 0) steps.push('add-card');
  if (mfaEnrollmentStatus === 'NOT_ENROLLED' && hasPortalPassword(siteConfig, userAuthMechanism)) steps.push('mfa-setup');
  return steps;
}
