// Theme files as operators write them (gateway/seed/themes/*.json): a theme (src/site/theme.ts) whose logo and favicon
// may name an SVG, PNG or WebP file beside it ("./logo.svg"), inlined as a data URL. Read by `npm run theme` and by the
// demo's seeding (scripts/stack.mjs, the gateway's tests), so every theme that reaches KV or D1 passed checkTheme.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkTheme, type Theme } from '../../src/site/theme';

const imageTypes: Readonly<Record<string, string>> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp' };

/** The demo's themes: every file of gateway/seed/themes ending in .json. */
export const demoThemeFolder = resolve(dirname(new URL(import.meta.url).pathname), 'themes');

function inlined(source: unknown, folder: string, file: string): unknown {
  if (typeof source !== 'string' || !source.startsWith('./')) return source;
  const type = imageTypes[source.split('.').pop()?.toLowerCase() ?? ''];
  if (type === undefined) throw new Error(`${file}: ${source} is not an .svg, .png or .webp file`);
  return `data:${type};base64,${readFileSync(join(folder, source)).toString('base64')}`;
}

/** A theme file read, its images inlined and checked; an error names the file and each problem (key or colour pair). */
export function readThemeFile(path: string): Theme {
  const folder = dirname(path);
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const logo = value['logo'];
  const withImages = {
    ...value,
    ...(logo !== null && typeof logo === 'object' ? { logo: { ...logo, src: inlined((logo as Record<string, unknown>)['src'], folder, path) } } : {}),
    ...(value['favicon'] === undefined ? {} : { favicon: inlined(value['favicon'], folder, path) }),
  };
  const result = checkTheme(withImages);
  if (!result.ok) throw new Error(`${path} is refused:\n${result.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return result.theme;
}

/** The demo's theme files, read and checked. */
export function demoThemes(folder = demoThemeFolder): Theme[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => readThemeFile(join(folder, file)));
}

export const sqlText = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** One statement per theme, publishing it to the gateway's `themes` table (or replacing it). */
export function themeSql(themes: readonly Theme[]): string[] {
  return themes.map(
    (theme) =>
      `INSERT INTO themes (name, definition) VALUES (${sqlText(theme.name)}, ${sqlText(JSON.stringify(theme))}) ON CONFLICT (name) DO UPDATE SET definition = excluded.definition, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');`,
  );
}
