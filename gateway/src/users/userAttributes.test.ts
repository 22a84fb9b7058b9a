import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { readAttributes, removeAttributes, writeAttributes } from './userAttributes';

const demoUserId = '00000000-0000-4000-8000-00000000c001';
let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

describe('user attributes', () => {
  it('writes, overwrites and reads back attributes per site', async () => {
    const db = gateway.env.DB;
    await writeAttributes(db, demoUserId, 'localhost', [
      { key: 'phone', value: '+1 555 0100' },
      { key: 'locale', value: 'en_us' },
    ]);
    await writeAttributes(db, demoUserId, 'localhost', [{ key: 'phone', value: '+1 555 0199' }]);
    await writeAttributes(db, demoUserId, 'localhost_demo-bank', [{ key: 'phone', value: 'other site' }]);
    expect(await readAttributes(db, demoUserId, 'localhost')).toEqual([
      { key: 'locale', value: 'en_us' },
      { key: 'phone', value: '+1 555 0199' },
    ]);
  });

  it('removes only the named attributes', async () => {
    const db = gateway.env.DB;
    await removeAttributes(db, demoUserId, 'localhost', ['phone']);
    expect(await readAttributes(db, demoUserId, 'localhost')).toEqual([{ key: 'locale', value: 'en_us' }]);
    expect(await readAttributes(db, demoUserId, 'localhost_demo-bank')).toEqual([{ key: 'phone', value: 'other site' }]);
  });

  it('refuses a value longer than 8000 characters', async () => {
    await expect(writeAttributes(gateway.env.DB, demoUserId, 'localhost', [{ key: 'big', value: 'x'.repeat(8001) }])).rejects.toThrow();
  });
});
