// How the security page names a trusted device (issue 17, part 2): browser and system as the gateway named them, and
// the approximate place in the reader's language (a country code through Intl.DisplayNames).
import { htmlLang, type Locale } from '../../site/locales';

/** "Chrome 131 · Windows 10", one of them alone, or undefined when the gateway named neither (the screen says so). */
export function deviceName(device: { browser: string | null; os: string | null }): string | undefined {
  const parts = [device.browser, device.os].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** "Lisbon, Portugal" or "Portugal" in the page's language; undefined without a place. */
export function devicePlace(device: { city?: string | null | undefined; country?: string | null | undefined }, locale: Locale): string | undefined {
  let country: string | undefined;
  if (device.country) {
    try {
      country = new Intl.DisplayNames([htmlLang(locale)], { type: 'region', fallback: 'code' }).of(device.country);
    } catch {
      country = device.country;
    }
  }
  const parts = [device.city ?? undefined, country].filter((part): part is string => part !== undefined && part !== '');
  return parts.length > 0 ? parts.join(', ') : undefined;
}
