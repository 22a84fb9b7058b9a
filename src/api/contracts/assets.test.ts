import { describe, expect, it } from 'vitest';
import { assetListSchema } from './assets';

// SPEC 3: an asset's id is "assetId (also seen as id)". A bank's gateway may send either name, or both.
const card = { assetType: 'PAN', value: '4242', defaultAsset: true, metadata: [{ name: 'LAST_FOUR', value: '4242' }] };

describe('the card list contract (SPEC 3 "Asset")', () => {
  it.each([
    ['both names', { ...card, assetId: 'a-1', id: 'a-1' }],
    ['assetId alone', { ...card, assetId: 'a-1' }],
    ['id alone', { ...card, id: 'a-1' }],
  ])('accepts a card with %s, and gives it under both names', (_, answer) => {
    const [parsed] = assetListSchema.parse([answer]);
    expect(parsed?.id).toBe('a-1');
    expect(parsed?.assetId).toBe('a-1');
  });

  it('ignores fields SPEC does not name', () => {
    const [parsed] = assetListSchema.parse([{ ...card, id: 'a-2', issuerNote: 'x', nested: { any: 1 } }]);
    expect(parsed).toEqual({ ...card, assetId: 'a-2', id: 'a-2' });
  });

  it('refuses a card with neither id, naming assetId', () => {
    const result = assetListSchema.safeParse([card]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([0, 'assetId']);
  });

  it('refuses an empty id', () => {
    expect(assetListSchema.safeParse([{ ...card, id: '' }]).success).toBe(false);
  });
});
