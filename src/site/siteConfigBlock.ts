// The site config the edge puts into a shell (issue 11 part 2): a JSON data block read by the page before any request.
// Written by the edge worker (src/edge/shellRewrite.ts), read by src/state/page/siteConfig.ts; both sides import this.
import * as z from 'zod/mini';
import { siteConfigSchema, type SiteConfig } from './siteConfig';

/** Id of the `<script type="application/json">` element that carries the block. */
export const siteConfigBlockId = 'portal-site-config';

/** The block names the site id it was looked up for: the page uses it only when it derives the same id. */
const siteConfigBlockSchema = z.object({ siteId: z.string(), config: siteConfigSchema });

/**
 * The block's JSON text. `<` is written as `\u003c` (still the same JSON), so no value can close the script element or
 * open a comment in it; U+2028 and U+2029 are escaped as well, for any reader that treats the text as script.
 */
export function siteConfigBlockText(siteId: string, config: SiteConfig): string {
  return JSON.stringify({ siteId, config }).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/** The config of a block's text when it parses, matches the site-config schema and is for `siteId`; else undefined. */
export function readSiteConfigBlock(text: string | null | undefined, siteId: string): SiteConfig | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(siteConfigBlockSchema, value);
  return parsed.success && parsed.data.siteId === siteId ? parsed.data.config : undefined;
}
