import { describe, expect, it } from 'vitest';
import { registrationRequestSchema, type RegistrationRequest } from './contracts/registration';
import { activateToken, register, registerForSite, resendActivationEmail } from './registrationService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const request: RegistrationRequest = {
  siteId: 'site-1',
  locale: 'en_us',
  email: 'ana@example.com',
  password: 'Good-Passw0rd!',
  confirm_password: 'Good-Passw0rd!',
  first_name: 'Ana',
  last_name: 'Lima',
  dob: '1990-04-12',
  marketing_opt_ins: [{ key: 'emailOptin', value: 'E-mail', subscribe: true }],
  pp: true,
  userAssetRequest: [{ assetType: 'PAN', value: '4111 1111 1111 1111' }],
};
const accepted = { status: 'ACTIVATION_EMAIL_SENT' };

describe('registration calls (SPEC 7 user-mgmt/user)', () => {
  it('posts the registration as JSON, whitelisted (no X-COOKIE-AUTH), with the captcha token', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json(accepted, 202));
    await expect(register(api, request, { captchaToken: 'captcha-1' })).resolves.toEqual(accepted);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/registration`);
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(requests[0]?.headers.get('X-HCAPTCHA-TOKEN')).toBe('captcha-1');
    expect(registrationRequestSchema.parse(JSON.parse(bodies[0] ?? ''))).toEqual(request);
  });

  it('posts to register/{siteId} with the site encoded in the path', async () => {
    const { api, requests } = recordingApi({}, () => json(accepted, 202));
    await registerForSite(api, 'localhost_demo-bank', { ...request, siteId: undefined });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/register/localhost_demo-bank`);
    expect(requests[0]?.headers.has('X-HCAPTCHA-TOKEN')).toBe(false);
  });

  it('rejects VALIDATION_FAILED as a GatewayError with the field errors in its details', async () => {
    const body = { error: 'VALIDATION_FAILED', details: { fields: { first_name: { id: 'required' } } } };
    const { api } = recordingApi({}, () => json(body, 400));
    await expect(register(api, request)).rejects.toMatchObject({ name: 'GatewayError', status: 400, code: 'VALIDATION_FAILED', details: body.details });
  });

  it('activates with the token of the link', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ userAccountStatus: 'ACTIVE', siteId: 'site-1' }));
    await expect(activateToken(api, 'token-1')).resolves.toEqual({ userAccountStatus: 'ACTIVE', siteId: 'site-1' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/activate-token`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ token: 'token-1' });
  });

  it('rejects an expired link with its own error id', async () => {
    const { api } = recordingApi({}, () => json({ error: 'ACTIVATION_TOKEN_EXPIRED' }, 400));
    await expect(activateToken(api, 'token-1')).rejects.toMatchObject({ code: 'ACTIVATION_TOKEN_EXPIRED' });
  });

  it('resends the activation e-mail, whitelisted, with the captcha token', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ status: 'ACCEPTED' }, 202));
    await resendActivationEmail(api, { email: 'ana@example.com', siteId: 'site-1', locale: 'en_us' }, { captchaToken: '' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/activation-email`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(requests[0]?.headers.get('X-HCAPTCHA-TOKEN')).toBe('');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ email: 'ana@example.com', siteId: 'site-1', locale: 'en_us' });
  });
});
