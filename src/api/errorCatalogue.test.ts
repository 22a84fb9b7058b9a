import { describe, expect, it } from 'vitest';
import { actionFor, actionForShapeError, genericAlertText, sessionCookiesToClear, type ErrorAction, type FailedCall } from './errorCatalogue';

const find = '/api/user-mgmt/user/find';
const token = '/api/user-auth/oauth/token';
const login = '/api/user-auth/login?init_login=true';
const removeAsset = '/api/user-attribute/user/assets/a-1/remove-asset';
const alert = (correlationId?: string): ErrorAction => ({ kind: 'genericAlert', correlationId });
const logout = (reload: boolean): ErrorAction => ({ kind: 'logout', reload });

describe('error catalogue (SPEC 8)', () => {
  it.each<[string, FailedCall, ErrorAction]>([
    // "HTTP status 0, 500, 502 or 524: a global alert with generic error text"
    ['status 0 (network failure) shows the generic alert', { status: 0, url: find }, alert()],
    ['status 500 shows the generic alert with the reference id', { status: 500, url: find, correlationId: 'cid-500' }, alert('cid-500')],
    ['status 502 shows the generic alert', { status: 502, url: find, correlationId: 'cid-502' }, alert('cid-502')],
    ['status 524 shows the generic alert', { status: 524, url: find }, alert()],
    // "Request URL containing /remove-asset: errors pass through unhandled"
    ['a /remove-asset URL passes a 500 through', { status: 500, url: removeAsset }, { kind: 'passThrough' }],
    ['a /remove-asset URL passes a 401 through', { status: 401, url: removeAsset }, { kind: 'passThrough' }],
    // "Status 401 (except on change-password) ... logged out as in section 4"
    ['status 401 logs out and reloads', { status: 401, url: find }, logout(true)],
    ['status 401 on change-password is left to the caller', { status: 401, url: '/api/user-mgmt/user/change-password' }, { kind: 'caller' }],
    [
      'status 401 on change-password-from-passcode is left to the caller',
      { status: 401, url: '/api/user-mgmt/user/change-password-from-passcode' },
      { kind: 'caller' },
    ],
    // "403 on an auth-base URL"
    ['status 403 on an auth-base URL logs out', { status: 403, url: '/api/user-auth/tokens/revoke' }, logout(true)],
    [
      'CROSS_SITE_REQUEST on an auth-base URL is the generic alert, not a logout',
      { status: 403, url: '/api/user-auth/oauth/token', code: 'CROSS_SITE_REQUEST', correlationId: 'cid-x' },
      alert('cid-x'),
    ],
    ['status 403 elsewhere is left to the caller', { status: 403, url: find }, { kind: 'caller' }],
    // "any /auth/failure URL"
    ['any /auth/failure URL logs out', { status: 404, url: '/api/user-auth/auth/failure' }, logout(true)],
    ['an /auth/failure URL logs out even on a 500', { status: 500, url: '/api/auth/failure?reason=x' }, logout(true)],
    // "400 whose error reads 'invalid authentication request'"
    [
      "status 400 whose error reads 'invalid authentication request' logs out",
      { status: 400, url: find, code: 'Invalid Authentication Request' },
      logout(true),
    ],
    [
      "status 400 whose message reads 'invalid authentication request' logs out",
      { status: 400, url: find, code: 'invalid_request', message: 'INVALID AUTHENTICATION REQUEST' },
      logout(true),
    ],
    [
      'status 400 with another error is left to the caller',
      { status: 400, url: find, code: 'INVALID_REQUEST', message: 'email: required' },
      { kind: 'caller' },
    ],
    // SPEC 4: "No reload for the codes ..."
    ['logout without reload for MFA_OTP_REQUIRED', { status: 401, url: token, code: 'MFA_OTP_REQUIRED' }, logout(false)],
    ['logout without reload for OTP_REQUIRED_EMAIL', { status: 401, url: token, code: 'OTP_REQUIRED_EMAIL' }, logout(false)],
    ['logout without reload for OTP_REQUIRED_PHONE', { status: 401, url: token, code: 'OTP_REQUIRED_PHONE' }, logout(false)],
    ['logout without reload for OTP_REQUIRED', { status: 401, url: token, code: 'OTP_REQUIRED' }, logout(false)],
    ['logout without reload for USER_LOCKED', { status: 401, url: token, code: 'USER_LOCKED' }, logout(false)],
    ['logout without reload for DEVICE_LOCKED', { status: 403, url: token, code: 'DEVICE_LOCKED' }, logout(false)],
    // "BAD_CREDENTIALS on the token or login URL: no logout; the form handles it"
    ['BAD_CREDENTIALS on the token URL is left to the form', { status: 401, url: token, code: 'BAD_CREDENTIALS' }, { kind: 'formError' }],
    ['BAD_CREDENTIALS on the login URL is left to the form', { status: 400, url: login, code: 'BAD_CREDENTIALS' }, { kind: 'formError' }],
    [
      'CONCIERGE_DISABLED on the token URL is left to the form, though a 403 on the auth base',
      { status: 403, url: token, code: 'CONCIERGE_DISABLED' },
      { kind: 'formError' },
    ],
    ['BAD_CREDENTIALS elsewhere with a 401 still logs out', { status: 401, url: find, code: 'BAD_CREDENTIALS' }, logout(true)],
    // "On /otp-check-passcode all such handling is skipped"
    ['on otp-check-passcode a 401 is not handled', { status: 401, url: find, route: 'otp-check-passcode' }, { kind: 'none' }],
    ['on otp-check-passcode a 500 is not handled', { status: 500, url: find, route: 'otp-check-passcode' }, { kind: 'none' }],
    [
      'on otp-check-passcode a remove-asset error still passes through',
      { status: 500, url: removeAsset, route: 'otp-check-passcode' },
      { kind: 'passThrough' },
    ],
    // "Field errors" and everything not listed
    ['a field error (422) is left to the caller', { status: 422, url: '/api/user-mgmt/user/registration', code: 'INVALID_REQUEST' }, { kind: 'caller' }],
    ['a 404 is left to the caller', { status: 404, url: find }, { kind: 'caller' }],
  ])('%s', (_line, call, action) => {
    expect(actionFor(call)).toEqual(action);
  });

  it('maps a response of the wrong shape to the generic alert', () => {
    expect(actionForShapeError('cid-shape')).toEqual(alert('cid-shape'));
    expect(actionForShapeError()).toEqual(alert());
  });

  it('follows the generic text with the reference line only when the call has a reference id', () => {
    expect(genericAlertText('An unexpected error occurred.', 'Reference: {{X-CID}}', 'cid-9')).toBe('An unexpected error occurred. Reference: cid-9');
    expect(genericAlertText('An unexpected error occurred.', 'Reference: {{X-CID}}', undefined)).toBe('An unexpected error occurred.');
    // A content text that carries the placeholder itself (SPEC 8's single text) never keeps a dangling label.
    expect(genericAlertText('An unexpected error occurred. Reference: {{X-CID}}', 'Reference: {{X-CID}}', undefined)).toBe('An unexpected error occurred.');
  });

  it('clears two session cookies at logout', () => {
    expect(sessionCookiesToClear(false)).toEqual(['gmap_authenticated', 'gmap_user_type']);
  });

  it('clears three cookies at logout in concierge mode', () => {
    expect(sessionCookiesToClear(true)).toEqual(['gmap_authenticated', 'gmap_user_type', 'gmap_support_details']);
  });
});

describe('content calls', () => {
  it.each([0, 500, 502, 524, 404])('a content URL failing with %s passes through without an alert (SPEC 8: built-in texts)', (status) => {
    expect(actionFor({ status, url: 'http://localhost/api/bin/aem/rest?version=2&locale=en_us' })).toEqual({ kind: 'passThrough' });
    expect(actionFor({ status, url: 'http://localhost/api/cmsapi/content.data.json/vpp/localhost/en_us' })).toEqual({ kind: 'passThrough' });
  });
});
