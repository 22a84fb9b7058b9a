// Reads a JSON request body and parses it with its contract schema, or fails naming the field (CONVENTIONS errors).
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { InvalidRequestError } from './http';

/** Bodies of the JSON endpoints are small; anything larger is refused before it is parsed. */
const maxJsonBodyBytes = 32 * 1024;

const jsonType = 'application/json';

/** The path of a zod issue as the field name the 400 answer carries: `userAssetRequest.0.value`. */
function issueField(issue: core.$ZodIssue | undefined): string {
  const path = issue?.path.map(String).join('.') ?? '';
  return path === '' ? '(body)' : path;
}

/** Refused as 400 INVALID_REQUEST naming the first bad field; the message never echoes the value (it may be a card number). */
function invalidField(issues: readonly core.$ZodIssue[], prefix = ''): InvalidRequestError {
  const issue = issues[0];
  const field = `${prefix}${issueField(issue)}`;
  return new InvalidRequestError(`${field}: ${issue?.message ?? 'invalid'}`, { field });
}

export async function readJsonBody<S extends core.$ZodType>(request: Request, schema: S): Promise<core.output<S>> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== jsonType) {
    throw new InvalidRequestError(`Content-Type: expected ${jsonType}`, { field: 'Content-Type' });
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxJsonBodyBytes) {
    throw new InvalidRequestError(`(body): larger than ${maxJsonBodyBytes} bytes`, { field: '(body)' });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidRequestError('(body): not JSON', { field: '(body)' });
  }
  const result = z.safeParse(schema, value);
  if (!result.success) throw invalidField(result.error.issues);
  return result.data;
}
