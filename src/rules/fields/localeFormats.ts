// What a locale decides when the site config does not (issue 12 "local formats"): the order of the three
// date-of-birth fields. A static table rather than Intl.DateTimeFormat's pattern, so the pre-rendered page (Node's
// ICU) and the browser (its own ICU version) always agree and hydration never differs.

/** Languages whose dates run year, month, day (CLDR short dates): Japanese, Chinese, Korean, Hungarian, Lithuanian, Mongolian, Swedish. */
const yearFirstLanguages: ReadonlySet<string> = new Set(['ja', 'zh', 'ko', 'hu', 'lt', 'mn', 'sv']);
/** Locales whose dates run month, day, year: the United States (in English and Spanish) and the Philippines. */
const monthFirstLocales: ReadonlySet<string> = new Set(['en_us', 'es_us', 'en_ph']);

/** The date_format a locale implies, as the site config would write it (SPEC 5): day first for most of the world. */
export function localeDobFormat(locale: string): 'YYYY-MM-DD' | 'MM-DD-YYYY' | 'DD-MM-YYYY' {
  if (monthFirstLocales.has(locale)) return 'MM-DD-YYYY';
  if (yearFirstLanguages.has(locale.slice(0, 2))) return 'YYYY-MM-DD';
  return 'DD-MM-YYYY';
}
