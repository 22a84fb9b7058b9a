import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../api/testing/recordingApi';
import { rememberEmail, rememberedEmail } from './rememberedEmail';

describe('the remembered e-mail address', () => {
  it('is kept when the box is ticked and given back on the next visit', () => {
    const storage = memoryStorage();
    rememberEmail(' ada@example.com ', true, storage);
    expect(rememberedEmail(storage)).toBe('ada@example.com');
  });

  it('is forgotten when a later sign-in leaves the box unticked', () => {
    const storage = memoryStorage();
    rememberEmail('ada@example.com', true, storage);
    rememberEmail('ada@example.com', false, storage);
    expect(rememberedEmail(storage)).toBeUndefined();
  });

  it('ignores a stored value that is no address', () => {
    const storage = memoryStorage();
    storage.setItem('remembered_email', 'x'.repeat(300));
    expect(rememberedEmail(storage)).toBeUndefined();
    storage.setItem('remembered_email', 'no-at-sign');
    expect(rememberedEmail(storage)).toBeUndefined();
  });
});
