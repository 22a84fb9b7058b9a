// Readers for the user_enrollment feature config (SPEC 3 "Site configuration"); values arrive loosely typed.

/** The user_enrollment fields of SPEC 3. */
export type EnrollmentKey =
  | 'bin_length'
  | 'phone_mask'
  | 'phone_regexp'
  | 'national_id_mask'
  | 'national_id_regexp'
  | 'national_id_type'
  | 'postal_code_mask'
  | 'postal_code_regexp'
  | 'date_format'
  | 'dob_min_age'
  | 'privacy_policy_display'
  | 'send_sms';

/** The user_enrollment group as src/site/siteSettings.ts hands it on; undefined when the site has none. */
export type EnrollmentConfig = Readonly<Record<string, unknown>> | undefined;

/** A non-blank string setting, trimmed. */
export function configText(config: EnrollmentConfig, key: EnrollmentKey): string | undefined {
  const value = config?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A whole non-negative number, given as a number or a digit string. */
export function configNumber(config: EnrollmentConfig, key: EnrollmentKey): number | undefined {
  const value = config?.[key];
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/**
 * A pattern setting compiled to match the whole value, as Angular's `Validators.pattern` treats strings
 * (anchors already present do no harm). A pattern that does not compile is ignored rather than failing every entry.
 */
export function configPattern(config: EnrollmentConfig, key: EnrollmentKey): RegExp | undefined {
  const source = configText(config, key);
  if (source === undefined) return undefined;
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return undefined;
  }
}

/** Mask punctuation: removing it turns a masked value back into what an unmasked pattern expects. */
const maskPunctuation = /[\s()./-]/g;

/** A configured pattern accepts the value as typed or without mask punctuation, so masked and unmasked patterns both work. */
export function matchesPattern(pattern: RegExp, value: string): boolean {
  return pattern.test(value) || pattern.test(value.replace(maskPunctuation, ''));
}
