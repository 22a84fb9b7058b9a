import { describe, expect, it, vi } from 'vitest';
import { classicTheme, type Theme } from '../site/theme';
import { lookUpTheme, themeKvKey } from './themeSource';

const premium: Theme = {
  name: 'onyx',
  brandName: 'Onyx Private',
  colors: { primary: '#1c1c1e', onPrimary: '#f3e3b3', accent: '#8a6d1d', surface: '#ffffff', text: '#1c1c1e', error: '#a4262c', success: '#2e6b30' },
  header: 'filled',
};
const unreadable = { ...premium, colors: { ...premium.colors, onPrimary: '#333333' } };

function lookup(options: { kv?: Record<string, string>; gateway?: (path: string) => Response | Promise<Response> } = {}) {
  const warn = vi.fn<(message: string) => void>();
  const paths: string[] = [];
  return {
    warn,
    paths,
    readKv: async (key: string) => options.kv?.[key] ?? null,
    fetchGateway: async (path: string) => (paths.push(path), options.gateway ? options.gateway(path) : Response.json({ error: 'NOT_FOUND' }, { status: 404 })),
  };
}

describe('lookUpTheme: KV, then the gateway, then classic', () => {
  it('takes the theme published in KV without asking the gateway', async () => {
    const source = lookup({ kv: { [themeKvKey('onyx')]: JSON.stringify(premium) } });
    expect(await lookUpTheme('onyx', source)).toEqual({ theme: premium, source: 'kv' });
    expect(source.paths).toEqual([]);
  });

  it("asks the gateway's theme service on a KV miss", async () => {
    const source = lookup({ gateway: () => Response.json(premium) });
    expect(await lookUpTheme('onyx', source)).toEqual({ theme: premium, source: 'gateway' });
    expect(source.paths).toEqual(['/gateway/api/site-config-service/config/theme/onyx']);
  });

  it("falls back to the built-in classic when neither has it (a bank's gateway without themes answers 404)", async () => {
    const source = lookup();
    expect(await lookUpTheme('onyx', source)).toEqual({ theme: classicTheme, source: 'builtIn' });
    expect(source.warn).not.toHaveBeenCalled();
  });

  it('refuses a published theme that fails the contrast check, naming the pair, and goes on to the next source', async () => {
    const source = lookup({ kv: { [themeKvKey('onyx')]: JSON.stringify(unreadable) }, gateway: () => Response.json(premium) });
    expect(await lookUpTheme('onyx', source)).toEqual({ theme: premium, source: 'gateway' });
    expect(source.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^theme onyx from KV is refused: colors onPrimary\/primary: contrast 1\.\d\d:1 is below 4\.5:1/),
    );
  });

  it('refuses a theme served under another name, broken JSON and a failing gateway, with classic in the end', async () => {
    const source = lookup({ kv: { [themeKvKey('onyx')]: '{not json' }, gateway: () => Response.json({ ...premium, name: 'other' }) });
    expect(await lookUpTheme('onyx', source)).toEqual({ theme: classicTheme, source: 'builtIn' });
    expect(source.warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^theme onyx KV read failed: SyntaxError/),
      'theme onyx from the gateway is refused: it is named other',
    ]);
    const down = lookup({ gateway: () => new Response('', { status: 503 }) });
    expect((await lookUpTheme('onyx', down)).source).toBe('builtIn');
    expect(down.warn).toHaveBeenCalledWith('gateway theme onyx answered 503');
  });

  it('asks nobody for a name no theme can have', async () => {
    const source = lookup();
    expect(await lookUpTheme('../site/x', source)).toEqual({ theme: classicTheme, source: 'builtIn' });
    expect(source.paths).toEqual([]);
  });
});
