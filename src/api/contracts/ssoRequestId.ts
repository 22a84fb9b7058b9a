// The bank's sign-in request id in the SSO simulator's address (SPEC 5). Apart from sso.ts and its schemas, so the
// simulator reads it without the schema library in its first load; the same rules as `ssoRequestIdSchema`.
export const ssoRequestParameter = 'sso_request';

/** 1 to 128 letters, digits, `_` or `-`. */
export function isSsoRequestId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(value);
}
