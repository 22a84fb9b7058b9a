import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodyFacts, errorDetails, GatewayError, isGatewayError } from './gatewayError';
import { ResponseShapeError } from './responseShapeError';

describe('GatewayError (SPEC 8)', () => {
  it('carries status, url, code, server message and correlation id', () => {
    const error = new GatewayError({ status: 401, url: '/api/user-mgmt/user/find', code: 'UNAUTHORIZED', serverMessage: 'expired', correlationId: 'cid-1' });
    expect(error).toMatchObject({
      name: 'GatewayError',
      status: 401,
      url: '/api/user-mgmt/user/find',
      code: 'UNAUTHORIZED',
      serverMessage: 'expired',
      correlationId: 'cid-1',
    });
    expect(error.message).toBe('Gateway status 401 (UNAUTHORIZED) on /api/user-mgmt/user/find');
  });

  it('describes status 0 as a network failure and keeps the cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new GatewayError({ status: 0, url: '/api/x', cause });
    expect(error.message).toBe('Gateway network failure on /api/x');
    expect(error.cause).toBe(cause);
    expect(error.code).toBeUndefined();
  });

  it('is recognised by its guard, and other errors are not', () => {
    expect(isGatewayError(new GatewayError({ status: 500, url: '/api/x' }))).toBe(true);
    expect(isGatewayError(new ResponseShapeError('/api/x', [], undefined))).toBe(false);
    expect(isGatewayError(Object.assign(new Error('x'), { name: 'GatewayError', status: 500 }))).toBe(false);
  });

  it('is not recognised when its name was changed', () => {
    const renamed = new GatewayError({ status: 500, url: '/api/x' });
    Object.defineProperty(renamed, 'name', { value: 'Other' });
    expect(isGatewayError(renamed)).toBe(false);
  });

  it('keeps the details of the error body, such as a passcode challenge', () => {
    const facts = errorBodyFacts({ error: 'OTP_REQUIRED', details: { challenge: 'c-1', channels: ['EMAIL', 'SMS'] } });
    expect(new GatewayError({ status: 400, url: '/api/x', ...facts }).details).toEqual({ challenge: 'c-1', channels: ['EMAIL', 'SMS'] });
  });

  it('has empty details when the body carried none or was not an error body', () => {
    expect(new GatewayError({ status: 400, url: '/api/x', ...errorBodyFacts({ error: 'X' }) }).details).toEqual({});
    expect(errorBodyFacts('<html>')).toEqual({});
  });
});

describe('errorBodyFacts', () => {
  it('reads the id, message and details of a gateway error body', () => {
    const body = { error: 'VALIDATION_FAILED', message: 'fields', details: { fields: { first_name: { id: 'required' } } } };
    expect(errorBodyFacts(body)).toEqual({ code: 'VALIDATION_FAILED', serverMessage: 'fields', details: body.details });
    expect(new GatewayError({ status: 400, url: '/api/x', ...errorBodyFacts(body) }).details).toEqual(body.details);
  });

  it.each(['<html>', '', null, { error: 7 }])('reads nothing from %j', (body) => {
    expect(errorBodyFacts(body)).toEqual({});
  });

  it('keeps the details of an error body, and parses them with a contract schema on demand', () => {
    const facts = errorBodyFacts({ error: 'OTP_INVALID', details: { attemptsLeft: 3 } });
    expect(facts).toEqual({ code: 'OTP_INVALID', details: { attemptsLeft: 3 } });
    const error = new GatewayError({ status: 400, url: '/api/x', ...facts });
    expect(errorDetails(error, z.object({ attemptsLeft: z.int() }))).toEqual({ attemptsLeft: 3 });
    expect(errorDetails(error, z.object({ challenge: z.string() }))).toBeUndefined();
    expect(errorDetails(new GatewayError({ status: 500, url: '/api/x' }), z.object({ attemptsLeft: z.int() }))).toBeUndefined();
  });
});
