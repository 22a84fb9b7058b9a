import { describe, expect, it } from 'vitest';
import { canSubmitCard, cardEntryStatus, checkWaitMinutes, isDuplicateCard, isInactiveCard, securityCodeProblem } from './cardEntry';

describe('card entry (SPEC 4, SPEC 5)', () => {
  it.each([
    ['', 'untouched'],
    ['4111 1111 1111 1111', 'unchecked'],
    ['4111111111111111', 'unchecked'],
    ['4111 1111 1111', 'invalid'],
    ['5111 1111 1111 1111', 'invalid'],
    ['4111 1111 1111 111x', 'invalid'],
  ] as const)('shows %j as %s', (value, status) => {
    expect(cardEntryStatus(value, [])).toBe(status);
  });

  const answered = (digits: string, eligible: boolean) => ({ checking: undefined, answer: { digits, eligible } });
  it.each([
    ['while the gateway is asked about it', 'checking', { checking: '4111111111111111', answer: undefined }],
    ['once the gateway calls it eligible', 'valid', answered('4111111111111111', true)],
    ['once the gateway calls it not eligible', 'invalid', answered('4111111111111111', false)],
    ['when the only answer is for a number typed before', 'unchecked', answered('4242424242424242', true)],
    ['when only a number typed before is being checked', 'unchecked', { checking: '4242424242424242', answer: undefined }],
  ] as const)('shows a complete number %s as %s', (_when, status, eligibility) => {
    expect(cardEntryStatus('4111 1111 1111 1111', [], eligibility)).toBe(status);
  });

  it('marks a number already in the list as invalid, spaces aside', () => {
    expect(isDuplicateCard('4111 1111 1111 1111', ['4111111111111111'])).toBe(true);
    expect(cardEntryStatus('4111 1111 1111 1111', ['4111111111111111'])).toBe('invalid');
    expect(isDuplicateCard('', [''])).toBe(false);
  });

  it.each([
    ['', 'untouched', false],
    ['4111 1111 1111 1111', 'valid', true],
    ['4111 1111 1111 1111', 'unchecked', true],
    ['4111 1111 1111 1111', 'checking', false],
    ['4111', 'invalid', false],
  ] as const)('lets %j (%s) be submitted: %s', (value, status, expected) => {
    expect(canSubmitCard(value, status)).toBe(expected);
  });
});

describe('a throttled check (429) of the number in the field', () => {
  const throttled = { checking: undefined, answer: { digits: '4242424242424242', eligible: false, waitMinutes: 3 } };

  it('is not eligible, and names its wait for that number only', () => {
    expect(cardEntryStatus('4242 4242 4242 4242', [], throttled)).toBe('invalid');
    expect(checkWaitMinutes('4242 4242 4242 4242', throttled)).toBe(3);
    expect(checkWaitMinutes('4150 0000 0000 0018', throttled)).toBeUndefined();
  });

  it('names no wait for a plain refusal', () => {
    expect(checkWaitMinutes('4242 4242 4242 4242', { checking: undefined, answer: { digits: '4242424242424242', eligible: false } })).toBeUndefined();
  });
});

describe('pan_capture refusals and the security code', () => {
  it('tells an inactive card only for the number it was answered for', () => {
    const eligibility = { checking: undefined, answer: { digits: '4180000000000012', eligible: false, inactive: true } };
    expect(isInactiveCard('4180 0000 0000 0012', eligibility)).toBe(true);
    expect(cardEntryStatus('4180 0000 0000 0012', [], eligibility)).toBe('invalid');
    expect(isInactiveCard('4000 0000 0000 0010', eligibility)).toBe(false);
    expect(isInactiveCard('4180 0000 0000 0012', { checking: undefined, answer: { digits: '4180000000000012', eligible: false } })).toBe(false);
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['12', 'invalid'],
    ['12345', 'invalid'],
    ['12a', 'invalid'],
    ['123', undefined],
    [' 1234 ', undefined],
  ])('security code %j: %s', (value, problem) => {
    expect(securityCodeProblem(value)).toBe(problem);
  });
});
