import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../api/testing/recordingApi';
import { clearLoginData, readLoginData, saveLoginData, type LoginData } from './loginData';

const data: LoginData = { username: 'ana@example.com', challenge: 'c-1', channels: ['EMAIL', 'SMS'], expiresAt: 2_000 };

describe('login data', () => {
  it('is read back while its challenge is good, and gone after', () => {
    const storage = memoryStorage();
    saveLoginData(data, storage);
    expect(readLoginData(1_999, storage)).toEqual(data);
    expect(readLoginData(2_000, storage)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['a wrong shape', JSON.stringify({ username: 1 })],
    ['an unknown channel', JSON.stringify({ ...data, channels: ['FAX'] })],
  ])('treats %s as no login data', (_, stored) => {
    expect(readLoginData(0, memoryStorage({ login_data: stored }))).toBeUndefined();
  });

  it('is cleared', () => {
    const storage = memoryStorage();
    saveLoginData(data, storage);
    clearLoginData(storage);
    expect(readLoginData(0, storage)).toBeUndefined();
  });
});
