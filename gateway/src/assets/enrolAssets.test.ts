import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInAccount } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertSite } from '../testing/testSites';
import { seedCardFingerprint } from './cardFingerprint';
import { enrolAssets } from './enrolAssets';
import { listAssetRows } from './userAssets';

const demoUserId = '00000000-0000-4000-8000-00000000c001';
const now = 1_900_000_000;

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

describe('enrolAssets, the enrolment registration also calls', () => {
  it('enrols the cards of a new account, the first one default, stamped with the given time', async () => {
    const { id } = await newSignedInAccount(gateway);
    const outcome = await enrolAssets(gateway.env, {
      userId: id,
      siteId: 'localhost',
      values: ['4000000000000010', '4130000000000021'],
      now,
      caller: 'tester',
    });
    expect(outcome).toMatchObject({
      kind: 'enrolled',
      assets: [
        { value: '0010', defaultAsset: true },
        { value: '0021', defaultAsset: false },
      ],
    });
    expect((await listAssetRows(gateway.env.DB, { userId: id, siteId: 'localhost' })).map((row) => row.enrolled_at)).toEqual([now, now]);
  });

  it('refuses as values, naming the card: not eligible, then duplicate', async () => {
    const { id } = await newSignedInAccount(gateway);
    const owner = { userId: id, siteId: 'localhost' };
    expect(await enrolAssets(gateway.env, { ...owner, values: ['4120000000000015'], now, caller: 'tester' })).toEqual({
      kind: 'refused',
      status: 422,
      error: 'CARD_NOT_ELIGIBLE',
      details: { index: 0 },
    });
    await enrolAssets(gateway.env, { ...owner, values: ['4242424242424242'], now, caller: 'tester' });
    expect(await enrolAssets(gateway.env, { ...owner, values: ['4000000000000010', '4242424242424242'], now, caller: 'tester' })).toEqual({
      kind: 'refused',
      status: 409,
      error: 'DUPLICATE_CARD',
      details: { index: 1 },
    });
  });

  it('lets exactly one of two enrolments racing for the last place win', async () => {
    await insertSite(gateway, 'localhost_one-card', { pan_capture: { limit: 1 } });
    const { id } = await newSignedInAccount(gateway, { siteId: 'localhost_one-card' });
    const owner = { userId: id, siteId: 'localhost_one-card' };
    const outcomes = await Promise.all([
      enrolAssets(gateway.env, { ...owner, values: ['4000000000000010'], now, caller: 'tester' }),
      enrolAssets(gateway.env, { ...owner, values: ['4020000000000016'], now, caller: 'tester' }),
    ]);
    expect(outcomes.map((outcome) => (outcome.kind === 'enrolled' ? 'enrolled' : outcome.error)).sort()).toEqual(['CARD_LIMIT_REACHED', 'enrolled']);
    expect(await listAssetRows(gateway.env.DB, owner)).toHaveLength(1);
  });

  it('enrols the same card only once when two requests race with it', async () => {
    const { id } = await newSignedInAccount(gateway);
    const owner = { userId: id, siteId: 'localhost' };
    const outcomes = await Promise.all([
      enrolAssets(gateway.env, { ...owner, values: ['4000000000000010'], now, caller: 'tester' }),
      enrolAssets(gateway.env, { ...owner, values: ['4000000000000010'], now, caller: 'tester' }),
    ]);
    expect(outcomes.map((outcome) => (outcome.kind === 'enrolled' ? 'enrolled' : outcome.error)).sort()).toEqual(['DUPLICATE_CARD', 'enrolled']);
    expect(await listAssetRows(gateway.env.DB, owner)).toHaveLength(1);
  });
});

describe('seeded cards without their numbers', () => {
  it.each([
    ['00000000-0000-4000-8000-0000000a0001', '4111111111111111'],
    ['00000000-0000-4000-8000-0000000a0002', '4130000000000013'],
  ])('seed row %s carries the seed fingerprint of %s', async (id, pan) => {
    const row = await gateway.env.DB.prepare('SELECT fingerprint FROM user_assets WHERE id = ?').bind(id).first<{ fingerprint: string }>();
    expect(row?.fingerprint).toBe(await seedCardFingerprint(pan));
  });

  it('are recognised as duplicates outside production', async () => {
    const outcome = await enrolAssets(gateway.env, { userId: demoUserId, siteId: 'localhost', values: ['4130000000000013'], now, caller: 'tester' });
    expect(outcome).toMatchObject({ kind: 'refused', error: 'DUPLICATE_CARD' });
  });

  it('are not looked for in production, where the seed never runs', async () => {
    const production = { ...gateway.env, ENVIRONMENT: 'production' };
    await gateway.env.DB.prepare("DELETE FROM user_assets WHERE id = '00000000-0000-4000-8000-0000000a0001'").run();
    const outcome = await enrolAssets(production, { userId: demoUserId, siteId: 'localhost', values: ['4111111111111111'], now, caller: 'tester' });
    expect(outcome).toMatchObject({ kind: 'enrolled', assets: [{ value: '1111' }] });
  });
});
