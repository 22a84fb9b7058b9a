import { describe, expect, it } from 'vitest';
import { isFieldRequired, isFieldShown, siteOrLocaleFor, userFormLayout, validateUserForm, type UserFormSettings, type UserFormValues } from './userForm';

const today = new Date(2026, 10, 23);

const demoSettings: UserFormSettings = {
  profile: { first_name: '0', last_name: '0', dob: '1', phone: '1', title: '2', nationalId: '0', address: '3', bin: 'Optional' },
  enrollment: { date_format: 'MM-DD-YYYY', dob_min_age: '18', privacy_policy_display: 'A', national_id_type: 'ssn', postal_code_mask: '00000' },
  siteOrLocale: 'localhost_en_us',
  mode: 'registration',
};

const valid: UserFormValues = {
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.com',
  password: 'Good-Passw0rd',
  confirm_password: 'Good-Passw0rd',
  dob: { mm: '04', dd: '12', yyyy: '1990' },
  phone: '+1 555 0100',
  nationalId: '123-45-6780',
  pp: true,
};

describe('userFormLayout', () => {
  it('shows Mandatory and Optional fields on registration and skips None and ProfileOptional', () => {
    const layout = userFormLayout(demoSettings);
    expect(isFieldShown(layout, 'first_name')).toBe(true);
    expect(isFieldShown(layout, 'dob')).toBe(true);
    expect(isFieldShown(layout, 'title')).toBe(false);
    expect(isFieldShown(layout, 'address')).toBe(false);
    expect(isFieldRequired(layout, 'dob')).toBe(false);
    expect(isFieldRequired(layout, 'nationalId')).toBe(true);
  });

  it('shows ProfileOptional fields on the profile and leaves out pp, national id, password, confirm password and e-mail', () => {
    const layout = userFormLayout({ ...demoSettings, mode: 'profile' });
    expect(isFieldShown(layout, 'address')).toBe(true);
    expect(isFieldRequired(layout, 'address')).toBe(false);
    for (const field of ['pp', 'nationalId', 'password', 'confirm_password', 'email'] as const) expect(isFieldShown(layout, field)).toBe(false);
  });

  it('asks for names, e-mail and password when a site describes no profile attributes', () => {
    const layout = userFormLayout({ profile: undefined, enrollment: undefined, siteOrLocale: 'en_us', mode: 'registration' });
    expect(['first_name', 'last_name', 'email', 'password', 'confirm_password'].every((field) => isFieldRequired(layout, field as never))).toBe(true);
    expect(['dob', 'phone', 'nationalId', 'bin', 'address', 'pp', 'title'].some((field) => isFieldShown(layout, field as never))).toBe(false);
  });

  it('reads the BIN level from ninedigitbin when bin is not configured', () => {
    const layout = userFormLayout({ ...demoSettings, profile: { ninedigitbin: '0' } });
    expect(isFieldRequired(layout, 'bin')).toBe(true);
  });
});

describe('validateUserForm', () => {
  const layout = userFormLayout(demoSettings);

  it('passes a complete, valid registration', () => {
    expect(validateUserForm(layout, valid, today)).toEqual({});
  });

  it.each([
    ['a blank first name', { first_name: '  ' }, { first_name: { id: 'required' } }],
    ['a name with a forbidden character', { last_name: 'Lima<' }, { last_name: { id: 'error' } }],
    ['a malformed e-mail', { email: 'ana@' }, { email: { id: 'error' } }],
    ['a weak password, counting its failed rules', { password: 'abc', confirm_password: 'abc' }, { password: { id: 'passwordRulesError', count: 4 } }],
    ['a different confirmation', { confirm_password: 'Other-Passw0rd' }, { confirm_password: { id: 'mustMatch' } }],
    ['an incomplete date of birth', { dob: { mm: '04', dd: '', yyyy: '1990' } }, { dob: { id: 'IncompleteFieldError' } }],
    ['a birth date under the minimum age', { dob: { mm: '01', dd: '01', yyyy: '2015' } }, { dob: { id: 'invalidAgeError' } }],
    ['a phone of three digits', { phone: '123' }, { phone: { id: 'error' } }],
    ['a blank national id when it is mandatory', { nationalId: '' }, { nationalId: { id: 'required' } }],
    ['an SSN with a 000 area', { nationalId: '000-45-6789' }, { nationalId: { id: 'error' } }],
    ['an unticked privacy policy shown as A', { pp: false }, { pp: { id: 'required' } }],
    ['a BIN not starting with 4', { bin: '512345678' }, { bin: { id: 'error' } }],
    ['a name over 100 characters', { first_name: 'A'.repeat(101) }, { first_name: { id: 'error' } }],
  ] satisfies [string, UserFormValues, object][])('reports %s', (_name, change, errors) => {
    expect(validateUserForm(layout, { ...valid, ...change }, today)).toEqual(errors);
  });

  it('lets optional fields stay blank', () => {
    expect(validateUserForm(layout, { ...valid, dob: { mm: '', dd: '', yyyy: '' }, phone: '' }, today)).toEqual({});
  });

  it('does not judge fields the site does not show', () => {
    expect(validateUserForm(layout, { ...valid, title: 'x'.repeat(500), address: { street: '<script>' } }, today)).toEqual({});
  });

  it('accepts only the known titles when the title is shown', () => {
    const withTitle = userFormLayout({ ...demoSettings, profile: { ...demoSettings.profile, title: '1' } });
    expect(validateUserForm(withTitle, { ...valid, title: 'Mx' }, today)).toEqual({});
    expect(validateUserForm(withTitle, { ...valid, title: 'Lord' }, today)).toEqual({ title: { id: 'error' } });
  });

  describe('address on the profile (ProfileOptional, then Mandatory)', () => {
    it('checks each part for markup, links and path sequences and the zip code against the mask', () => {
      const profile = userFormLayout({ ...demoSettings, mode: 'profile' });
      const errors = validateUserForm(
        profile,
        { first_name: 'Ana', last_name: 'Lima', address: { street: 'http://x', city: '../etc', zipcode: '123' } },
        today,
      );
      expect(errors).toEqual({ 'address.street': { id: 'error' }, 'address.city': { id: 'error' }, 'address.zipcode': { id: 'error' } });
    });

    it('requires street, number, city, state and zip code when the address is mandatory, never neighborhood or additional information', () => {
      const mandatory = userFormLayout({ ...demoSettings, mode: 'profile', profile: { ...demoSettings.profile, address: '0' } });
      const errors = validateUserForm(mandatory, { first_name: 'Ana', last_name: 'Lima', address: {} }, today);
      expect(Object.keys(errors).sort()).toEqual(['address.city', 'address.number', 'address.state', 'address.street', 'address.zipcode']);
    });
  });
});

describe('siteOrLocaleFor', () => {
  it('reads the country from a site id that ends in a locale, else from the page locale', () => {
    expect(siteOrLocaleFor('promotions.example.com_pt_br', 'en_us')).toBe('promotions.example.com_pt_br');
    expect(siteOrLocaleFor('localhost', 'pt_br')).toBe('pt_br');
  });
});
