// Reading one cookie from a Cookie header or document.cookie string; shared by the edge, the browser and the gateway.

/** The raw value of cookie `name` (whitespace trimmed), or undefined when it is absent. */
export function cookieValue(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
