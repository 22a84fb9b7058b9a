// The fields of the user form (registration and profile editing) as the site's layout shows them (SPEC 3, SPEC 5):
// masks format as typed, optional fields say so, every error sits under its field.
import type { Texts } from '../../content/textKeys';
import { countedText } from '../../content/pluralText';
import { applyMask } from '../../rules/fields/mask';
import { dobFieldOrder } from '../../rules/fields/dateOfBirth';
import type { FieldError } from '../../rules/fields/fieldErrors';
import { titleChoices } from '../../rules/fields/titles';
import {
  addressParts,
  isFieldRequired,
  isFieldShown,
  type AddressPart,
  type UserEntries,
  type UserField,
  type UserFieldPath,
  type UserFormLayout,
} from '../../rules/fields/userForm';
import { Checkbox } from '../Checkbox';
import { DateOfBirthField } from '../DateOfBirthField';
import { PasswordField } from '../PasswordField';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { fieldErrorText } from '../fieldErrorText';
import { titleTextKeys } from './titleTextKeys';

export const userFormFieldTextKeys = [
  'user.title.label',
  'user.title.choose',
  ...titleTextKeys,
  'user.first_name.label',
  'user.last_name.label',
  'user.email.label',
  'user.password.label',
  'user.password.rules',
  'user.confirm_password.label',
  'user.dob.legend',
  'user.dob.mm',
  'user.dob.dd',
  'user.dob.yyyy',
  'user.phone.label',
  'user.nationalId.label',
  'user.bin.label',
  'user.address.legend',
  'user.address.street',
  'user.address.number',
  'user.address.neighborhood',
  'user.address.additionalInformation',
  'user.address.city',
  'user.address.state',
  'user.address.zipcode',
  'user.pp.label',
  'user.optional',
  'form.showPassword',
  'field.required',
  'field.invalid',
  'field.mustMatch',
  'field.passwordRulesError',
  'field.passwordCompromised',
  'field.IncompleteFieldError',
  'field.incompleteFormateError',
  'field.invalidAgeError',
  'field.maxAgeError',
  'field.email.invalid',
  'field.first_name.invalid',
  'field.last_name.invalid',
  'field.phone.invalid',
  'field.nationalId.invalid',
  'field.bin.invalid',
  'field.address.invalid',
  'field.address.zipcode.invalid',
  'field.pp.required',
] as const;
export type UserFormFieldTexts = Pick<Texts, (typeof userFormFieldTextKeys)[number]>;

export interface UserFormFieldsProps {
  layout: UserFormLayout;
  entries: UserEntries;
  set: <K extends keyof UserEntries>(field: K, value: UserEntries[K]) => void;
  errorOf: (path: UserFieldPath) => FieldError | undefined;
  touch: (path: UserFieldPath) => void;
  texts: UserFormFieldTexts;
  withOtherTitles: boolean;
}

type TextEntry = 'first_name' | 'last_name' | 'email' | 'phone' | 'nationalId' | 'bin';

const autoComplete = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  nationalId: 'off',
  bin: 'off',
} as const satisfies Record<TextEntry, string>;

const addressAutoComplete = {
  street: 'address-line1',
  number: 'address-line2',
  neighborhood: 'address-level3',
  additionalInformation: 'address-line3',
  city: 'address-level2',
  state: 'address-level1',
  zipcode: 'postal-code',
} as const satisfies Record<AddressPart, string>;

