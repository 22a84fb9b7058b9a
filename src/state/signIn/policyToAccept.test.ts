import { describe, expect, it } from 'vitest';
import { json, recordingApi } from '../../api/testing/recordingApi';
import { policyToAccept } from './policyToAccept';

const acceptance = (version: string) => ({ subject: 'pp', granted: true, version, channel: 'web', siteId: 'site-1', at: '2026-03-02T10:40:00.000Z' });

describe('a new privacy policy to accept at sign-in', () => {
  it('asks when the last acceptance on the site names another version than the one in force', async () => {
    const { api } = recordingApi({}, () => json({ policyVersion: '2026-11', records: [acceptance('2026-03')] }));
    await expect(policyToAccept(api, 'site-1')).resolves.toBe(true);
  });

  it('asks nothing once the version in force is accepted', async () => {
    const { api } = recordingApi({}, () => json({ policyVersion: '2026-11', records: [acceptance('2026-11')] }));
    await expect(policyToAccept(api, 'site-1')).resolves.toBe(false);
  });

  it('lets the sign-in go on when the gateway keeps no history (404) or fails', async () => {
    for (const answer of [json({ error: 'NOT_FOUND' }, 404), json({ error: 'INTERNAL_ERROR' }, 500)]) {
      const { api } = recordingApi({}, () => answer.clone());
      await expect(policyToAccept(api, 'site-1')).resolves.toBe(false);
    }
  });
});
