import { describe, expect, it } from 'vitest';
import { GatewayError } from './gatewayError';
import { isResponseShapeError, ResponseShapeError } from './responseShapeError';

describe('ResponseShapeError (SPEC 7 contracts)', () => {
  it('carries the url, a summary of the issues and the correlation id', () => {
    const error = new ResponseShapeError('/api/user-attribute/user/background/s1', ['passesBackgroundCheck: expected boolean'], 'cid-2');
    expect(error).toMatchObject({ name: 'ResponseShapeError', url: '/api/user-attribute/user/background/s1', correlationId: 'cid-2' });
    expect(error.issues).toEqual(['passesBackgroundCheck: expected boolean']);
    expect(error.message).toContain('passesBackgroundCheck: expected boolean');
  });

  it('is told apart from a transport failure by its guard', () => {
    expect(isResponseShapeError(new ResponseShapeError('/api/x', [], undefined))).toBe(true);
    expect(isResponseShapeError(new GatewayError({ status: 500, url: '/api/x' }))).toBe(false);
    expect(isResponseShapeError(Object.assign(new Error('x'), { name: 'ResponseShapeError' }))).toBe(false);
  });
});
