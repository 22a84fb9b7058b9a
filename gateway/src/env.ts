// Bindings of the reference gateway (gateway/wrangler.toml).

export interface GatewayEnv {
  DB: D1Database;
  /** local | preview | production */
  ENVIRONMENT: string;
  /**
   * Secret key of the access tokens (HS256). Never in the repository: `wrangler secret put TOKEN_SIGNING_KEY`
   * in production, gateway/.dev.vars locally (written by scripts/stack.mjs). Missing: token calls answer 500.
   */
  TOKEN_SIGNING_KEY?: string;
}

/** Request context handed to every handler. */
export interface HandlerContext {
  request: Request;
  url: URL;
  env: GatewayEnv;
  params: Readonly<Record<string, string>>;
  correlationId: string;
}

export type Handler = (context: HandlerContext) => Promise<Response>;
