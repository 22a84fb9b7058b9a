import type { KyInstance } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { registrationRequestSchema } from '../../api/contracts/registration';
import { json, recordingApi } from '../../api/testing/recordingApi';
import { fieldError } from '../../rules/fields/fieldErrors';
import { emptyUserEntries } from '../../rules/fields/userForm';
import { createAccount, registrationRequest } from './registration';

const session = vi.hoisted(() => ({ api: undefined as KyInstance | undefined }));
vi.mock('../page/session', () => ({ reportFailure: vi.fn(), sessionApi: () => session.api }));

const location = { siteId: 'localhost', locale: 'en_us' } as const;

describe('registrationRequest (SPEC 7 registration)', () => {
  it('sends the filled fields, trimmed, the dob as YYYY-MM-DD and the cards as PAN entries', () => {
    const entries = {
      ...emptyUserEntries(),
      first_name: ' Ana ',
      last_name: 'Lima',
      email: ' ana@example.com ',
      password: ' Pass word ',
      confirm_password: ' Pass word ',
      dob: { mm: '4', dd: '2', yyyy: '1990' },
      address: { ...emptyUserEntries().address, city: ' Recife ' },
      pp: true,
    };
    const request = registrationRequest(entries, ['4242424242424242'], location);
    expect(request).toEqual({
      siteId: 'localhost',
      locale: 'en_us',
      email: 'ana@example.com',
      password: ' Pass word ',
      confirm_password: ' Pass word ',
      first_name: 'Ana',
      last_name: 'Lima',
      dob: '1990-04-02',
      address: { city: 'Recife' },
      pp: true,
      userAssetRequest: [{ assetType: 'PAN', value: '4242424242424242' }],
    });
    expect(registrationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out blank fields, an empty dob, an empty address and no cards', () => {
    const request = registrationRequest({ ...emptyUserEntries(), email: 'a@example.com' }, [], location);
    expect(Object.keys(request).sort()).toEqual(['confirm_password', 'email', 'locale', 'password', 'pp', 'siteId']);
  });

  it("sends the opt-ins without 'All of the above' and the chosen categories, when the form asked for them", () => {
    const choices = {
      optIns: [
        { key: 'emailOptin', value: 'Offers and news by e-mail', subscribe: true },
        { key: 'smsOptin', value: 'Text messages', subscribe: false },
        { key: 'all', value: 'All of the above', subscribe: false },
      ],
      categoryIds: ['travel', 'dining'],
    };
    const request = registrationRequest({ ...emptyUserEntries(), email: 'a@example.com' }, [], location, choices);
    expect(request.marketing_opt_ins).toEqual(choices.optIns.slice(0, 2));
    expect(request.offers_preference).toEqual(['travel', 'dining']);
    expect(registrationRequestSchema.safeParse(request).success).toBe(true);
    const none = registrationRequest({ ...emptyUserEntries(), email: 'a@example.com' }, [], location, { optIns: [], categoryIds: [] });
    expect(Object.keys(none)).not.toContain('marketing_opt_ins');
    expect(Object.keys(none)).not.toContain('offers_preference');
  });
});

describe('createAccount (SPEC 7 registration, SPEC 8): one outcome per answer', () => {
  const entries = { ...emptyUserEntries(), email: 'ana@example.com', password: 'Fresh-Passw0rd!', confirm_password: 'Fresh-Passw0rd!', pp: true };
  const shown = { location: { siteId: 'localhost', locale: 'en_us', issuer: undefined, route: undefined } } as unknown as Parameters<typeof createAccount>[2];

  it.each<[string, number, Record<string, unknown>, unknown]>([
    ['an account created', 202, { status: 'ACTIVATION_EMAIL_SENT' }, { kind: 'created' }],
    [
      'a field of the form refused',
      400,
      { error: 'VALIDATION_FAILED', details: { fields: { email: { id: 'error' } } } },
      { kind: 'fieldErrors', fieldErrors: { email: fieldError('error') } },
    ],
    ['a refused captcha', 400, { error: 'CAPTCHA_INVALID' }, { kind: 'banner', banner: { id: 'captchaInvalid' } }],
    [
      'too many sign-ups from this address, with the minutes to wait',
      429,
      { error: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 540 } },
      { kind: 'banner', banner: { id: 'tooManyAttempts', minutes: 9 } },
    ],
    [
      'refused cards, which are not on the form',
      400,
      { error: 'VALIDATION_FAILED', details: { fields: { 'userAssetRequest.0.value': { id: 'error' } } } },
      { kind: 'banner', banner: { id: 'failed' } },
    ],
    ['a server failure, which the generic alert explains with its reference id', 500, { error: 'INTERNAL_ERROR' }, { kind: 'alerted' }],
  ])('%s', async (_, status, body, expected) => {
    const { api } = recordingApi({}, () => json(body, status, { 'X-CID': 'cid-1' }));
    session.api = api;
    await expect(createAccount(entries, [], shown)).resolves.toEqual(expected);
  });
});
