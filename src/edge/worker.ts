// The edge worker (entry module): every response it makes carries the security headers.
import { handle, type EdgeEnv } from './handle';
import { withSecurityHeaders } from './securityHeaders';

export default {
  async fetch(request, env, context) {
    return withSecurityHeaders(await handle(request, env, context));
  },
} satisfies ExportedHandler<EdgeEnv>;
