// The call failed: a gateway status or a network failure, with the facts the error catalogue needs (SPEC 8).
import * as z from 'zod/mini';
import { errorBodySchema } from './contracts/auth';

export interface GatewayErrorFacts {
  /** HTTP status; 0 when no response arrived (network failure, timeout). */
  status: number;
  url: string;
  /** The error body's stable `error` id, when the body was JSON and had one. */
  code?: string | undefined;
  /** The error body's `message` (for logs and SPEC 8's "server message if given"). */
  serverMessage?: string | undefined;
  /** The response's X-CID header. */
  correlationId?: string | undefined;
  /** The error body's `details` (field errors of VALIDATION_FAILED, the card index of DUPLICATE_CARD, ...). */
  details?: Readonly<Record<string, unknown>> | undefined;
  cause?: unknown;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly status: number;
  readonly url: string;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly correlationId: string | undefined;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(facts: GatewayErrorFacts) {
    const what = facts.status === 0 ? 'network failure' : `status ${facts.status}`;
    super(`Gateway ${what}${facts.code ? ` (${facts.code})` : ''} on ${facts.url}`, { cause: facts.cause });
    this.status = facts.status;
    this.url = facts.url;
    this.code = facts.code;
    this.serverMessage = facts.serverMessage;
    this.correlationId = facts.correlationId;
    this.details = facts.details;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError && error.name === 'GatewayError';
}

/** The `error` id, message and details of a gateway error body; nothing when the body is not one (plain text, HTML, empty). */
export function errorBodyFacts(body: unknown): Pick<GatewayErrorFacts, 'code' | 'serverMessage' | 'details'> {
  const parsed = z.partial(errorBodySchema).safeParse(body);
  if (!parsed.success) return {};
  return { code: parsed.data.error, serverMessage: parsed.data.message ?? parsed.data.error_description, details: parsed.data.details };
}
