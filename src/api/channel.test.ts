import { describe, expect, it, vi } from 'vitest';
import { saveUserSite } from './attributeService';
import { channelHeaders } from './channel';
import { json, memoryStorage, recordingApi } from './testing/recordingApi';

describe('the channel a consent is given on (X-CHANNEL)', () => {
  it("says 'app' while the tab is a mobile app session, and nothing in a browser", () => {
    const storage = memoryStorage();
    expect(channelHeaders(storage)).toEqual({});
    storage.setItem('mobile_session', 'true');
    expect(channelHeaders(storage)).toEqual({ 'X-CHANNEL': 'app' });
  });

  it('rides on the attribute save, whose consents the gateway records', async () => {
    const tab = memoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    try {
      const { api, requests } = recordingApi({}, () => json({ userSites: {} }));
      await saveUserSite(api, 'site-1', [{ key: 'pp', value: 'true' }]);
      tab.setItem('mobile_session', 'true');
      await saveUserSite(api, 'site-1', [{ key: 'pp', value: 'true' }]);
      expect(requests.map((request) => request.headers.get('X-CHANNEL'))).toEqual([null, 'app']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
