import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAllowance, takeAllowance, windowRemaining } from './rateLimit';
import { startLocalGateway, type LocalGateway } from './testing/localGateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const limit = { limit: 3, windowSeconds: 60 };

describe('fixed-window rate limits', () => {
  it('allows the limit within a window, counting down, and refuses beyond', async () => {
    const db = gateway.env.DB;
    const taken = [];
    for (let action = 0; action < 5; action += 1) taken.push(await takeAllowance(db, 'key-a', limit, 1000));
    expect(taken).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
      { allowed: false, remaining: 0 },
      { allowed: false, remaining: 0 },
    ]);
    expect(await windowRemaining(db, 'key-a', limit, 1010)).toBe(50);
  });

  it('starts a new window once the old one has run out', async () => {
    const db = gateway.env.DB;
    for (let action = 0; action < 4; action += 1) await takeAllowance(db, 'key-b', limit, 1000);
    expect(await takeAllowance(db, 'key-b', limit, 1060)).toEqual({ allowed: true, remaining: 2 });
  });

  it('keeps keys apart and forgets a reset one', async () => {
    const db = gateway.env.DB;
    for (let action = 0; action < 4; action += 1) await takeAllowance(db, 'key-c', limit, 1000);
    expect((await takeAllowance(db, 'key-d', limit, 1000)).allowed).toBe(true);
    await resetAllowance(db, 'key-c');
    expect(await takeAllowance(db, 'key-c', limit, 1001)).toEqual({ allowed: true, remaining: 2 });
    expect(await windowRemaining(db, 'key-none', limit, 1000)).toBe(0);
  });
});
