// JSON responses with a correlation id: every gateway answer, error or not (SPEC 7 X-CID, CONVENTIONS errors).
import type { CardErrorId } from '../../src/api/contracts/assets';
import { headerNames } from '../../src/api/contracts/headers';
import type { AuthErrorId } from '../../src/api/contracts/auth';
import type { PreferenceErrorId } from '../../src/api/contracts/preferences';
import type { ProfileErrorId } from '../../src/api/contracts/profile';
import type { MfaErrorId } from '../../src/api/contracts/mfa';
import type { PasswordChangeErrorId } from '../../src/api/contracts/recovery';
import type { PasskeyErrorId } from '../../src/api/contracts/passkeys';
import type { ConciergeAuditErrorId } from '../../src/api/contracts/conciergeAudit';
import type { RegistrationErrorId } from '../../src/api/contracts/registration';
import type { SsoErrorId } from '../../src/api/contracts/sso';

/** Stable error ids the site maps to content keys; never prose for the user. */
export type ErrorId =
  | 'INVALID_REQUEST'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'SITE_NOT_FOUND'
  /** No theme of that name, or none that passes the theme check (src/site/theme.ts). */
  | 'THEME_NOT_FOUND'
  | 'INTERNAL_ERROR'
  /** A state-changing call sent by another site's page (gateway/src/crossSite). */
  | 'CROSS_SITE_REQUEST'
  | AuthErrorId
  | CardErrorId
  | PreferenceErrorId
  | ProfileErrorId
  | RegistrationErrorId
  | PasswordChangeErrorId
  | PasskeyErrorId
  | ConciergeAuditErrorId
  | MfaErrorId
  | SsoErrorId;

export function newCorrelationId(): string {
  return crypto.randomUUID();
}

const baseHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

export function json(body: unknown, correlationId: string, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { ...baseHeaders, ...init.headers, [headerNames.correlationId]: correlationId },
  });
}

/** An error answer: `{ error, message?, details? }`; message is for developers and logs, never shown as is. */
export function errorResponse(
  status: number,
  error: ErrorId,
  correlationId: string,
  extra: { message?: string; details?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  const { headers, ...rest } = extra;
  return json({ error, ...rest }, correlationId, { status, ...(headers ? { headers } : {}) });
}

/** Thrown by handlers for a malformed request; the router answers 400 naming the problem. */
export class InvalidRequestError extends Error {
  override readonly name = 'InvalidRequestError';
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function isInvalidRequestError(error: unknown): error is InvalidRequestError {
  return error instanceof InvalidRequestError && error.name === 'InvalidRequestError';
}
