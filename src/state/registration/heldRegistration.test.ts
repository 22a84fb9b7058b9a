import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../api/testing/recordingApi';
import { emptyUserEntries } from '../../rules/fields/userForm';
import { clearHeldRegistration, holdRegistration, readHeldRegistration } from './heldRegistration';

describe('held registration', () => {
  it('keeps every entry and the gateway field errors across a page load', () => {
    const storage = memoryStorage();
    const entries = { ...emptyUserEntries(), first_name: 'Ana', dob: { mm: '04', dd: '12', yyyy: '1990' }, pp: true };
    holdRegistration({ entries, fieldErrors: { email: { id: 'error' } } }, storage);
    expect(readHeldRegistration(storage)).toEqual({ entries, fieldErrors: { email: { id: 'error' } } });
  });

  it('keeps the opt-ins and categories chosen, dropping items of the wrong shape', () => {
    const storage = memoryStorage();
    const choices = { optIns: [{ key: 'emailOptin', value: 'E-mail', subscribe: true }], categoryIds: ['travel'] };
    holdRegistration({ entries: emptyUserEntries(), fieldErrors: {}, choices }, storage);
    expect(readHeldRegistration(storage)?.choices).toEqual(choices);
    const odd = memoryStorage({
      registration_data: JSON.stringify({
        entries: {},
        choices: {
          optIns: [
            { key: 'smsOptin', subscribe: 'yes' },
            { key: 'emailOptin', subscribe: false },
          ],
          categoryIds: [7, 'dining'],
        },
      }),
    });
    expect(readHeldRegistration(odd)?.choices).toEqual({ optIns: [{ key: 'emailOptin', value: '', subscribe: false }], categoryIds: ['dining'] });
  });

  it('fills in fields a stored registration lacks and ignores values of the wrong type', () => {
    const storage = memoryStorage({ registration_data: JSON.stringify({ entries: { first_name: 'Ana', last_name: 7, pp: 'yes' } }) });
    expect(readHeldRegistration(storage)).toEqual({ entries: { ...emptyUserEntries(), first_name: 'Ana' }, fieldErrors: {} });
  });

  it.each([
    ['nothing held', undefined],
    ['not JSON', '{'],
    ['no entries', '{}'],
  ])('holds nothing with %s', (_, stored) => {
    expect(readHeldRegistration(memoryStorage(stored === undefined ? {} : { registration_data: stored }))).toBeUndefined();
  });

  it('is cleared', () => {
    const storage = memoryStorage();
    holdRegistration({ entries: emptyUserEntries(), fieldErrors: {} }, storage);
    clearHeldRegistration(storage);
    expect(readHeldRegistration(storage)).toBeUndefined();
  });
});
