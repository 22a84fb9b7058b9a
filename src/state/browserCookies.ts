// Readable cookies of the session (SPEC 9 names): read, and expire at the paths they may have been set on.

export function readCookie(name: string, cookieString = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return value.join('=');
      }
    }
  }
  return undefined;
}

/** Expires a readable cookie at the root and at the issuer path (SPEC 9: two cookies may live there). */
export function expireCookie(name: string, issuer?: string): void {
  const paths = issuer ? ['/', `/${issuer}/`, `/${issuer}`] : ['/'];
  for (const path of paths) document.cookie = `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}
