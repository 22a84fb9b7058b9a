import { describe, expect, it } from 'vitest';
import { isCancelledCeremony } from './ceremonyCancelled';

describe('a cancelled passkey ceremony', () => {
  it('is a closed dialog, a timeout or a replaced request, and nothing else', () => {
    expect(isCancelledCeremony(new DOMException('closed', 'NotAllowedError'))).toBe(true);
    expect(isCancelledCeremony(Object.assign(new Error('replaced'), { name: 'AbortError' }))).toBe(true);
    expect(isCancelledCeremony(new DOMException('already registered', 'InvalidStateError'))).toBe(false);
    expect(isCancelledCeremony(new DOMException('bad RP id', 'SecurityError'))).toBe(false);
    expect(isCancelledCeremony('NotAllowedError')).toBe(false);
  });
});
