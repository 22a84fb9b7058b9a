// Readable cookies of the session (SPEC 9 names): read, and expire at the paths they may have been set on.
import { cookieValue } from '../../site/cookies';

/** A readable cookie of this page, percent-decoded where it can be. */
export function readCookie(name: string, cookieString = globalThis.document?.cookie ?? ''): string | undefined {
  const value = cookieValue(cookieString, name);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Expires a readable cookie at the root and at the issuer path (SPEC 9: two cookies may live there). */
export function expireCookie(name: string, issuer?: string): void {
  const paths = issuer ? ['/', `/${issuer}/`, `/${issuer}`] : ['/'];
  for (const path of paths) document.cookie = `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}
