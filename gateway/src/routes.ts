// The gateway's endpoints as data: method, path pattern under /gateway/api/, handler.
import type { Handler } from './env';
import { getHealth } from './health';
import { getSiteConfig } from './siteConfigService';

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Path under /gateway/api/ with :name parameters. */
  pattern: string;
  handler: Handler;
}

export const endpoints: readonly Endpoint[] = [
  { method: 'GET', pattern: 'health', handler: getHealth },
  { method: 'GET', pattern: 'site-config-service/config/site/:siteId', handler: getSiteConfig },
];
