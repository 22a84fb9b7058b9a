// The query parameters of SPEC 2, read once and validated (SPEC 5 "Query parameters"); repeated parameters are dropped.
import { siteIdSchema } from '../site/siteConfig';
import { validateReturnUrl } from './returnUrl';

export interface QueryParams {
  returnUrl?: string;
  siteId?: string;
  isMobile?: boolean;
  selectedCause?: string;
  editPw?: boolean;
  sso: Partial<Record<RequiredSsoParam | OptionalSsoParam, string>>;
}

export const requiredSsoParams = ['client_id', 'response_type', 'scope', 'state', 'nonce'] as const;
export const optionalSsoParams = ['redirect_uri', 'last_visited_path'] as const;
export type RequiredSsoParam = (typeof requiredSsoParams)[number];
export type OptionalSsoParam = (typeof optionalSsoParams)[number];

const ssoValueMaxLength = 512;
const optionalValueMaxLength = 2048;
/** Letters, digits and a few separators; no '/', ':', '<', '%' or quotes, so no URLs, tags or path sequences. */
const ssoValue = /^[A-Za-z0-9._~+=, -]+$/;
const selectedCauseValue = /^[A-Za-z0-9_-]{1,64}$/;
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Each name mapped to its value when it appears exactly once; repeated names are parameter pollution and dropped. */
function singleValues(search: string): Map<string, string> {
  const counts = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(search)) counts.set(name, [...(counts.get(name) ?? []), value]);
  return new Map([...counts].filter(([, values]) => values.length === 1).map(([name, values]) => [name, values[0] ?? '']));
}

export function isValidSsoValue(value: string): boolean {
  return value.length <= ssoValueMaxLength && ssoValue.test(value) && !value.includes('..');
}

export function parseQueryParams(search: string, origin: string): QueryParams {
  const values = singleValues(search);
  const params: QueryParams = { sso: {} };
  const returnUrl = values.get('returnurl');
  if (returnUrl !== undefined) {
    const checked = validateReturnUrl(returnUrl, { origin });
    if (checked.ok) params.returnUrl = checked.path;
  }
  const siteId = values.get('siteid');
  if (siteId !== undefined && siteIdSchema.safeParse(siteId).success) params.siteId = siteId;
  const isMobile = values.get('isMobile');
  if (isMobile === 'true' || isMobile === 'false') params.isMobile = isMobile === 'true';
  const selectedCause = values.get('selectedCause');
  if (selectedCause !== undefined && selectedCauseValue.test(selectedCause)) params.selectedCause = selectedCause;
  if (values.has('editPw')) params.editPw = true;
  for (const name of requiredSsoParams) {
    const value = values.get(name);
    if (value !== undefined && isValidSsoValue(value)) params.sso[name] = value;
  }
  for (const name of optionalSsoParams) {
    const value = values.get(name);
    if (value !== undefined && value.length <= optionalValueMaxLength && !controlCharacter.test(value)) params.sso[name] = value;
  }
  return params;
}

/**
 * SPEC 2: the return URL is stored only when valid; a valid selectedCause is appended as an encoded
 * `selectedCause=` parameter unless the URL already carries one (before any fragment).
 */
export function returnUrlToStore(params: Pick<QueryParams, 'returnUrl' | 'selectedCause'>): string | undefined {
  const { returnUrl, selectedCause } = params;
  if (!returnUrl) return undefined;
  if (!selectedCause) return returnUrl;
  const hashAt = returnUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt !== -1 && new URLSearchParams(beforeHash.slice(queryAt)).has('selectedCause')) return returnUrl;
  const joiner = queryAt === -1 ? '?' : beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&';
  return `${beforeHash}${joiner}selectedCause=${encodeURIComponent(selectedCause)}${hash}`;
}

/** The SSO parameters of SPEC 5: all five required ones valid, else none; the optional two as given. */
export function collectSsoParams(params: QueryParams): Record<string, string> | undefined {
  const required = requiredSsoParams.map((name) => [name, params.sso[name]] as const);
  if (required.some(([, value]) => value === undefined)) return undefined;
  const optional = optionalSsoParams.flatMap((name) => (params.sso[name] === undefined ? [] : [[name, params.sso[name]] as const]));
  return Object.fromEntries([...required, ...optional]) as Record<string, string>;
}
