// A per-isolate memory of each site's config for the shells (issue 11 part 2): one lookup per site a minute, shared by
// the requests that arrive while it runs, and a bounded wait so a slow source never holds a page back.
import type { SiteConfig } from '../site/siteConfig';

/** Also keeps each theme a site names (src/edge/themeSource.ts), with `T` the theme. */
export interface SiteConfigCache<T = SiteConfig> {
  /** The site's config (undefined: none to give), from memory while fresh, else from `load`, started once. */
  get(siteId: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
}

export interface SiteConfigCacheOptions {
  /** How long an answer (a config or none) is kept. */
  ttlMs: number;
  /** Most sites kept; the oldest answer goes first. */
  maxEntries: number;
  now?: () => number;
}

export function createSiteConfigCache<T = SiteConfig>({ ttlMs, maxEntries, now = Date.now }: SiteConfigCacheOptions): SiteConfigCache<T> {
  const entries = new Map<string, { answer: Promise<T | undefined>; expires: number }>();
  return {
    get(siteId, load) {
      const entry = entries.get(siteId);
      if (entry && now() < entry.expires) return entry.answer;
      entries.delete(siteId);
      const answer = load().catch(() => undefined);
      entries.set(siteId, { answer, expires: now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
}

/** What `answer` settles to within `ms`, else undefined (the answer still settles, for whoever waits on it). */
export function withinMs<T>(answer: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
