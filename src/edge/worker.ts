// The edge worker (entry module): every response it makes carries the security headers.
import { handle, type EdgeEnv } from './handle';
import { withSecurityHeaders } from './securityHeaders';

export default {
  async fetch(request, env) {
    return withSecurityHeaders(await handle(request, env));
  },
} satisfies ExportedHandler<EdgeEnv>;
