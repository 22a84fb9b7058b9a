// Bindings of the reference gateway (gateway/wrangler.toml).

export interface GatewayEnv {
  DB: D1Database;
  /** local | preview | production */
  ENVIRONMENT: string;
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
