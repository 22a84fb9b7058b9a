// Reads a request body (JSON or form) through a contract schema, or fails with InvalidRequestError naming the field.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { InvalidRequestError } from './http';

/** No body of these endpoints comes near this; anything larger is refused before parsing. */
export const maxBodyBytes = 64 * 1024;

const jsonType = 'application/json';
const formType = 'application/x-www-form-urlencoded';

function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

async function bodyText(request: Request): Promise<string> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBodyBytes) throw new InvalidRequestError(`body: larger than ${maxBodyBytes} bytes`, { field: 'body' });
  return text;
}

/** Parses a value with a schema; the first issue names the field (`address.zipcode`, `userAssetRequest.0.value`). */
export function parseWith<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.map(String).join('.') : 'body';
  throw new InvalidRequestError(`${field}: ${issue?.message ?? 'invalid'}`, { field });
}

export async function readJson<S extends core.$ZodType>(request: Request, schema: S): Promise<core.output<S>> {
  if (mediaType(request) !== jsonType) throw new InvalidRequestError(`Content-Type: expected ${jsonType}`, { field: 'Content-Type' });
  const text = await bodyText(request);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidRequestError('body: not JSON', { field: 'body' });
  }
  return parseWith(schema, value);
}

/** Form fields as an object; an empty field counts as a missing one, a field given twice is refused. */
async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(await bodyText(request))) {
    if (name in fields) throw new InvalidRequestError(`${name}: given more than once`, { field: name });
    if (value !== '') fields[name] = value;
  }
  return fields;
}

/** A body that may come as a form (a browser navigation) or as JSON (a script). */
export async function readFormOrJson<S extends core.$ZodType>(request: Request, schema: S): Promise<core.output<S>> {
  if (mediaType(request) === formType) return parseWith(schema, await formFields(request));
  if (mediaType(request) === jsonType) return readJson(request, schema);
  throw new InvalidRequestError(`Content-Type: expected ${formType} or ${jsonType}`, { field: 'Content-Type' });
}

/** Query parameters as an object; one value each, as for forms. */
export function queryFields(url: URL): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name in fields) throw new InvalidRequestError(`${name}: given more than once`, { field: name });
    if (value !== '') fields[name] = value;
  }
  return fields;
}
