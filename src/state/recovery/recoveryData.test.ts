import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../api/testing/recordingApi';
import { clearRecoveryData, readRecoveryData, recoveryDataLifetimeMs, recoveryProgress, saveRecoveryData } from './recoveryData';

describe('recovery data held between the recovery pages', () => {
  it('is read back for a passcode lifetime, and gone after', () => {
    const storage = memoryStorage();
    saveRecoveryData({ email: 'ana@example.com', channel: 'SMS' }, 1_000, storage);
    expect(readRecoveryData(1_000 + recoveryDataLifetimeMs - 1, storage)).toEqual({
      email: 'ana@example.com',
      channel: 'SMS',
      expiresAt: 1_000 + recoveryDataLifetimeMs,
    });
    expect(readRecoveryData(1_000 + recoveryDataLifetimeMs, storage)).toBeUndefined();
  });

  it('holds no password: only the address, the channel and a checked passcode', () => {
    const storage = memoryStorage();
    saveRecoveryData({ email: 'ana@example.com', channel: 'EMAIL', passcode: '123456' }, 0, storage);
    expect(Object.keys(JSON.parse(storage.values.get('recovery_data') ?? '{}') as object).sort()).toEqual(['channel', 'email', 'expiresAt', 'passcode']);
  });

  it.each([
    ['not JSON', '{'],
    ['a wrong shape', JSON.stringify({ email: 1, expiresAt: 9e15 })],
    ['an unknown channel', JSON.stringify({ email: 'ana@example.com', channel: 'FAX', expiresAt: 9e15 })],
    ['a passcode that is not 6 digits', JSON.stringify({ email: 'ana@example.com', passcode: '12ab56', expiresAt: 9e15 })],
    ['no expiry', JSON.stringify({ email: 'ana@example.com' })],
  ])('treats %s as no recovery data', (_, stored) => {
    expect(readRecoveryData(0, memoryStorage({ recovery_data: stored }))).toBeUndefined();
  });

  it('is cleared', () => {
    const storage = memoryStorage();
    saveRecoveryData({ email: 'ana@example.com' }, 0, storage);
    clearRecoveryData(storage);
    expect(readRecoveryData(0, storage)).toBeUndefined();
  });

  it.each([
    ['nothing held', undefined, { hasEmail: false, sent: false, verified: false }],
    ['an address', { email: 'a@example.com', expiresAt: 1 }, { hasEmail: true, sent: false, verified: false }],
    ['a passcode sent', { email: 'a@example.com', channel: 'EMAIL' as const, expiresAt: 1 }, { hasEmail: true, sent: true, verified: false }],
    [
      'a passcode checked',
      { email: 'a@example.com', channel: 'SMS' as const, passcode: '123456', expiresAt: 1 },
      { hasEmail: true, sent: true, verified: true },
    ],
  ])('tells the steps how far the journey went: %s', (_, data, progress) => {
    expect(recoveryProgress(data)).toEqual(progress);
  });
});
