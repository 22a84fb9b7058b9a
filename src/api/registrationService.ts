// Typed calls of sign-up and activation (SPEC 7 "user-mgmt/user": registration, register/{siteId}, activate-token,
// activation-email).
import type { KyInstance } from 'ky';
import { channelHeaders } from './channel';
import { captchaContext, type CaptchaOptions } from './captchaContext';
import {
  activateTokenResponseSchema,
  activationEmailResponseSchema,
  registrationResponseSchema,
  type ActivateTokenResponse,
  type ActivationEmailRequest,
  type RegistrationRequest,
  type RegistrationResponse,
  type SiteRegistrationRequest,
} from './contracts/registration';
import { postJson } from './request';

/** POST registration: 202 whether the address is new or taken; 400 VALIDATION_FAILED carries field errors. */
export function register(api: KyInstance, request: RegistrationRequest, options: CaptchaOptions = {}): Promise<RegistrationResponse> {
  return postJson(api, 'user-mgmt/user/registration', request, registrationResponseSchema, {
    ...captchaContext(options.captchaToken),
    headers: channelHeaders(),
  });
}

/** POST register/{siteId}: the client-server form, the site taken from the path. */
export function registerForSite(
  api: KyInstance,
  siteId: string,
  request: SiteRegistrationRequest,
  options: CaptchaOptions = {},
): Promise<RegistrationResponse> {
  return postJson(api, `user-mgmt/user/register/${encodeURIComponent(siteId)}`, request, registrationResponseSchema, {
    ...captchaContext(options.captchaToken),
    headers: channelHeaders(),
  });
}

/** POST activate-token: the token of the activation link; ACTIVATION_TOKEN_EXPIRED or ACTIVATION_TOKEN_INVALID otherwise. */
export function activateToken(api: KyInstance, token: string): Promise<ActivateTokenResponse> {
  return postJson(api, 'user-mgmt/user/activate-token', { token }, activateTokenResponseSchema);
}

/** POST activation-email: the same answer whether or not the account exists. */
export function resendActivationEmail(api: KyInstance, request: ActivationEmailRequest, options: CaptchaOptions = {}): Promise<{ status: 'ACCEPTED' }> {
  return postJson(api, 'user-mgmt/user/activation-email', request, activationEmailResponseSchema, captchaContext(options.captchaToken));
}
