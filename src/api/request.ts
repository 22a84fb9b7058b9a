// Every gateway answer parsed by its contract schema (SPEC 7): a wrong shape is a ResponseShapeError, a failed call a GatewayError.
import type { KyInstance, KyResponse, Options } from 'ky';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { headerNames } from './contracts/headers';
import { GatewayError, isGatewayError } from './gatewayError';
import { ResponseShapeError, isResponseShapeError } from './responseShapeError';

export type RequestOptions = Omit<Options, 'method' | 'json' | 'body' | 'headers'> & { headers?: Record<string, string> };

/** Fields of a form body; undefined fields are left out, booleans and numbers sent as text. */
type FormFields = Readonly<Record<string, string | number | boolean | undefined>>;

export function getJson<S extends core.$ZodType>(api: KyInstance, url: string, schema: S, options: RequestOptions = {}): Promise<core.output<S>> {
  return parsed(url, schema, () => api.get(url, acceptingJson(options)));
}

export function postJson<S extends core.$ZodType>(
  api: KyInstance,
  url: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<core.output<S>> {
  return parsed(url, schema, () => api.post(url, { ...acceptingJson(options), json: body }));
}

export function postForm<S extends core.$ZodType>(
  api: KyInstance,
  url: string,
  fields: FormFields,
  schema: S,
  options: RequestOptions = {},
): Promise<core.output<S>> {
  return parsed(url, schema, () => api.post(url, { ...acceptingJson(options), body: formBody(fields) }));
}

/** A POST whose answer is not read (SPEC 7 says which): success is its status; `body` goes as JSON, none when undefined. */
export async function postUnread(api: KyInstance, url: string, body?: unknown): Promise<void> {
  const response = await sent(url, () => api.post(url, body === undefined ? {} : { json: body }));
  await response.body?.cancel();
}

/**
 * A POST whose success is its status (SPEC 7 find-code): a body the schema knows adds what it says; any other body, an
 * empty one or not JSON, is no error and gives undefined.
 */
export async function postJsonByStatus<S extends core.$ZodType>(api: KyInstance, url: string, body: unknown, hints: S): Promise<core.output<S> | undefined> {
  const response = await sent(url, () => api.post(url, { ...acceptingJson({}), json: body }));
  const text = await readText(response, url);
  try {
    const result = z.safeParse(hints, JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** A POST whose answer is read as text, not parsed. */
export async function postText(api: KyInstance, url: string, options: RequestOptions = {}): Promise<string> {
  const response = await sent(url, () => api.post(url, options));
  return readText(response, url);
}

export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, String(value));
  return body;
}

/** Parses a response text with a schema; a mismatch is logged and thrown as ResponseShapeError. Shared with plain-fetch calls. */
export function parseResponseText<S extends core.$ZodType>(url: string, text: string, schema: S, correlationId: string | undefined): core.output<S> {
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw shapeError(url, ['(body): not JSON'], correlationId);
  }
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw shapeError(
      url,
      result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`),
      correlationId,
    );
  }
  return result.data;
}

function shapeError(url: string, issues: readonly string[], correlationId: string | undefined): ResponseShapeError {
  console.error('Unexpected response shape', { url, issues, correlationId });
  return new ResponseShapeError(url, issues, correlationId);
}

function acceptingJson(options: RequestOptions): RequestOptions {
  return { ...options, headers: { Accept: 'application/json', ...options.headers } };
}

async function parsed<S extends core.$ZodType>(url: string, schema: S, send: () => Promise<KyResponse>): Promise<core.output<S>> {
  const response = await sent(url, send);
  const correlationId = response.headers.get(headerNames.correlationId) ?? undefined;
  return parseResponseText(response.url || url, await readText(response, url), schema, correlationId);
}

// Only the two error classes (and the caller's own abort) leave this module; anything else failed before a response.
async function sent(url: string, send: () => Promise<KyResponse>): Promise<KyResponse> {
  try {
    return await send();
  } catch (error) {
    if (isGatewayError(error) || isResponseShapeError(error) || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw new GatewayError({ status: 0, url, cause: error });
  }
}

async function readText(response: KyResponse, url: string): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw new GatewayError({ status: 0, url: response.url || url, cause });
  }
}
