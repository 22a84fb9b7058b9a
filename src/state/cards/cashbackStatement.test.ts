import { describe, expect, it } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { loadCashbackStatement } from './cashbackStatement';
import { $isLoading } from '../page/loading';

describe('the cashback statement (SPEC 2 cashback-statement)', () => {
  it("reads the site's statement under the loading overlay", async () => {
    const statement = [
      { pan: '1111', status: 'ELIGIBLE' },
      { pan: '0013', status: 'NOT_ELIGIBLE' },
    ];
    const seenLoading: boolean[] = [];
    const { api, requests } = recordingApi({}, () => {
      seenLoading.push($isLoading.get());
      return json(statement);
    });
    await expect(loadCashbackStatement('site-1', api)).resolves.toEqual(statement);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/my-cashback?siteId=site-1`);
    expect(seenLoading).toEqual([true]);
    expect($isLoading.get()).toBe(false);
  });

  it('is undefined when it cannot be had', async () => {
    const { api } = recordingApi({}, () => json({ error: 'INTERNAL_ERROR' }, 500));
    await expect(loadCashbackStatement('site-1', api)).resolves.toBeUndefined();
  });
});
