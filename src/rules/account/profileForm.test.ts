import { describe, expect, it } from 'vitest';
import { fieldErrorsOnForm, parseAddressAttribute, profileEntries, profileUpdateOf, withKeptEntries } from './profileForm';
import { emptyUserEntries, userFormLayout, type UserEntries } from '../fields/userForm';

const layout = (profile: Record<string, unknown>) =>
  userFormLayout({ profile, enrollment: { date_format: 'MM-DD-YYYY' }, siteOrLocale: 'en_us', mode: 'profile' });

const address = { street: 'Main St', number: '1', neighborhood: '', additionalInformation: '', city: 'Springfield', state: 'IL', zipcode: '62701' };

describe('the profile form prefilled from the account (SPEC 3)', () => {
  it('takes the profile columns and the site attributes', () => {
    const entries = profileEntries(
      { title: 'Ms', firstName: 'Dana', lastName: 'Demo', dob: '1990-04-12' },
      { phone: '+1 555 0100', ninedigitbin: '411111111', address: JSON.stringify(address), locale: 'en_us' },
    );
    expect(entries).toEqual({
      ...emptyUserEntries(),
      title: 'Ms',
      first_name: 'Dana',
      last_name: 'Demo',
      dob: { yyyy: '1990', mm: '04', dd: '12' },
      phone: '+1 555 0100',
      bin: '411111111',
      address,
    });
  });

  it('leaves absent values blank', () => {
    expect(profileEntries({ title: null, firstName: null, lastName: null, dob: null }, {})).toEqual(emptyUserEntries());
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not JSON', '{street'],
    ['not an object', '"Main St"'],
  ])('reads an %s address as blank parts', (_name, value) => {
    expect(parseAddressAttribute(value)).toEqual(emptyUserEntries().address);
  });

  it('keeps only the text parts of a stored address', () => {
    expect(parseAddressAttribute(JSON.stringify({ street: 'Main St', number: 1, country: 'US' }))).toEqual({
      ...emptyUserEntries().address,
      street: 'Main St',
    });
  });
});

describe('the update the profile form sends (SPEC 5 profile form)', () => {
  const entries: UserEntries = {
    ...emptyUserEntries(),
    title: 'Dr',
    first_name: ' Dana ',
    last_name: 'Demo',
    email: 'never@example.com',
    password: 'never',
    nationalId: 'never',
    pp: true,
    dob: { mm: '4', dd: '2', yyyy: '1990' },
    phone: '5550100',
    bin: '411111111',
    address,
  };

  it('sends the fields the site shows, never e-mail, password, national id or pp', () => {
    const update = profileUpdateOf(layout({ title: '1', dob: '1', phone: '1', address: '3', nationalId: '0', ninedigitbin: '1' }), entries);
    expect(update).toEqual({
      title: 'Dr',
      first_name: 'Dana',
      last_name: 'Demo',
      dob: '1990-04-02',
      phone: '5550100',
      bin: '411111111',
      address,
    });
  });

  it('leaves out the fields the site does not show', () => {
    expect(profileUpdateOf(layout({}), entries)).toEqual({ first_name: 'Dana', last_name: 'Demo' });
  });

  it('sends a blank date of birth as empty, clearing it', () => {
    expect(profileUpdateOf(layout({ dob: '1' }), { ...entries, dob: { mm: '', dd: '', yyyy: '' } }).dob).toBe('');
  });
});

describe("the gateway's field errors on the profile form", () => {
  const shown = layout({ dob: '1', phone: '1', address: '3' });

  it('keeps the errors of the fields and address parts the form shows', () => {
    const fields = { first_name: { id: 'required' }, phone: { id: 'error' }, 'address.zipcode': { id: 'error' }, dob: { id: 'invalidAgeError' } } as const;
    expect(fieldErrorsOnForm(shown, fields)).toEqual(fields);
  });

  it.each([
    ['a field the site does not show', { bin: { id: 'error' } }],
    ['a field the profile form never shows', { email: { id: 'error' }, password: { id: 'passwordRulesError', count: 2 } }],
    ['an unknown address part', { 'address.country': { id: 'error' } }],
    ['an unknown field', { nickname: { id: 'error' }, 'phone.extension': { id: 'error' } }],
  ] as const)('leaves out %s', (_name, fields) => {
    expect(fieldErrorsOnForm(shown, fields)).toEqual({});
  });
});

describe('withKeptEntries', () => {
  const own = { ...emptyUserEntries(), email: 'ada@example.com', first_name: 'Ada', dob: { mm: '01', dd: '02', yyyy: '1990' } };

  it('puts back the text fields as typed, the nested parts too', () => {
    const kept = { first_name: 'Adaline', phone: '+1 555 0100', dob: { yyyy: '1991' }, address: { city: 'Lisbon' } };
    const entries = withKeptEntries(own, kept);
    expect(entries).toMatchObject({ first_name: 'Adaline', phone: '+1 555 0100', dob: { mm: '01', dd: '02', yyyy: '1991' } });
    expect(entries.address.city).toBe('Lisbon');
    expect(entries.address.street).toBe('');
  });

  it('keeps the e-mail, password and national id the profile has, whatever was kept', () => {
    const entries = withKeptEntries(own, { email: 'mallory@example.com', password: 'x', nationalId: '123' });
    expect(entries).toEqual(own);
  });

  it('ignores values of the wrong kind or length, and anything that is not an object', () => {
    expect(withKeptEntries(own, { first_name: 7, last_name: 'x'.repeat(201) })).toEqual(own);
    expect(withKeptEntries(own, 'text')).toEqual(own);
    expect(withKeptEntries(own, undefined)).toEqual(own);
  });
});
