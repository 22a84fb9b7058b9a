// Supported locales (language_country) and the region each belongs to (SPEC 1, SPEC 2 "Page behaviour").

export const regions = ['NA', 'LAC', 'AP', 'CEMEA', 'Europe'] as const;
export type Region = (typeof regions)[number];

/** Locale codes grouped by the region whose tag script and edge deployment serve them. */
const localesByRegion = {
  NA: ['en_us', 'es_us', 'en_ca', 'fr_ca'],
  LAC: [
    'es_mx',
    'es_ar',
    'es_cl',
    'es_co',
    'es_pe',
    'es_ve',
    'es_ec',
    'es_uy',
    'es_py',
    'es_bo',
    'es_cr',
    'es_pa',
    'es_gt',
    'es_hn',
    'es_sv',
    'es_ni',
    'es_do',
    'es_pr',
    'pt_br',
    'en_bs',
    'en_bb',
    'en_jm',
    'en_tt',
    'en_ky',
    'en_bz',
    'en_gy',
    'fr_ht',
    'nl_sr',
    'en_lc',
    'en_ag',
    'nl_cw',
    'nl_aw',
  ],
  AP: [
    'en_au',
    'en_nz',
    'ja_jp',
    'ko_kr',
    'zh_cn',
    'zh_hk',
    'en_hk',
    'zh_tw',
    'en_sg',
    'zh_sg',
    'en_in',
    'hi_in',
    'en_my',
    'ms_my',
    'th_th',
    'en_th',
    'vi_vn',
    'en_vn',
    'id_id',
    'en_id',
    'en_ph',
    'km_kh',
    'en_kh',
    'lo_la',
    'my_mm',
    'mn_mn',
    'bn_bd',
    'en_bd',
    'si_lk',
    'en_lk',
    'ne_np',
    'en_fj',
    'en_pg',
    'zh_mo',
    'en_bn',
    'fr_nc',
    'fr_pf',
  ],
  CEMEA: [
    'ar_ae',
    'en_ae',
    'ar_sa',
    'en_sa',
    'ar_kw',
    'en_kw',
    'ar_qa',
    'en_qa',
    'ar_bh',
    'en_bh',
    'ar_om',
    'en_om',
    'ar_jo',
    'ar_lb',
    'ar_eg',
    'en_eg',
    'ar_iq',
    'fr_ma',
    'ar_ma',
    'fr_tn',
    'fr_dz',
    'en_za',
    'en_ng',
    'en_ke',
    'sw_ke',
    'en_gh',
    'en_ug',
    'en_tz',
    'en_zm',
    'en_mu',
    'fr_ci',
    'fr_sn',
    'fr_cm',
    'en_pk',
    'ur_pk',
    'ru_ru',
    'ru_kz',
    'kk_kz',
    'uk_ua',
    'az_az',
    'ka_ge',
    'hy_am',
    'uz_uz',
    'en_rw',
    'am_et',
  ],
  Europe: [
    'en_gb',
    'en_ie',
    'fr_fr',
    'de_de',
    'de_at',
    'de_ch',
    'fr_ch',
    'it_ch',
    'it_it',
    'es_es',
    'ca_es',
    'pt_pt',
    'nl_nl',
    'nl_be',
    'fr_be',
    'fr_lu',
    'da_dk',
    'sv_se',
    'nb_no',
    'fi_fi',
    'is_is',
    'pl_pl',
    'cs_cz',
    'sk_sk',
    'hu_hu',
    'ro_ro',
    'bg_bg',
    'el_gr',
    'el_cy',
    'hr_hr',
    'sl_si',
    'sr_rs',
    'bs_ba',
    'mk_mk',
    'sq_al',
    'et_ee',
    'lv_lv',
    'lt_lt',
    'mt_mt',
    'tr_tr',
    'he_il',
    'en_il',
  ],
} as const satisfies Record<Region, readonly string[]>;

export type Locale = (typeof localesByRegion)[Region][number];

export const defaultLocale = 'en_us' satisfies Locale;

/** Languages written right to left. */
const rightToLeftLanguages: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/** Every locale code, in region order. */
export const locales: readonly Locale[] = Object.values(localesByRegion).flat();

/**
 * Pseudo-locales for development (issue 12 "editors' tools"): en_xa shows every text accented and 40% longer inside
 * brackets, ar_xb mirrored right to left, so a text not from content and a layout that clips stand out. They exist
 * only in Astro's dev server (`npm run dev`), never in a build, so they are never deployed.
 */
export const pseudoLocales = ['en_xa', 'ar_xb'] as const;
/** Vite's dev flag where there is one (the site's dev server); the edge worker and the gateway have none. */
const inDevServer = (import.meta as { env?: { DEV?: boolean; MODE?: string } }).env?.MODE === 'development';

const regionOfLocale: ReadonlyMap<string, Region> = new Map([
  ...regions.flatMap((region) => localesByRegion[region].map((code) => [code, region] as const)),
  ...(inDevServer
    ? ([
        ['en_xa', 'NA'],
        ['ar_xb', 'CEMEA'],
      ] as const)
    : []),
]);

/** The locales pages are built for: the list, and in the dev server the pseudo-locales too. */
export const builtLocales: readonly Locale[] = inDevServer ? [...locales, ...(pseudoLocales as readonly string[] as readonly Locale[])] : locales;

/** Locale segment of a URL: two letters, underscore, two letters (SPEC 2). */
export const localePattern = /^[a-z]{2}_[a-z]{2}$/;

export function isLocale(value: string): value is Locale {
  return regionOfLocale.has(value);
}

export function regionOf(locale: Locale): Region {
  // Every member of the Locale union is in the map by construction.
  return regionOfLocale.get(locale) as Region;
}

export function languageOf(locale: Locale): string {
  return locale.slice(0, 2);
}

/** BCP 47 tag for `<html lang>`: en_us -> en-US. */
export function htmlLang(locale: Locale): string {
  return `${languageOf(locale)}-${locale.slice(3).toUpperCase()}`;
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeftLanguages.has(languageOf(locale)) ? 'rtl' : 'ltr';
}
