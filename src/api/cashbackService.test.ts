import { afterEach, describe, expect, it, vi } from 'vitest';
import { myCashback } from './cashbackService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cashback statement (SPEC 7 user/my-cashback)', () => {
  it('reads the statement of the session site', async () => {
    const statement = [
      { pan: '1111', status: 'ELIGIBLE' },
      { pan: '0013', status: 'PENDING' },
    ];
    const { api, requests } = recordingApi({}, () => json(statement));
    await expect(myCashback(api)).resolves.toEqual(statement);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/my-cashback`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it('names the site when asked', async () => {
    const { api, requests } = recordingApi({}, () => json([]));
    await myCashback(api, 'site-1');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/my-cashback?siteId=site-1`);
  });

  it('rejects an unknown status as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json([{ pan: '1111', status: 'MAYBE' }]));
    await expect(myCashback(api)).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
