// The reference gateway worker (entry module: exports only the handler).
import type { GatewayEnv } from './env';
import { handle } from './handle';

export default {
  // The runtime passes an ExecutionContext third; handle's third parameter is the test clock, so it is not forwarded.
  fetch: (request, env) => handle(request, env),
} satisfies ExportedHandler<GatewayEnv>;
