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

const tooLarge = () => new InvalidRequestError(`body: larger than ${maxBodyBytes} bytes`, { field: 'body' });

/**
 * The body as text, refused as soon as it is known to be too large: by its declared Content-Length before a byte is
 * read, else while it streams in (the reading stops at the limit), so a 10 MB body costs no more than 64 KB of work.
 */
export async function bodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooLarge();
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
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
