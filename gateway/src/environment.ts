// Which deployments are for development: local runs and previews get the outbox reader and the SSO simulator.

/** ENVIRONMENT values (gateway/wrangler.toml) where development aids exist; never production. */
const developmentEnvironments: readonly string[] = ['local', 'preview'];

export function isDevelopmentEnvironment(environment: string): boolean {
  return developmentEnvironments.includes(environment);
}
