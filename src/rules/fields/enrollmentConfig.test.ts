import { describe, expect, it } from 'vitest';
import { configNumber, configPattern, configText, matchesPattern, type EnrollmentConfig } from './enrollmentConfig';

describe('user_enrollment settings', () => {
  it.each<[string, EnrollmentConfig, string | undefined]>([
    ['reads a string trimmed', { date_format: ' MM-DD-YYYY ' }, 'MM-DD-YYYY'],
    ['ignores a blank string', { date_format: '  ' }, undefined],
    ['ignores a number where text is expected', { date_format: 8 }, undefined],
    ['reads nothing from an absent group', undefined, undefined],
  ])('text: %s', (_, config, expected) => {
    expect(configText(config, 'date_format')).toBe(expected);
  });

  it.each<[string, EnrollmentConfig, number | undefined]>([
    ['reads a number', { bin_length: 9 }, 9],
    ['reads a digit string', { bin_length: '8' }, 8],
    ['ignores a fraction', { bin_length: 8.5 }, undefined],
    ['ignores a negative number', { bin_length: -1 }, undefined],
    ['ignores words', { bin_length: 'nine' }, undefined],
    ['ignores null', { bin_length: null }, undefined],
  ])('number: %s', (_, config, expected) => {
    expect(configNumber(config, 'bin_length')).toBe(expected);
  });

  it.each<[string, EnrollmentConfig, string, boolean]>([
    ['matches the whole value only', { postal_code_regexp: '\\d{4}' }, '12345', false],
    ['accepts a full match', { postal_code_regexp: '\\d{4}' }, '1234', true],
    ['keeps anchors that are already there', { postal_code_regexp: '^\\d{4}$' }, '1234', true],
    ['tries a masked value without its punctuation', { postal_code_regexp: '\\d{8}' }, '12345-678', true],
    ['does not strip letters to make a match', { postal_code_regexp: '\\d{8}' }, '12345x678', false],
  ])('pattern: %s', (_, config, value, matches) => {
    const pattern = configPattern(config, 'postal_code_regexp');
    expect(pattern && matchesPattern(pattern, value)).toBe(matches);
  });

  it('ignores a pattern that does not compile', () => {
    expect(configPattern({ phone_regexp: '([0-9' }, 'phone_regexp')).toBeUndefined();
  });
});
