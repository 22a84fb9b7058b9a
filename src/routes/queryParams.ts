// The query parameters of SPEC 2 "Query parameters", read once and validated as SPEC 5 "Query parameters" asks.
import * as z from 'zod/mini';
import { siteIdSchema } from '../site/siteConfig';
import { returnUrlMaxLength, validateReturnUrl } from './returnUrl';

export const requiredSsoParams = ['client_id', 'response_type', 'scope', 'state', 'nonce'] as const;
const optionalSsoParams = ['redirect_uri', 'last_visited_path'] as const;
export type RequiredSsoParam = (typeof requiredSsoParams)[number];
export type OptionalSsoParam = (typeof optionalSsoParams)[number];
export type SsoParam = RequiredSsoParam | OptionalSsoParam;

/** The five required SSO parameters, and the optional two when given. */
export type SsoParams = Record<RequiredSsoParam, string> & Partial<Record<OptionalSsoParam, string>>;

export interface QueryParams {
  returnUrl?: string;
  /** A return URL naming a scheme (`bankapp://...`): perhaps the bank's app, whose site config decides (appReturnUrl.ts). */
  appReturnUrl?: string;
  siteId?: string;
  isMobile?: boolean;
  selectedCause?: string;
  editPw?: boolean;
  sso: Partial<Record<SsoParam, string>>;
}

export const ssoValueMaxLength = 512;

/**
 * A return URL into the bank's app (SPEC 4 "Deep link": `returnurl=bankapp://...` from an app that opened the portal),
 * which the return-URL validator refuses like every scheme: plain URL characters only (no space, markup, quote or
 * backslash). Its scheme is judged by the deep-link guard against the site's connected_app (guards.ts `opensApp`).
 */
export const isAppUrl = (value: string): boolean => value.length <= returnUrlMaxLength && /^[a-z][\w+.-]*:\/\/[\w\-.~!$&()*+,;=:@%/?#]*$/i.test(value);
export const selectedCauseMaxLength = 64;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Required SSO values: letters, digits and the few separators OAuth values use (base64url, padding, scope lists).
 * Without '/', ':', '<', '%' or quotes no URL, tag or escaped payload fits; '..' is refused as a path sequence.
 */
const ssoValueSchema = z.string().check(
  z.maxLength(ssoValueMaxLength),
  z.regex(/^[A-Za-z0-9._~+=,-](?:[A-Za-z0-9._~+=, -]*[A-Za-z0-9._~+=,-])?$/),
  z.refine((value) => !value.includes('..')),
);

/** Optional SSO values are taken as given, within the return-URL length and without control characters. */
const optionalSsoValueSchema = z.string().check(
  z.minLength(1),
  z.maxLength(returnUrlMaxLength),
  z.refine((value) => !controlCharacter.test(value)),
);

const selectedCauseSchema = z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{1,${selectedCauseMaxLength}}$`)));

const isMobileSchema = z.enum(['true', 'false']);

/** Each name with its value when it appears exactly once; a repeated name is parameter pollution and counts as absent. */
function singleValues(search: string | URLSearchParams): Map<string, string> {
  const seen = new Map<string, string>();
  const repeated = new Set<string>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (seen.has(name)) repeated.add(name);
    seen.set(name, value);
  }
  for (const name of repeated) seen.delete(name);
  return seen;
}

/** The value of `name` when present once and accepted by `schema`. */
function accepted(values: Map<string, string>, name: string, schema: z.ZodMiniType<string>): string | undefined {
  const value = values.get(name);
  return value !== undefined && schema.safeParse(value).success ? value : undefined;
}

/** Reads every SPEC 2 parameter from a search string or its parsed form; only valid values are kept. */
export function parseQueryParams(search: string | URLSearchParams, origin: string): QueryParams {
  const values = singleValues(search);
  const params: QueryParams = { sso: {} };

  const returnUrl = values.get('returnurl');
  if (returnUrl !== undefined) {
    const checked = validateReturnUrl(returnUrl, { origin });
    if (checked.ok) params.returnUrl = checked.path;
    else if (isAppUrl(returnUrl)) params.appReturnUrl = returnUrl;
  }
  const siteId = accepted(values, 'siteid', siteIdSchema);
  if (siteId !== undefined) params.siteId = siteId;
  const isMobile = accepted(values, 'isMobile', isMobileSchema);
  if (isMobile !== undefined) params.isMobile = isMobile === 'true';
  const selectedCause = accepted(values, 'selectedCause', selectedCauseSchema);
  if (selectedCause !== undefined) params.selectedCause = selectedCause;
  // SPEC 2: the notification shows when editPw is present; its value carries nothing.
  if (values.has('editPw')) params.editPw = true;

  for (const name of requiredSsoParams) {
    const value = accepted(values, name, ssoValueSchema);
    if (value !== undefined) params.sso[name] = value;
  }
  for (const name of optionalSsoParams) {
    const value = accepted(values, name, optionalSsoValueSchema);
    if (value !== undefined) params.sso[name] = value;
  }
  return params;
}

/**
 * SPEC 2 "Page behaviour": the return URL to store, if any. A valid selectedCause is appended as an encoded
 * `selectedCause=` parameter, before any fragment, unless the URL already carries one or would outgrow the limit.
 */
export function returnUrlToStore(params: Pick<QueryParams, 'returnUrl' | 'selectedCause'>): string | undefined {
  const { returnUrl, selectedCause } = params;
  if (returnUrl === undefined) return undefined;
  if (selectedCause === undefined) return returnUrl;

  const hashAt = returnUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt !== -1 && new URLSearchParams(beforeHash.slice(queryAt)).has('selectedCause')) return returnUrl;

  const joiner = queryAt === -1 ? '?' : beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&';
  const withCause = `${beforeHash}${joiner}selectedCause=${encodeURIComponent(selectedCause)}${hash}`;
  // What is stored must itself pass validation, the length limit included.
  return withCause.length <= returnUrlMaxLength ? withCause : returnUrl;
}

/** SPEC 5: the SSO parameters, only when all five required ones are valid; the optional two when given. */
export function collectSsoParams(params: Pick<QueryParams, 'sso'>): SsoParams | undefined {
  const { client_id, response_type, scope, state, nonce, redirect_uri, last_visited_path } = params.sso;
  if (client_id === undefined || response_type === undefined || scope === undefined || state === undefined || nonce === undefined) {
    return undefined;
  }
  return {
    client_id,
    response_type,
    scope,
    state,
    nonce,
    ...(redirect_uri === undefined ? {} : { redirect_uri }),
    ...(last_visited_path === undefined ? {} : { last_visited_path }),
  };
}
