import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { recoveryFlows } from './routeTable';
import {
  newPasscodeStep,
  nextRecoveryStep,
  recoverySequences,
  recoveryStepAccess,
  recoveryVariantOf,
  type RecoveryProgress,
  type RecoveryStep,
  type RecoveryStepAccess,
  type RecoveryVariant,
} from './recoverySteps';

const none: RecoveryProgress = { hasEmail: false, sent: false, verified: false };
const entered: RecoveryProgress = { hasEmail: true, sent: false, verified: false };
const sent: RecoveryProgress = { hasEmail: true, sent: true, verified: false };
const verified: RecoveryProgress = { hasEmail: true, sent: true, verified: true };
const show: RecoveryStepAccess = { kind: 'show' };
const to = (route: RecoveryStep): RecoveryStepAccess => ({ kind: 'redirect', route });

function siteWithSendSms(sendSms: unknown): SiteConfig {
  return { ...defaultSiteConfig, siteFeatureConfigurations: [{ name: 'user_enrollment', featureConfig: { send_sms: sendSms } }] };
}

describe('recovery variant of a site (SPEC 2)', () => {
  it.each<[string, SiteConfig, RecoveryVariant]>([
    ['pt_br', defaultSiteConfig, 'stepByStep'],
    ['en_us', siteWithSendSms('true'), 'stepByStep'],
    ['en_us', siteWithSendSms('false'), 'current'],
    ['en_us', defaultSiteConfig, 'current'],
  ])('%s with its config walks the %s flow', (locale, config, variant) => {
    expect(recoveryVariantOf(locale, config)).toBe(variant);
  });
});

describe('order of the recovery steps', () => {
  it('walks each variant through exactly the steps the route table gives it', () => {
    for (const variant of ['stepByStep', 'current'] as const) {
      expect([...recoverySequences[variant]].sort()).toEqual([...recoveryFlows[variant]].sort());
    }
  });

  it.each<[RecoveryVariant, RecoveryStep, RecoveryStep | undefined]>([
    ['stepByStep', 'recovery', 'passcode-preference'],
    ['stepByStep', 'passcode-preference', 'passcode'],
    ['stepByStep', 'passcode', 'reset-password'],
    ['stepByStep', 'reset-password', undefined],
    ['current', 'recovery', 'reset-password'],
    ['current', 'reset-password', undefined],
    ['current', 'passcode', undefined],
  ])('in the %s flow, %s leads to %s', (variant, step, next) => {
    expect(nextRecoveryStep(variant, step)).toBe(next);
  });

  it('asks for a new passcode where the destination is chosen, or on the first step', () => {
    expect(newPasscodeStep('stepByStep')).toBe('passcode-preference');
    expect(newPasscodeStep('current')).toBe('recovery');
  });
});

describe('which recovery step can show', () => {
  it.each<[string, RecoveryVariant, RecoveryStep, RecoveryProgress, RecoveryStepAccess]>([
    ['the first step, always', 'stepByStep', 'recovery', none, show],
    ['the current reset page, even without held data (a code read on another device)', 'current', 'reset-password', none, show],
    ['the destination choice once an address was entered', 'stepByStep', 'passcode-preference', entered, show],
    ['the destination choice without an address: back to the first step', 'stepByStep', 'passcode-preference', none, to('recovery')],
    ['the code step once a code was sent', 'stepByStep', 'passcode', sent, show],
    ['the code step before any was sent: to the destination choice', 'stepByStep', 'passcode', entered, to('passcode-preference')],
    ['the code step with nothing held: to the first step', 'stepByStep', 'passcode', none, to('recovery')],
    ['the new password once the code passed', 'stepByStep', 'reset-password', verified, show],
    ['the new password before the code passed: to the code step', 'stepByStep', 'reset-password', sent, to('passcode')],
    ['the new password with only an address: to the destination choice', 'stepByStep', 'reset-password', entered, to('passcode-preference')],
    ['the new password with nothing held: to the first step', 'stepByStep', 'reset-password', none, to('recovery')],
  ])('%s', (_, variant, step, progress, expected) => {
    expect(recoveryStepAccess(variant, step, progress)).toEqual(expected);
  });
});
