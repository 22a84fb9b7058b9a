// Whether a WebAuthn ceremony ended because the person closed the browser's dialog, it timed out, or another ceremony
// replaced it (issue 17): nothing went wrong, so nothing is said. The browser library keeps the DOMException's name.

export function isCancelledCeremony(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
