import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { featureConfig, siteConfigSchema } from '../../src/site/siteConfig';
import { checkTheme, themeSchema } from '../../src/site/theme';
import { startLocalGateway, type LocalGateway } from './testing/localGateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const siteConfigPath = (encodedSiteId: string) => `/gateway/api/site-config-service/config/site/${encodedSiteId}`;

describe('GET site-config-service/config/site/{siteId}', () => {
  it('returns the seeded demo site config from D1 with a correlation id', async () => {
    const response = await gateway.fetch(siteConfigPath('localhost'));
    expect(response.status).toBe(200);
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
    const config = siteConfigSchema.parse(await response.json());
    expect(config.siteId).toBe('localhost');
    expect(config.siteFeatureConfigurations.map((feature) => feature.name)).toEqual(
      expect.arrayContaining(['pan_capture', 'user_enrollment', 'marketing_optins', 'site_auth_profile', 'cms']),
    );
  });

  it('returns the issuer site of the same host under its own id', async () => {
    const response = await gateway.fetch(siteConfigPath('localhost_demo-bank'));
    expect(response.status).toBe(200);
    const config = siteConfigSchema.parse(await response.json());
    expect(config).toMatchObject({ siteId: 'localhost_demo-bank', name: 'demo-bank', theme: 'harbour' });
    expect(featureConfig(config, 'user_enrollment')).toMatchObject({ send_sms: 'true' });
    expect(featureConfig(config, 'site_auth_profile')).toMatchObject({ auth_mechanism: 'DUAL_AUTH' });
  });

  it('decodes a percent-encoded site id once', async () => {
    const response = await gateway.fetch(siteConfigPath('localhost%5Fdemo-bank'));
    expect(response.status).toBe(200);
    expect(siteConfigSchema.parse(await response.json()).siteId).toBe('localhost_demo-bank');
  });

  it('lets the CDN cache a found config briefly', async () => {
    const response = await gateway.fetch(siteConfigPath('localhost'));
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('answers HEAD like GET, for caches that check', async () => {
    const response = await gateway.fetch(siteConfigPath('localhost'), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 SITE_NOT_FOUND naming the site, uncached, for a site D1 does not hold', async () => {
    const response = await gateway.fetch(siteConfigPath('nowhere.example'));
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'SITE_NOT_FOUND', details: { siteId: 'nowhere.example' } });
  });

  it('matches the site id exactly, not as a pattern', async () => {
    expect((await gateway.fetch(siteConfigPath('local_ost'))).status).toBe(404);
    expect((await gateway.fetch(siteConfigPath('LOCALHOST'))).status).toBe(404);
  });

  it.each([
    ['markup', '%3Cscript%3E'],
    ['a parent-directory path', '..%2Fetc'],
    ['a space', 'a%20b'],
    ['a quote', "localhost'%20OR%20'1'%3D'1"],
    ['over 200 characters', 'a'.repeat(201)],
  ])('answers 400 INVALID_REQUEST for a site id with %s, naming siteId', async (_, encodedSiteId) => {
    const response = await gateway.fetch(siteConfigPath(encodedSiteId));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('siteId'), details: { field: 'siteId' } });
  });
});

describe('GET site-config-service/config/theme/{name}', () => {
  const themePath = (name: string) => `/gateway/api/site-config-service/config/theme/${name}`;

  it('serves each demo theme a demo site names, checked, cacheable for a minute', async () => {
    for (const name of ['classic', 'harbour', 'onyx', 'contrast']) {
      const response = await gateway.fetch(themePath(name));
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
      const result = checkTheme(await response.json());
      expect(result.ok && result.theme.name).toBe(name);
    }
    const harbour = themeSchema.parse(await (await gateway.fetch(themePath('harbour'))).json());
    expect(harbour).toMatchObject({ brandName: 'Harbour Bank', header: 'plain', logo: { alt: { default: 'Harbour Bank' } } });
    expect(harbour.logo?.src).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('answers 404 THEME_NOT_FOUND for a name it does not hold', async () => {
    const response = await gateway.fetch(themePath('nowhere'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'THEME_NOT_FOUND', details: { name: 'nowhere' } });
  });

  it('does not serve a theme written to D1 by hand that fails the contrast check, and logs the pair', async () => {
    const harbour = themeSchema.parse(await (await gateway.fetch(themePath('harbour'))).json());
    const faded = { ...harbour, name: 'faded', colors: { ...harbour.colors, text: '#aaaaaa' } };
    await gateway.env.DB.prepare('INSERT INTO themes (name, definition) VALUES (?, ?)').bind('faded', JSON.stringify(faded)).run();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await gateway.fetch(themePath('faded'));
    expect(response.status).toBe(404);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/theme faded in D1 is refused: colors text\/surface: contrast 2\.\d\d:1 is below 4\.5:1/));
    log.mockRestore();
  });
});
