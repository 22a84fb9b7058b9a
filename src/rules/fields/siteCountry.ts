// Country of a site for the per-site rules of SPEC 5 (BIN length, minimum age, phone defaults).

/**
 * The two letters after the last underscore of a locale (`pt_br`) or of a site id that ends in one
 * (`promotions.example.com_pt_br`). Host-only site ids carry no country: pass the locale for those.
 */
export function siteCountry(siteOrLocale: string): string | undefined {
  return /_([a-z]{2})$/i.exec(siteOrLocale.trim())?.[1]?.toLowerCase();
}
