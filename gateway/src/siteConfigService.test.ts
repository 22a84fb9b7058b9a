import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/site/siteConfig';
import { startLocalGateway, type LocalGateway } from './testing/localGateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

describe('GET site-config-service/config/site/{siteId}', () => {
  it('returns the seeded demo site config from D1 with a correlation id', async () => {
    const response = await gateway.fetch('/gateway/api/site-config-service/config/site/localhost');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
    const config = siteConfigSchema.parse(await response.json());
    expect(config.siteId).toBe('localhost');
    expect(config.siteFeatureConfigurations.map((feature) => feature.name)).toEqual(
      expect.arrayContaining(['pan_capture', 'user_enrollment', 'marketing_optins', 'site_auth_profile', 'cms']),
    );
  });
});
