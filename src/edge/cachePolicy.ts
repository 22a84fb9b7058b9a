// Cache-Control of everything the edge answers (issue 11 part 5; values and reasons in docs/decisions.md "Caching at the edge").

export const cacheControl = {
  /**
   * Pre-rendered shells (with the site's config in them): a minute in the browser, five minutes fresh at the CDN and
   * ten more served stale while it revalidates. Short, because a shell names the hashed bundles of its deployment.
   */
  shell: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  /** Files under fixed names (favicon, robots.txt): an hour in the browser, a day at the CDN, a week stale. */
  staticFile: 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
  /** Fingerprinted bundles under /_astro/: their name changes with their content. */
  hashedFile: 'public, max-age=31536000, immutable',
  /** Redirects depend on cookies (the sign-in flag): never stored, never shared. */
  redirect: 'private, no-store',
  /** A missing file: a later deployment may add it, so no cache may keep the miss. */
  missing: 'no-store',
} as const;

const hashedPrefix = '/_astro/';

/**
 * Cache-Control for an answer of the asset layer: a miss (or any failure) is never stored, a fingerprinted bundle is
 * immutable, any other file is cacheable with revalidation. `undefined` leaves the asset layer's own header.
 */
export function assetCacheControl(pathname: string, status: number): string | undefined {
  if (status >= 400) return cacheControl.missing;
  if (status !== 200 && status !== 304) return undefined;
  return pathname.startsWith(hashedPrefix) ? cacheControl.hashedFile : cacheControl.staticFile;
}