export function UserFormFields({ layout, entries, set, errorOf, touch, texts, withOtherTitles }: UserFormFieldsProps) {
  const shown = (field: UserField) => isFieldShown(layout, field);
  const required = (field: UserField) => isFieldRequired(layout, field);
  const label = (text: string, field: UserField) => (required(field) ? text : `${text} ${texts['user.optional']}`);
  const error = (path: UserFieldPath, values: Record<string, string | number> = {}) =>
    fieldErrorText(texts, path.startsWith('address.') && path !== 'address.zipcode' ? 'address' : path, errorOf(path), values);

  const textField = (
    field: TextEntry,
    text: string,
    format: (typed: string) => string = (typed) => typed,
    extra: { type?: 'email' | 'tel'; inputMode?: 'numeric' | 'tel' | 'email'; maxLength?: number; placeholder?: string } = {},
  ) =>
    shown(field) && (
      <TextField
        name={field}
        label={label(text, field)}
        isRequired={required(field)}
        autoComplete={autoComplete[field]}
        value={entries[field]}
        onChange={(typed) => set(field, format(typed))}
        onBlur={() => touch(field)}
        errorMessage={error(field)}
        {...extra}
      />
    );
  const masked = (mask: string | undefined) => (typed: string) => (mask === undefined ? typed : applyMask(mask, typed));

  return (
    <>
      {shown('title') && (
        <SelectField
          name="title"
          label={label(texts['user.title.label'], 'title')}
          placeholder={texts['user.title.choose']}
          options={titleChoices(withOtherTitles).map((title) => ({ key: title, value: texts[`user.title.${title}`] }))}
          value={entries.title}
          onChange={(value) => set('title', value)}
          onBlur={() => touch('title')}
          isRequired={required('title')}
          errorMessage={error('title')}
        />
      )}
      {textField('first_name', texts['user.first_name.label'])}
      {textField('last_name', texts['user.last_name.label'])}
      {textField('email', texts['user.email.label'], (typed) => typed, { type: 'email', inputMode: 'email', maxLength: 254 })}
      {shown('password') && (
        <PasswordField
          name="password"
          label={texts['user.password.label']}
          description={texts['user.password.rules']}
          showLabel={texts['form.showPassword']}
          autoComplete="new-password"
          isRequired
          value={entries.password}
          onChange={(typed) => set('password', typed)}
          onBlur={() => touch('password')}
          errorMessage={error('password')}
        />
      )}
      {shown('confirm_password') && (
        <PasswordField
          name="confirm_password"
          label={texts['user.confirm_password.label']}
          showLabel={texts['form.showPassword']}
          autoComplete="new-password"
          isRequired
          value={entries.confirm_password}
          onChange={(typed) => set('confirm_password', typed)}
          onBlur={() => touch('confirm_password')}
          errorMessage={error('confirm_password')}
        />
      )}
      {shown('dob') && (
        <DateOfBirthField
          legend={label(texts['user.dob.legend'], 'dob')}
          partLabels={{ mm: texts['user.dob.mm'], dd: texts['user.dob.dd'], yyyy: texts['user.dob.yyyy'] }}
          order={dobFieldOrder(layout.dateFormat)}
          value={entries.dob}
          onChange={(dob) => set('dob', dob)}
          onBlur={() => touch('dob')}
          isRequired={required('dob')}
          errorMessage={error('dob', { minAge: layout.bin.minAge })}
        />
      )}
      {textField('phone', texts['user.phone.label'], masked(layout.phone.mask), {
        type: 'tel',
        inputMode: 'tel',
        maxLength: 20,
        // The country's calling code as the empty field's example, when the site sets no phone format.
        ...(layout.phone.countryCode === undefined ? {} : { placeholder: `+${layout.phone.countryCode} …` }),
      })}
      {textField('nationalId', texts['user.nationalId.label'], masked(layout.nationalId.mask), { inputMode: 'numeric', maxLength: 20 })}
      {textField(
        'bin',
        countedText(texts['user.bin.label'], layout.bin.length, { length: layout.bin.length }),
        (typed) => typed.replace(/\D/g, '').slice(0, layout.bin.length),
        {
          inputMode: 'numeric',
          maxLength: layout.bin.length,
        },
      )}
      {shown('address') && (
        <fieldset className="field-group">
          <legend className="field-label">{label(texts['user.address.legend'], 'address')}</legend>
          {addressParts.map((part) => {
            const partRequired = required('address') && part !== 'neighborhood' && part !== 'additionalInformation';
            const partLabel = texts[`user.address.${part}`];
            return (
              <TextField
                key={part}
                name={`address.${part}`}
                label={partRequired ? partLabel : `${partLabel} ${texts['user.optional']}`}
                isRequired={partRequired}
                autoComplete={addressAutoComplete[part]}
                value={entries.address[part]}
                onChange={(typed) => set('address', { ...entries.address, [part]: part === 'zipcode' ? masked(layout.postalCode.mask)(typed) : typed })}
                onBlur={() => touch(`address.${part}`)}
                errorMessage={error(`address.${part}`)}
              />
            );
          })}
        </fieldset>
      )}
      {shown('pp') && (
        <Checkbox
          name="pp"
          isRequired={required('pp')}
          isSelected={entries.pp}
          onChange={(selected) => {
            set('pp', selected);
            touch('pp');
          }}
          errorMessage={error('pp')}
        >
          {texts['user.pp.label']}
        </Checkbox>
      )}
    </>
  );
}
