// A bank's site as one file (issue 16, part 2): its SPEC 3 site config, the origin its e-mail links use, optionally its
// theme, its campaign when it is a promotions host's site (SPEC 7 promotions-{locale}.json), and the name of the
// environment variable that holds its captcha secret (never the secret itself). Checked with the portal's own schemas
// (siteConfigSchema, siteIdSchema, checkTheme, promotionSchema), each problem naming the file, the key
// and the value; then turned into what `npm run site` publishes: SQL for the gateway's D1 and entries for the edge's KV.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { promotionSchema, promotionsKvKey } from '../../src/site/promotion';
import { siteConfigSchema, siteIdSchema, type SiteConfig } from '../../src/site/siteConfig';
import { checkTheme, type Theme } from '../../src/site/theme';
import { sqlText, themeSql } from './themeFiles';

const siteFileSchema = z.strictObject({
  /** Words for the people who edit the file (JSON has no comments). */
  $comment: z.optional(z.string()),
  site: siteConfigSchema,
  origin: z.optional(z.string().check(z.regex(/^https:\/\/[a-z0-9.-]+(?::\d+)?$/i, 'an origin is https://host or https://host:port, without a path'))),
  theme: z.optional(z.unknown()),
  /** A promotions host's site (`host_locale`): the campaign its screens show, which the edge serves from KV. */
  promotion: z.optional(z.unknown()),
  captchaSecretVariable: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/, 'the name of an environment variable (A-Z, digits, _)'))),
});

export interface SitePublication {
  site: SiteConfig;
  /** Statements for the gateway's D1, in order. */
  sql: string[];
  /** Entries for the edge's KV namespace SITE_CONFIG. */
  kv: Array<{ key: string; value: string }>;
  /** Whether the SQL carries a secret (the file holding it is written private and removed at once). */
  hasSecret: boolean;
}

export type SiteFileCheck = { ok: true; publication: SitePublication } | { ok: false; problems: string[] };

/** The value at a path of parsed JSON, for the message: what the file holds there. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Checks a site file's parsed JSON; `environment` supplies the captcha secret the file names. */
export function checkSiteFile(fileName: string, value: unknown, environment: Readonly<Record<string, string | undefined>>): SiteFileCheck {
  const parsed = z.safeParse(siteFileSchema, value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${fileName}: ${issue.path.map(String).join('.') || '(file)'}: ${issue.message} (value: ${shown(valueAt(value, issue.path))})`),
    };
  }
  const file = parsed.data;
  const problems: string[] = [];
  const siteId = z.safeParse(siteIdSchema, file.site.siteId);
  if (!siteId.success) problems.push(`${fileName}: site.siteId: ${siteId.error.issues[0]?.message ?? 'invalid'} (value: ${shown(file.site.siteId)})`);
  let theme: Theme | undefined;
  if (file.theme !== undefined) {
    const checked = checkTheme(file.theme);
    if (!checked.ok) problems.push(...checked.problems.map((problem) => `${fileName}: theme.${problem}`));
    else if (checked.theme.name !== file.site.theme) {
      problems.push(`${fileName}: theme.name: the site names theme ${shown(file.site.theme)}, this theme is ${shown(checked.theme.name)}`);
    } else theme = checked.theme;
  }
  let promotion: unknown;
  if (file.promotion !== undefined) {
    const checked = z.safeParse(promotionSchema, file.promotion);
    if (!/_[a-z]{2}_[a-z]{2}$/.test(file.site.siteId)) {
      problems.push(`${fileName}: promotion: only a promotions host's site (host_locale) has a campaign (value: ${shown(file.site.siteId)})`);
    } else if (!checked.success) {
      problems.push(
        ...checked.error.issues.map(
          (issue) => `${fileName}: promotion.${issue.path.map(String).join('.') || '(value)'}: ${issue.message} (value: ${shown(valueAt(file.promotion, issue.path))})`,
        ),
      );
    } else promotion = checked.data;
  }
  const secretName = file.captchaSecretVariable;
  const secret = secretName === undefined ? undefined : environment[secretName];
  if (secretName !== undefined && (secret === undefined || secret === '')) {
    problems.push(`${fileName}: captchaSecretVariable: ${secretName} is not set in this environment (value: ${shown(secretName)})`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const site = file.site;
  const sql = [
    ...(theme === undefined ? [] : themeSql([theme])),
    `INSERT INTO sites (site_id, name, theme, feature_configurations, origin) VALUES (${sqlText(site.siteId)}, ${sqlText(site.name)}, ${sqlText(site.theme)}, ${sqlText(JSON.stringify(site.siteFeatureConfigurations))}, ${file.origin === undefined ? 'NULL' : sqlText(file.origin)}) ON CONFLICT (site_id) DO UPDATE SET name = excluded.name, theme = excluded.theme, feature_configurations = excluded.feature_configurations, origin = excluded.origin;`,
    ...(secret === undefined
      ? []
      : [
          `INSERT INTO captcha_secrets (site_id, secret) VALUES (${sqlText(site.siteId)}, ${sqlText(secret)}) ON CONFLICT (site_id) DO UPDATE SET secret = excluded.secret, updated_at = unixepoch();`,
        ]),
  ];
  const kv = [
    { key: `site-config:${site.siteId}`, value: JSON.stringify(site) },
    ...(theme === undefined ? [] : [{ key: `theme:${theme.name}`, value: JSON.stringify(theme) }]),
    ...(promotion === undefined ? [] : [{ key: promotionsKvKey(site.siteId), value: JSON.stringify(promotion) }]),
  ];
  return { ok: true, publication: { site, sql, kv, hasSecret: secret !== undefined } };
}

/** The demo's sites (gateway/seed/sites), published by `npm start` and the gateway's tests with the code of `npm run site`. */
export const demoSiteFolder = resolve(dirname(new URL(import.meta.url).pathname), 'sites');

/** hCaptcha's published test secret, which the demo's captcha site names by `DEMO_HCAPTCHA_SECRET` (not a real secret). */
const demoEnvironment = { DEMO_HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000' };

/**
 * Every demo site file, checked; a problem in any of them stops the demo with its message. `origin`: a preview's, which
 * the links of the sites its host serves (every site but the promotions host's) point to.
 */
export function demoSites(folder = demoSiteFolder, { origin }: { origin?: string } = {}): SitePublication[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown;
      const servedThere = origin !== undefined && !name.startsWith('promotions-') && typeof file === 'object' && file !== null;
      const checked = checkSiteFile(name, servedThere ? { ...file, origin } : file, demoEnvironment);
      if (!checked.ok) throw new Error(`demo site file refused:\n${checked.problems.join('\n')}`);
      return checked.publication;
    });
}
