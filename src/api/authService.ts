// Typed calls of SPEC 7 "Authentication" (token grants, revoke) and the session lookups of "user-mgmt/user" and "user-attribute".
import type { KyInstance } from 'ky';
import {
  backgroundCheckSchema,
  tokenResponseSchema,
  userProfileSchema,
  type BackgroundCheck,
  type OtpType,
  type TokenResponse,
  type UserProfile,
} from './contracts/auth';
import { captchaContext, type CaptchaOptions } from './captchaContext';
import { headerNames } from './contracts/headers';
import { crossSiteHeaders, type ApiBase, type Fetch } from './createApi';
import { errorBodyFacts, GatewayError } from './gatewayError';
import { gatewayEndpoints } from '../site/buildFlags';
import { formBody, getJson, parseResponseText, postForm, postText } from './request';
import { tokenPath } from './whitelist';

/** The first step: the password. On a captcha site the widget's token goes with it (`captchaToken`, '' after an error). */
export interface PasswordGrant {
  username: string;
  password: string;
  siteId: string;
  locale: string;
  otp?: string | undefined;
  otp_type?: string | undefined;
  trust_device?: boolean | undefined;
  vba_token?: string | undefined;
}

export function passwordGrant(api: KyInstance, grant: PasswordGrant, options: CaptchaOptions = {}): Promise<TokenResponse> {
  return postForm(api, tokenPath, { grant_type: 'password', ...grant }, tokenResponseSchema, captchaContext(options.captchaToken));
}

/**
 * The second step, after a second-factor error: the code and the challenge instead of the password (which is never
 * sent twice). trust_device asks the gateway to remember this device for the user.
 */
export interface OtpGrant {
  username: string;
  siteId: string;
  locale: string;
  otp: string;
  otp_type: OtpType;
  otp_challenge: string;
  trust_device?: boolean | undefined;
}

export function otpGrant(api: KyInstance, grant: OtpGrant): Promise<TokenResponse> {
  return postForm(api, tokenPath, { grant_type: 'password', ...grant }, tokenResponseSchema);
}

/**
 * The refresh grant. A page sends no refresh_token: the browser adds the HttpOnly refresh cookie; a client that holds
 * its token (a native app) passes it.
 */
export function refreshGrant(api: KyInstance, { refreshToken, siteId }: { refreshToken?: string | undefined; siteId: string }): Promise<TokenResponse> {
  const form = refreshToken === undefined ? { grant_type: 'refresh_token', siteId } : { grant_type: 'refresh_token', refresh_token: refreshToken, siteId };
  return postForm(api, tokenPath, form, tokenResponseSchema);
}

/**
 * The client-credentials grant of SPEC 7 at the deployment's pre-auth endpoint (PREAUTH_URL); resolves the pre-auth
 * access token. Plain fetch, not the ky instance, whose hooks call this. No client secret: nothing secret may ship in
 * a bundle (DESIGN).
 */
export async function preAuthGrant(fetch: Fetch, base: ApiBase, siteId: string, path: string = gatewayEndpoints.preAuth): Promise<string> {
  const url = `${base}/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', [headerNames.siteId]: siteId, ...crossSiteHeaders(base) },
      body: formBody({ grant_type: 'client_credentials', client_id: siteId }),
    });
  } catch (cause) {
    throw new GatewayError({ status: 0, url, cause });
  }
  const correlationId = response.headers.get(headerNames.correlationId) ?? undefined;
  const text = await response.text().catch((cause: unknown) => {
    throw new GatewayError({ status: 0, url, cause });
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw new GatewayError({ status: response.status, url, ...errorBodyFacts(body), correlationId });
  }
  return parseResponseText(url, text, tokenResponseSchema, correlationId).access_token;
}

/** Revokes the session's tokens; the answer is text and not read further. */
export function revokeToken(api: KyInstance, refreshToken?: string): Promise<string> {
  return postText(api, 'user-auth/tokens/revoke', { searchParams: { refresh_token: refreshToken } });
}

export function backgroundCheck(api: KyInstance, siteId: string): Promise<BackgroundCheck> {
  return getJson(api, `user-attribute/user/background/${encodeURIComponent(siteId)}`, backgroundCheckSchema);
}

export function findUser(api: KyInstance): Promise<UserProfile> {
  return getJson(api, 'user-mgmt/user/find', userProfileSchema);
}

/** The concierge's lookup of a card holder by e-mail (SPEC 6). */
/** `lookUp`: the look-up opened with a reason (issue 17), which the reference gateway requires; SPEC 7 names only email. */
export function findConcierge(api: KyInstance, email: string, lookUp?: string): Promise<UserProfile> {
  return getJson(api, 'user-mgmt/user/find-concierge', userProfileSchema, { searchParams: { email, ...(lookUp ? { lookUp } : {}) } });
}
