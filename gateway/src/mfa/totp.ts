// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 30-second steps, 6 digits.

const totpPeriodSeconds = 30;
const totpDigits = 6;
/** Steps either side of now that still count, for clocks that drift (RFC 6238 section 5.2 allows one). */
const totpDriftSteps = 1;

export function totpStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / totpPeriodSeconds);
}

/** The HOTP value of a counter (RFC 4226 section 5.3), `digits` long. */
export async function hotp(secret: Uint8Array<ArrayBuffer>, counter: number, digits: number = totpDigits): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 0x1_0000_0000));
  message.setUint32(4, counter >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message.buffer));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = (((mac[offset] ?? 0) & 0x7f) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP code at a time (RFC 6238 section 4). */
export function totpCode(secret: Uint8Array<ArrayBuffer>, unixSeconds: number, digits: number = totpDigits): Promise<string> {
  return hotp(secret, totpStep(unixSeconds), digits);
}

/**
 * The step whose code this is, within one step of drift, or undefined. Steps at or before `lastUsedStep` never
 * match: a code is accepted once, even within its window.
 */
export async function matchingStep(
  secret: Uint8Array<ArrayBuffer>,
  code: string,
  unixSeconds: number,
  lastUsedStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(unixSeconds);
  let found: number | undefined;
  // Every candidate is computed, so the time taken does not tell which step matched.
  for (let step = now - totpDriftSteps; step <= now + totpDriftSteps; step += 1) {
    const matches = (await hotp(secret, step)) === code;
    if (matches && found === undefined && (lastUsedStep === null || step > lastUsedStep)) found = step;
  }
  return found;
}

/** otpauth:// URL of the Key Uri Format that authenticator apps read from a QR code. */
export function otpauthUrl({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(totpDigits), period: String(totpPeriodSeconds) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
