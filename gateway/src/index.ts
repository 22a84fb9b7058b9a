// The reference gateway worker (entry module: exports only the handler).
import type { GatewayEnv } from './env';
import { handle } from './handle';

export default {
  fetch: handle,
} satisfies ExportedHandler<GatewayEnv>;
