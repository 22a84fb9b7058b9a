// Test helpers for sign-up and sign-in: JSON calls, extra sites, the outbox, signed-in headers and cookies.
import type { StoredMessage } from '../outbox/outbox';
import { messagesTo } from '../outbox/outbox';
import type { LocalGateway } from './localGateway';
import { signedIn, type Credentials } from './tokenRequests';

export const apiPath = '/gateway/api/';

export function postJson(gateway: LocalGateway, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return gateway.fetch(`${apiPath}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** POSTs a form as a browser navigation does; a redirect answer is returned as it is, not followed. */
export function postFormTo(gateway: LocalGateway, path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return gateway.fetch(`${apiPath}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The JSON body of a response with its status, for one-line expectations. */
export async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** Adds (or replaces) a site with the given feature groups. */
export async function insertSite(
  gateway: LocalGateway,
  siteId: string,
  features: Record<string, Record<string, unknown>>,
  origin: string | null = null,
): Promise<void> {
  const configurations = Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig }));
  await gateway.env.DB.prepare('INSERT OR REPLACE INTO sites (site_id, name, theme, feature_configurations, origin) VALUES (?, ?, ?, ?, ?)')
    .bind(siteId, siteId, 'classic', JSON.stringify(configurations), origin)
    .run();
}

/** Messages to an address, newest first. */
export function messagesFor(gateway: LocalGateway, to: string): Promise<StoredMessage[]> {
  return messagesTo(gateway.env.DB, to);
}

export async function latestMessage(gateway: LocalGateway, to: string): Promise<StoredMessage> {
  const [message] = await messagesFor(gateway, to);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The code of the newest message to an address. */
export async function latestCode(gateway: LocalGateway, to: string): Promise<string> {
  const { code } = await latestMessage(gateway, to);
  if (code === undefined) throw new Error(`the newest message to ${to} carries no code`);
  return code;
}

/** Headers of a signed-in user's calls: the access token as bearer. */
export async function signedInHeaders(gateway: LocalGateway, credentials: Credentials = {}): Promise<Record<string, string>> {
  const tokens = await signedIn(gateway, credentials);
  return { Authorization: `Bearer ${tokens.access_token}` };
}

/** Set-Cookie values by cookie name, each as its attribute list. */
export function setCookies(response: Response): Map<string, string[]> {
  return new Map(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = '', ...attributes] = cookie.split('; ');
      return [pair.slice(0, pair.indexOf('=')), [pair, ...attributes]];
    }),
  );
}

/** The value a Set-Cookie gives a cookie, as a browser would send it back. */
export function cookieFrom(response: Response, name: string): string {
  const pair = setCookies(response).get(name)?.[0];
  if (pair === undefined) throw new Error(`no Set-Cookie for ${name}`);
  return pair;
}
