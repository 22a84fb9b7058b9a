// The theme a site's config names (SPEC 3 `theme`, issue 15), found like the config itself: Workers KV first, then the
// gateway's theme service, then the built-in `classic`. A theme that fails the schema or the contrast check
// (src/site/theme.ts) is passed over with a warning naming what failed, so no page is drawn in unreadable colours.
import { themeServicePath } from '../routes/paths';
import { checkTheme, classicTheme, type Theme } from '../site/theme';
import type { SiteConfigLookup } from './siteConfigSource';

export type ThemeSource = 'kv' | 'gateway' | 'builtIn';

/** KV key under which operators publish a theme (`npm run theme -- publish`). */
export function themeKvKey(name: string): string {
  return `theme:${name}`;
}

const themeName = /^[a-z0-9][a-z0-9-]{0,39}$/;

function checked(value: unknown, name: string, where: string, warn: (message: string) => void): Theme | undefined {
  const result = checkTheme(value);
  if (!result.ok) {
    warn(`theme ${name} from ${where} is refused: ${result.problems.join('; ')}`);
    return undefined;
  }
  if (result.theme.name !== name) {
    warn(`theme ${name} from ${where} is refused: it is named ${result.theme.name}`);
    return undefined;
  }
  return result.theme;
}

export async function lookUpTheme(
  name: string,
  lookup: Pick<SiteConfigLookup, 'readKv' | 'fetchGateway' | 'warn'>,
): Promise<{ theme: Theme; source: ThemeSource }> {
  if (!themeName.test(name)) return { theme: classicTheme, source: 'builtIn' };
  try {
    const stored = await lookup.readKv(themeKvKey(name));
    if (stored !== null) {
      const theme = checked(JSON.parse(stored), name, 'KV', lookup.warn);
      if (theme) return { theme, source: 'kv' };
    }
  } catch (error) {
    lookup.warn(`theme ${name} KV read failed: ${String(error)}`);
  }
  try {
    const response = await lookup.fetchGateway(themeServicePath(name));
    if (response.ok) {
      const theme = checked(await response.json(), name, 'the gateway', lookup.warn);
      if (theme) return { theme, source: 'gateway' };
    } else if (response.status !== 404) {
      lookup.warn(`gateway theme ${name} answered ${response.status}`);
    }
  } catch (error) {
    lookup.warn(`gateway theme ${name} failed: ${String(error)}`);
  }
  return { theme: classicTheme, source: 'builtIn' };
}
