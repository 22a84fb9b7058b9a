// The call failed: a gateway status or a network failure, with the facts the error catalogue needs (SPEC 8).
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { errorBodySchema } from './contracts/auth';

export interface GatewayErrorFacts {
  /** HTTP status; 0 when no response arrived (network failure, timeout). */
  status: number;
  url: string;
  /** The error body's stable `error` id, when the body was JSON and had one. */
  code?: string | undefined;
  /** The error body's `message` (for logs and SPEC 8's "server message if given"). */
  serverMessage?: string | undefined;
  /** The error body's `details`: context such as a passcode challenge or the fields a form got wrong. */
  details?: Readonly<Record<string, unknown>> | undefined;
  /** The response's X-CID header. */
  correlationId?: string | undefined;
  cause?: unknown;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly status: number;
  readonly url: string;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: Readonly<Record<string, unknown>>;
  readonly correlationId: string | undefined;

  constructor(facts: GatewayErrorFacts) {
    const what = facts.status === 0 ? 'network failure' : `status ${facts.status}`;
    super(`Gateway ${what}${facts.code ? ` (${facts.code})` : ''} on ${facts.url}`, { cause: facts.cause });
    this.status = facts.status;
    this.url = facts.url;
    this.code = facts.code;
    this.serverMessage = facts.serverMessage;
    this.details = facts.details ?? {};
    this.correlationId = facts.correlationId;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError && error.name === 'GatewayError';
}

/** The `error` id and message of a gateway error body; nothing when the body is not one (plain text, HTML, empty). */
export function errorBodyFacts(body: unknown): Pick<GatewayErrorFacts, 'code' | 'serverMessage' | 'details'> {
  const parsed = z.partial(errorBodySchema).safeParse(body);
  if (!parsed.success) return {};
  const { error, message, error_description, details } = parsed.data;
  return { code: error, serverMessage: message ?? error_description, ...(details ? { details } : {}) };
}

/** An error's details read with a contract schema, or undefined when they do not have that shape. */
export function errorDetails<S extends core.$ZodType>(error: GatewayError, schema: S): core.output<S> | undefined {
  const parsed = z.safeParse(schema, error.details);
  return parsed.success ? parsed.data : undefined;
}
