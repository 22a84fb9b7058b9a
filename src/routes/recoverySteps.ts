// The order of the recovery steps (SPEC 2 "Recovery flow variant") and which step a visitor may be on, given what the
// journey has held so far. The route table lists the steps of each variant; this is the order they are walked in.
import type { SiteConfig } from '../site/siteConfig';
import { siteSettingsOf } from '../site/siteSettings';
import { recoveryFlow, recoveryFlows } from './routeTable';

export type RecoveryVariant = keyof typeof recoveryFlows;
export type RecoveryStep = (typeof recoveryFlows)[RecoveryVariant][number];

/**
 * Step by step, the destination is chosen before a code is sent, and the code is checked before the new password is
 * asked for; the current flow asks for the code and the new password together.
 */
export const recoverySequences = {
  stepByStep: ['recovery', 'passcode-preference', 'passcode', 'reset-password'],
  current: ['recovery', 'reset-password'],
} as const satisfies Record<RecoveryVariant, readonly RecoveryStep[]>;

/** What the held recovery data says of the journey so far (never the password). */
export interface RecoveryProgress {
  /** An address was entered on the first step. */
  hasEmail: boolean;
  /** A passcode was asked for. */
  sent: boolean;
  /** The passcode passed its check (step by step). */
  verified: boolean;
}

/** The variant of a site and locale: step by step for pt_br or when user_enrollment.send_sms is 'true'. */
export function recoveryVariantOf(locale: string, config: SiteConfig): RecoveryVariant {
  return recoveryFlow(locale, siteSettingsOf(config).recoveryBySms);
}

/** What a step needs from the steps before it. The current flow's reset page asks for everything itself. */
function ready(variant: RecoveryVariant, step: RecoveryStep, progress: RecoveryProgress): boolean {
  switch (step) {
    case 'recovery':
      return true;
    case 'passcode-preference':
      return progress.hasEmail;
    case 'passcode':
      return progress.hasEmail && progress.sent;
    case 'reset-password':
      return variant === 'current' || (progress.hasEmail && progress.verified);
  }
}

export type RecoveryStepAccess = { kind: 'show' } | { kind: 'redirect'; route: RecoveryStep };

/** Shows a step whose needs are met; otherwise goes back to the latest step before it that can show. */
export function recoveryStepAccess(variant: RecoveryVariant, step: RecoveryStep, progress: RecoveryProgress): RecoveryStepAccess {
  if (ready(variant, step, progress)) return { kind: 'show' };
  const sequence: readonly RecoveryStep[] = recoverySequences[variant];
  const earlier = sequence.slice(0, Math.max(0, sequence.indexOf(step))).reverse();
  return { kind: 'redirect', route: earlier.find((candidate) => ready(variant, candidate, progress)) ?? 'recovery' };
}

/** The step after a completed one; undefined after the last (the sign-in page follows). */
export function nextRecoveryStep(variant: RecoveryVariant, step: RecoveryStep): RecoveryStep | undefined {
  const sequence: readonly RecoveryStep[] = recoverySequences[variant];
  const index = sequence.indexOf(step);
  return index < 0 ? undefined : sequence[index + 1];
}

/** Where a new passcode is asked for: the destination choice step by step, else the first step. */
export function newPasscodeStep(variant: RecoveryVariant): RecoveryStep {
  return variant === 'stepByStep' ? 'passcode-preference' : 'recovery';
}
