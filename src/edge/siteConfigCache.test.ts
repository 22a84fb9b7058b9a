import { describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { createSiteConfigCache, withinMs } from './siteConfigCache';

const config = (siteId: string): SiteConfig => ({ ...defaultSiteConfig, name: siteId, siteId });

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("the isolate's memory of site configs", () => {
  it('looks a site up once while its answer is fresh, and again after', async () => {
    const { now, advance } = clock();
    const cache = createSiteConfigCache({ ttlMs: 60_000, maxEntries: 10, now });
    const load = vi.fn(async () => config('a'));
    expect(await cache.get('a', load)).toEqual(config('a'));
    advance(59_999);
    expect(await cache.get('a', load)).toEqual(config('a'));
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one lookup among the requests that arrive while it runs', async () => {
    const cache = createSiteConfigCache({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (value: SiteConfig) => void = () => undefined;
    const load = vi.fn(() => new Promise<SiteConfig>((resolve) => (finish = resolve)));
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    finish(config('a'));
    expect(await Promise.all([first, second])).toEqual([config('a'), config('a')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps "none" as an answer too, and a failed lookup counts as none', async () => {
    const cache = createSiteConfigCache({ ttlMs: 60_000, maxEntries: 10 });
    const none = vi.fn(async () => undefined);
    const failing = vi.fn(async () => Promise.reject(new Error('KV down')));
    expect(await cache.get('a', none)).toBeUndefined();
    expect(await cache.get('a', none)).toBeUndefined();
    expect(await cache.get('b', failing)).toBeUndefined();
    expect(await cache.get('b', failing)).toBeUndefined();
    expect(none).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('keeps each site apart and forgets the oldest beyond its size', async () => {
    const cache = createSiteConfigCache({ ttlMs: 60_000, maxEntries: 2 });
    const loads: string[] = [];
    const load = (siteId: string) => async () => (loads.push(siteId), config(siteId));
    for (const siteId of ['a', 'b', 'c', 'b', 'a']) expect(await cache.get(siteId, load(siteId))).toEqual(config(siteId));
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('a bounded wait', () => {
  it('gives the answer that comes in time', async () => {
    await expect(withinMs(Promise.resolve('config'), 50)).resolves.toBe('config');
  });

  it('gives undefined when the answer is late, and the answer still settles', async () => {
    vi.useFakeTimers();
    try {
      let finish: (value: string) => void = () => undefined;
      const answer = new Promise<string>((resolve) => (finish = resolve));
      const waited = withinMs(answer, 100);
      await vi.advanceTimersByTimeAsync(100);
      await expect(waited).resolves.toBeUndefined();
      finish('late');
      await expect(answer).resolves.toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });
});
