import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../api/testing/recordingApi';
import { clearCheckCodeData, readCheckCodeData, saveCheckCodeData, type CheckCodeData } from './checkCodeData';

const data: CheckCodeData = { channel: 'EMAIL', destination: 'a•••@example.com', expiresAt: 2_000 };

describe('where the check code went', () => {
  it('is read back while the code is good, and gone after', () => {
    const storage = memoryStorage();
    saveCheckCodeData(data, storage);
    expect(readCheckCodeData(1_999, storage)).toEqual(data);
    expect(readCheckCodeData(2_000, storage)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['a wrong shape', JSON.stringify({ channel: 'EMAIL' })],
    ['an unknown channel', JSON.stringify({ ...data, channel: 'TOTP' })],
  ])('treats %s as nothing held', (_, stored) => {
    expect(readCheckCodeData(0, memoryStorage({ check_code_data: stored }))).toBeUndefined();
  });

  it('is cleared', () => {
    const storage = memoryStorage();
    saveCheckCodeData(data, storage);
    clearCheckCodeData(storage);
    expect(readCheckCodeData(0, storage)).toBeUndefined();
  });
});
