import { describe, expect, it } from 'vitest';
import { hashPasscode, newPasscode, passcodeMatches } from './oneTimeCodes';

describe('one-time passcodes', () => {
  it('draws six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newPasscode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 2000 draws from a million: repeats are rare, and the first digit takes every value.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it('matches a code only against its own salt and hash', async () => {
    const hash = await hashPasscode('salt-1', '012345');
    expect(hash).not.toContain('012345');
    expect(await passcodeMatches('salt-1', '012345', hash)).toBe(true);
    expect(await passcodeMatches('salt-1', '012346', hash)).toBe(false);
    expect(await passcodeMatches('salt-2', '012345', hash)).toBe(false);
  });
});
