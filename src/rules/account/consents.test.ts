import { describe, expect, it } from 'vitest';
import { currentConsents, isPolicyToAccept, type ConsentRecord } from './consents';

function record(overrides: Partial<ConsentRecord>): ConsentRecord {
  return { subject: 'pp', granted: true, version: '2026-11', channel: 'web', siteId: 'localhost', at: '2026-11-01T10:00:00Z', ...overrides };
}

describe('consent records as the screens read them', () => {
  it('takes the latest record of each subject on the site as the choice in force', () => {
    const records = [
      record({ subject: 'email', granted: true, at: '2026-10-01T10:00:00Z' }),
      record({ subject: 'email', granted: false, at: '2026-11-20T08:30:00Z' }),
      record({ subject: 'email', granted: true, at: '2026-11-21T08:30:00Z', siteId: 'other' }),
      record({ subject: 'sms', granted: true, at: '2026-09-01T10:00:00Z' }),
    ];
    const current = currentConsents(records, 'localhost');
    expect(current.email).toMatchObject({ granted: false, at: '2026-11-20T08:30:00Z' });
    expect(current.sms).toMatchObject({ granted: true });
    expect(current.cashback).toBeUndefined();
  });

  it('asks for the policy again when the last acceptance names another version, or when there is none', () => {
    expect(isPolicyToAccept([record({ version: '2026-03' })], 'localhost', '2026-11')).toBe(true);
    expect(isPolicyToAccept([], 'localhost', '2026-11')).toBe(true);
    expect(isPolicyToAccept([record({ version: '2026-11', granted: false })], 'localhost', '2026-11')).toBe(true);
    expect(isPolicyToAccept([record({ version: '2026-03' }), record({ at: '2026-11-25T09:00:00Z' })], 'localhost', '2026-11')).toBe(false);
  });

  it('asks nothing on a site that names no policy version', () => {
    expect(isPolicyToAccept([], 'localhost', undefined)).toBe(false);
  });
});
