// GET health: the gateway and its database answer.
import type { Handler } from './env';
import { json } from './http';

export const getHealth: Handler = async ({ env, correlationId }) => {
  const row = await env.DB.prepare('SELECT COUNT(*) AS sites FROM sites').first<{ sites: number }>();
  return json({ status: 'ok', environment: env.ENVIRONMENT, sites: row?.sites ?? 0 }, correlationId);
};
