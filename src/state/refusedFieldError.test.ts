import { describe, expect, it } from 'vitest';
import { fieldError } from '../rules/fieldErrors';
import { refusedFieldError } from './refusedFieldError';

describe('the field error of a VALIDATION_FAILED refusal', () => {
  it.each<[string, string | undefined, Record<string, unknown>, ReturnType<typeof refusedFieldError>]>([
    ['an error with its count', 'VALIDATION_FAILED', { fields: { password: { id: 'passwordRulesError', count: 2 } } }, fieldError('passwordRulesError', 2)],
    ['an error without a count', 'VALIDATION_FAILED', { fields: { password: { id: 'required' } } }, fieldError('required')],
    ['a count that is no whole number, left out', 'VALIDATION_FAILED', { fields: { password: { id: 'passwordRulesError', count: 1.5 } } }, fieldError('passwordRulesError')],
    ['another field’s error: none', 'VALIDATION_FAILED', { fields: { email: { id: 'error' } } }, undefined],
    ['an unknown error id: none', 'VALIDATION_FAILED', { fields: { password: { id: 'tooFunny' } } }, undefined],
    ['another refusal: none', 'PASSWORD_REUSED', { fields: { password: { id: 'error' } } }, undefined],
    ['no fields: none', 'VALIDATION_FAILED', {}, undefined],
    ['fields that are not an object: none', 'VALIDATION_FAILED', { fields: 'password' }, undefined],
    ['an inherited property: none', 'VALIDATION_FAILED', { fields: Object.create({ password: { id: 'error' } }) }, undefined],
  ])('%s', (_, code, details, expected) => {
    expect(refusedFieldError(code, details, 'password')).toEqual(expected);
  });
});
