import { describe, expect, it } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { preferenceAttributes, savePreferences } from './preferences';

const optIns = [
  { key: 'emailOptin', value: 'E-mail', subscribe: true },
  { key: 'cashbackOptin', value: 'Cashback', subscribe: false },
  { key: 'all', value: 'All of the above', subscribe: false },
];

describe('saving the preferences (SPEC 2 site-settings)', () => {
  it("saves the opt-in list without 'All of the above' and the chosen categories, each once", () => {
    expect(preferenceAttributes({ optIns, categoryIds: ['travel', 'dining', 'travel'] })).toEqual([
      {
        key: 'marketing_opt_ins',
        value: JSON.stringify([
          { key: 'emailOptin', value: 'E-mail', subscribe: true },
          { key: 'cashbackOptin', value: 'Cashback', subscribe: false },
        ]),
      },
      { key: 'offers_preference', value: '["travel","dining"]' },
    ]);
  });

  it('saves no choice the site does not offer', () => {
    expect(preferenceAttributes({ optIns: undefined, categoryIds: undefined })).toEqual([]);
    expect(preferenceAttributes({ optIns: undefined, categoryIds: [] })).toEqual([{ key: 'offers_preference', value: '[]' }]);
  });

  it('posts them to v2/user of the site and resolves what the gateway holds now', async () => {
    const held = [
      { key: 'offers_preference', value: '["travel"]' },
      { key: 'email_optin', value: 'true' },
    ];
    const { api, requests, bodies } = recordingApi({}, () => json({ userSites: { 'site-1': { attributes: held } } }));
    await expect(savePreferences('site-1', { optIns: undefined, categoryIds: ['travel'] }, api)).resolves.toEqual({
      kind: 'saved',
      attributes: { offers_preference: '["travel"]', email_optin: 'true' },
    });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/v2/user/site-1`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ attributes: [{ key: 'offers_preference', value: '["travel"]' }] });
  });

  it.each([
    [400, { kind: 'failed' }],
    [500, { kind: 'alerted' }],
  ])('reads a status %i', async (status, expected) => {
    const { api } = recordingApi({}, () => json({ error: 'X' }, status));
    await expect(savePreferences('site-1', { optIns, categoryIds: [] }, api)).resolves.toEqual(expected);
  });
});
