import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../api/testing/recordingApi';
import { keepWork, keptWorkLifetimeMs, offerWork, takeWork, withoutSecrets } from './keptWork';

describe('work kept across a sign-out', () => {
  it('gives the offered values back once, on the same screen, to the same user', () => {
    const storage = memoryStorage();
    const withdraw = offerWork(() => ({ route: 'edit-profile', owner: 'u-1', values: { first_name: 'Ada', address: { city: 'Lisbon' } } }));
    keepWork(storage, 1_000);
    withdraw();
    expect(takeWork('profile', 'u-1', storage, 2_000)).toBeUndefined();
    expect(takeWork('edit-profile', 'u-1', storage, 2_000)).toEqual({ first_name: 'Ada', address: { city: 'Lisbon' } });
    expect(takeWork('edit-profile', 'u-1', storage, 2_000)).toBeUndefined();
  });

  it("never gives one user's values to another, and drops them", () => {
    const storage = memoryStorage();
    const withdraw = offerWork(() => ({ route: 'edit-profile', owner: 'u-1', values: { first_name: 'Ada' } }));
    keepWork(storage, 1_000);
    withdraw();
    expect(takeWork('edit-profile', 'u-2', storage, 2_000)).toBeUndefined();
    expect(storage.values.size).toBe(0);
  });

  it('drops values older than an hour', () => {
    const storage = memoryStorage();
    const withdraw = offerWork(() => ({ route: 'edit-profile', owner: 'u-1', values: { first_name: 'Ada' } }));
    keepWork(storage, 1_000);
    withdraw();
    expect(takeWork('edit-profile', 'u-1', storage, 1_000 + keptWorkLifetimeMs + 1)).toBeUndefined();
  });

  it('keeps nothing when no screen offers work', () => {
    const storage = memoryStorage();
    keepWork(storage, 1_000);
    expect(storage.values.size).toBe(0);
  });

  it('never stores a password, card number, national id or code, whatever the screen offers', () => {
    const storage = memoryStorage();
    const withdraw = offerWork(() => ({
      route: 'registration',
      owner: 'u-1',
      values: {
        first_name: 'Ada',
        password: 'Secret-1!',
        confirm_password: 'Secret-1!',
        nationalId: '123',
        pan: '4111',
        cards: ['4111'],
        otp: '123456',
        bin: '411111',
      },
    }));
    keepWork(storage, 1_000);
    withdraw();
    const stored = [...storage.values.values()].join();
    for (const secret of ['Secret-1!', '4111', '123456', '411111']) expect(stored).not.toContain(secret);
    expect(takeWork('registration', 'u-1', storage, 2_000)).toEqual({ first_name: 'Ada' });
  });

  it('refuses stored text that is not kept work', () => {
    const storage = memoryStorage();
    storage.setItem('kept_work', '{"route":1}');
    expect(takeWork('edit-profile', 'u-1', storage, 2_000)).toBeUndefined();
    storage.setItem('kept_work', 'not json');
    expect(takeWork('edit-profile', 'u-1', storage, 2_000)).toBeUndefined();
  });

  it('strips secrets at any depth', () => {
    expect(withoutSecrets({ a: { password: 'x', b: [{ pan: '4', c: 1 }] } })).toEqual({ a: { b: [{ c: 1 }] } });
  });
});
