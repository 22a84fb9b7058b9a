import { describe, expect, it } from 'vitest';
import { registrationRequestSchema } from '../../api/contracts/registration';
import { emptyUserEntries } from '../../rules/fields/userForm';
import { registrationRequest } from './registration';

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
});
