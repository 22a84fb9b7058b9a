import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../api/gatewayError';
import { ResponseShapeError } from '../../api/responseShapeError';
import { refusalOf } from './refusal';

describe('a failed call as a screen reads it (SPEC 8)', () => {
  it.each([0, 500, 502, 524])('status %i was alerted by the catalogue already', (status) => {
    const report = vi.fn();
    expect(refusalOf(new GatewayError({ status, url: '/api/x', code: 'INTERNAL_ERROR' }), report)).toEqual({ kind: 'alerted' });
    expect(report).not.toHaveBeenCalled();
  });

  it('a refusal carries its status, error id and details for the screen', () => {
    const error = new GatewayError({ status: 404, url: '/api/x', code: 'USER_NOT_FOUND', details: { field: 'email' } });
    expect(refusalOf(error, vi.fn())).toEqual({ kind: 'refused', status: 404, code: 'USER_NOT_FOUND', details: { field: 'email' } });
  });

  it('an answer of the wrong shape is reported, which raises the generic alert', () => {
    const report = vi.fn();
    const error = new ResponseShapeError('/api/x', ['(body): not JSON'], 'cid-1');
    expect(refusalOf(error, report)).toEqual({ kind: 'alerted' });
    expect(report).toHaveBeenCalledWith(error);
  });
});
