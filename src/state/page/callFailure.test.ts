import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../api/gatewayError';
import { ResponseShapeError } from '../../api/responseShapeError';
import { fieldError } from '../../rules/fields/fieldErrors';
import { callFailureOf, correlationIdOf, refusedFieldError } from './callFailure';

const gatewayError = (status: number, code?: string, url = '/api/user-mgmt/user/send-passcode') =>
  new GatewayError({ status, url, code, details: { attemptsLeft: 2 }, correlationId: 'cid-1' });

describe('a failed call as a screen reads it (SPEC 8)', () => {
  it.each([0, 500, 502, 524])('status %i was alerted by the catalogue already', (status) => {
    const report = vi.fn();
    expect(callFailureOf(gatewayError(status, 'INTERNAL_ERROR'), { report })).toEqual({ kind: 'alerted' });
    expect(report).not.toHaveBeenCalled();
  });

  it('a 401 was a logout already', () => {
    expect(callFailureOf(gatewayError(401, 'UNAUTHORIZED', '/api/user-mgmt/user/find-code'), { report: vi.fn() })).toEqual({ kind: 'alerted' });
  });

  it('a 401 on change-password is the screen’s (SPEC 8: no logout there)', () => {
    expect(callFailureOf(gatewayError(401, 'UNAUTHORIZED', '/api/user-mgmt/user/change-password'), { report: vi.fn() })).toMatchObject({
      kind: 'refused',
      status: 401,
    });
  });

  it('a refusal carries its status, error id, details and correlation id', () => {
    expect(callFailureOf(gatewayError(400, 'OTP_INVALID'), { report: vi.fn() })).toEqual({
      kind: 'refused',
      status: 400,
      code: 'OTP_INVALID',
      details: { attemptsLeft: 2 },
      correlationId: 'cid-1',
    });
  });

  it.each([0, 401, 500, 524])('on otp-check-passcode a status %i is the screen’s: the catalogue skipped it', (status) => {
    expect(callFailureOf(gatewayError(status, 'X', '/api/user-mgmt/user/find-code'), { route: 'otp-check-passcode', report: vi.fn() })).toMatchObject({
      kind: 'refused',
      status,
      correlationId: 'cid-1',
    });
  });

  it('a refusal without a correlation id carries its status, error id and details for the screen', () => {
    const error = new GatewayError({ status: 404, url: '/api/x', code: 'USER_NOT_FOUND', details: { field: 'email' } });
    expect(callFailureOf(error, { report: vi.fn() })).toEqual({ kind: 'refused', status: 404, code: 'USER_NOT_FOUND', details: { field: 'email' } });
  });

  it('an answer of the wrong shape is reported, which raises the generic alert', () => {
    const report = vi.fn();
    const error = new ResponseShapeError('/api/x', ['(body): not JSON'], 'cid-2');
    expect(callFailureOf(error, { report })).toEqual({ kind: 'alerted' });
    expect(report).toHaveBeenCalledWith(error);
  });
});

describe('the correlation id a card banner names (SPEC 8 card errors)', () => {
  it('is the gateway’s, alerted or not', () => {
    expect(correlationIdOf(gatewayError(500, 'INTERNAL_ERROR'))).toBe('cid-1');
    expect(correlationIdOf(gatewayError(400, 'DUPLICATE_CARD'))).toBe('cid-1');
  });

  it('is none for an answer of the wrong shape', () => {
    expect(correlationIdOf(new ResponseShapeError('/api/x', ['(body): not JSON'], 'cid-2'))).toBeUndefined();
  });
});

describe('the field error of a VALIDATION_FAILED refusal', () => {
  it('is none when the catalogue handled the failure', () => {
    expect(refusedFieldError({ kind: 'alerted' }, 'password')).toBeUndefined();
  });

  it.each<[string, string | undefined, Record<string, unknown>, ReturnType<typeof refusedFieldError>]>([
    ['an error with its count', 'VALIDATION_FAILED', { fields: { password: { id: 'passwordRulesError', count: 2 } } }, fieldError('passwordRulesError', 2)],
    ['an error without a count', 'VALIDATION_FAILED', { fields: { password: { id: 'required' } } }, fieldError('required')],
    [
      'a count that is no whole number, left out',
      'VALIDATION_FAILED',
      { fields: { password: { id: 'passwordRulesError', count: 1.5 } } },
      fieldError('passwordRulesError'),
    ],
    ['another field’s error: none', 'VALIDATION_FAILED', { fields: { email: { id: 'error' } } }, undefined],
    ['an unknown error id: none', 'VALIDATION_FAILED', { fields: { password: { id: 'tooFunny' } } }, undefined],
    ['another refusal: none', 'PASSWORD_REUSED', { fields: { password: { id: 'error' } } }, undefined],
    ['no fields: none', 'VALIDATION_FAILED', {}, undefined],
    ['fields that are not an object: none', 'VALIDATION_FAILED', { fields: 'password' }, undefined],
    ['an inherited property: none', 'VALIDATION_FAILED', { fields: Object.create({ password: { id: 'error' } }) }, undefined],
  ])('%s', (_, code, details, expected) => {
    expect(refusedFieldError({ kind: 'refused', status: 400, code, details, correlationId: undefined }, 'password')).toEqual(expected);
  });
});
