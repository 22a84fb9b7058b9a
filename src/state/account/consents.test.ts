import { describe, expect, it } from 'vitest';
import { json, recordingApi } from '../../api/testing/recordingApi';
import { consentHistoryFile, loadConsents } from './consents';

describe('the consent history file', () => {
  it('holds the records as the gateway keeps them, with when and for which site they were exported', () => {
    const record = { subject: 'email', granted: false, version: '2026-06', channel: 'app', siteId: 'localhost', at: '2026-11-20T08:30:00.000Z' } as const;
    const file = consentHistoryFile({ policyVersion: '2026-11', records: [record] }, 'localhost', new Date('2026-11-27T10:00:00Z'));
    expect(file.name).toBe('consent-history-2026-11-27.json');
    expect(JSON.parse(file.text)).toEqual({ exportedAt: '2026-11-27T10:00:00.000Z', siteId: 'localhost', policyVersion: '2026-11', records: [record] });
  });
});

describe('the consent history as the screens load it', () => {
  it.each<[string, number, string, string]>([
    ["a bank's gateway without it", 404, 'NOT_FOUND', 'unavailable'],
    ['a refusal', 403, 'FORBIDDEN', 'unavailable'],
    ['the gateway down (the error catalogue raises its alert)', 502, 'BAD_GATEWAY', 'alerted'],
  ])('reads %s as %s', async (_, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    await expect(loadConsents(api)).resolves.toBe(expected);
  });
});
