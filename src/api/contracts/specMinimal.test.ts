// Each answer schema against the least SPEC 3 and 7 promise, and against answers with fields SPEC does not know: a
// bank's gateway that sends only what SPEC names, or more, must be read the same.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { assetListSchema, validationResponseSchema } from './assets';
import { backgroundCheckSchema, tokenResponseSchema, userProfileSchema } from './auth';
import { cashbackStatementSchema } from './cashback';
import { findCodeResponseSchema, preferenceDetailsSchema } from './passcode';
import { preferenceResponseSchema } from './preferences';

const extension = { bankExtension: { source: 'issuer', version: 3 }, links: [] };

/** Each schema with the least answer SPEC allows. */
const minimalAnswers: [string, z.ZodMiniType, unknown][] = [
  ['token (SPEC 3: access_token, expires_in)', tokenResponseSchema, { access_token: 'a.b.c', expires_in: 900 }],
  [
    'profile (SPEC 3: email, status and identifier; others may be absent)',
    userProfileSchema,
    { email: 'a@b.example', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'a@b.example' },
  ],
  ['background check', backgroundCheckSchema, { passesBackgroundCheck: true }],
  [
    'preferences (userSites keyed by site id, with attributes)',
    preferenceResponseSchema,
    { userSites: { localhost: { attributes: [{ key: 'locale', value: 'en_us' }] } } },
  ],
  ['preferences of a user with no site yet', preferenceResponseSchema, { userSites: {} }],
  ['preference details without a phone', preferenceDetailsSchema, { email: 'a•••@b.example' }],
  ['validation', validationResponseSchema, { eligible: true, productType: 'C' }],
  ['cashback', cashbackStatementSchema, [{ pan: '0010', status: 'ELIGIBLE' }]],
  ['a card list of assetId only', assetListSchema, [{ assetId: 'a1', assetType: 'PAN', value: '0010', defaultAsset: true, metadata: [] }]],
  ['a card list of id only', assetListSchema, [{ id: 'a1', assetType: 'PAN', value: '0010', defaultAsset: true, metadata: [] }]],
  ['find-code with no body', findCodeResponseSchema, {}],
];

describe('the contract reads SPEC-minimal answers', () => {
  it.each(minimalAnswers)('%s', (_name, schema, answer) => {
    expect(z.safeParse(schema, answer).success).toBe(true);
  });

  it.each(minimalAnswers.filter(([, , answer]) => typeof answer === 'object' && answer !== null && !Array.isArray(answer)))(
    '%s, with fields SPEC does not know',
    (_name, schema, answer) => {
      const result = z.safeParse(schema, { ...(answer as object), ...extension });
      expect(result.success).toBe(true);
    },
  );

  it('reads a card with extra fields on the card and its metadata, keeping what SPEC names', () => {
    const [card] = assetListSchema.parse([
      { id: 'a1', assetType: 'PAN', value: '0010', defaultAsset: false, metadata: [{ name: 'LAST_FOUR', value: '0010', source: 'x' }], ...extension },
    ]);
    expect(card).toMatchObject({ id: 'a1', assetId: 'a1', value: '0010', defaultAsset: false, metadata: [{ name: 'LAST_FOUR', value: '0010' }] });
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['absent', undefined],
  ])('reads a preference-details phone that is %s as none', (_name, phone) => {
    expect(preferenceDetailsSchema.parse({ email: 'a•••@b.example', ...(phone === undefined ? {} : { phone }) })).toEqual({
      email: 'a•••@b.example',
      phone: null,
      preferredChannel: null,
    });
  });

  it.each([
    ['a channel it names', 'SMS', 'SMS'],
    ['no channel', undefined, null],
    ['a channel it does not know', 'PIGEON', null],
  ])('reads a preference-details answer with %s as the cardholder’s choice, or none', (_name, preferredChannel, read) => {
    expect(preferenceDetailsSchema.parse({ email: 'a•••@b.example', phone: null, preferredChannel }).preferredChannel).toBe(read);
  });

  it('keeps a masked phone', () => {
    expect(preferenceDetailsSchema.parse({ email: 'a•••@b.example', phone: '•••0100' }).phone).toBe('•••0100');
  });

  it.each([
    ['a card without any id', [{ assetType: 'PAN', value: '0010', defaultAsset: true, metadata: [] }], 'assetId'],
    ['a token without access_token', { expires_in: 900 }, 'access_token'],
  ])('still refuses %s, naming the field', (_name, answer, field) => {
    const schema = Array.isArray(answer) ? assetListSchema : tokenResponseSchema;
    const result = z.safeParse(schema, answer);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).join(' ')).toContain(field);
  });
});
