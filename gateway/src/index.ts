// The reference gateway worker (entry module: exports only the handlers): requests, and the minute's cron that retries
// the e-mails and SMS a provider could not take yet (gateway/src/delivery).
import { deliverDue } from './delivery/delivery';
import type { GatewayEnv } from './env';
import { handle } from './handle';

export default {
  fetch: (request, env, context) => handle(request, env, { waitUntil: (promise) => context.waitUntil(promise) }),
  scheduled: (_controller, env, context) => context.waitUntil(deliverDue(env, Math.floor(Date.now() / 1000))),
} satisfies ExportedHandler<GatewayEnv>;
