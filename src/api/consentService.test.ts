import { describe, expect, it } from 'vitest';
import { getConciergeConsents, getConsents } from './consentService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const accepted = { subject: 'pp', granted: true, version: '2026-11', channel: 'web', siteId: 'localhost', at: '2026-11-02T09:15:00.000Z' };

describe('the consent history calls', () => {
  it("reads the cardholder's records and the policy in force, with cookie auth", async () => {
    const { api, requests } = recordingApi({}, () => json({ policyVersion: '2026-11', records: [accepted] }));
    await expect(getConsents(api)).resolves.toEqual({ policyVersion: '2026-11', records: [accepted] });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/consents`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it("asks for a cardholder's records by e-mail within the concierge's look-up", async () => {
    const { api, requests } = recordingApi({}, () => json({ policyVersion: null, records: [] }));
    await getConciergeConsents(api, { email: 'dana@example.com', lookUp: 'a'.repeat(32) });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/concierge/consents?email=dana%40example.com&lookUp=${'a'.repeat(32)}`);
  });

  it('rejects a record whose channel is outside the contract as a ResponseShapeError', async () => {
    const { api } = recordingApi({}, () => json({ policyVersion: '1', records: [{ ...accepted, channel: 'fax' }] }));
    await expect(getConsents(api)).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
