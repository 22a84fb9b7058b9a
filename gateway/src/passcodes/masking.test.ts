import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './masking';

describe('masked contact points', () => {
  it.each([
    ['dana@example.com', 'd•••@example.com'],
    ['a@b.example', 'a•••@b.example'],
    ['first.last+tag@mail.example.org', 'f•••@mail.example.org'],
    ['not-an-address', '•••'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ['+1 555 0100', '••••0100'],
    ['(11) 91234-5678', '•••••••5678'],
    ['+55 11 91234 5678', '•••••••••5678'],
    ['123', '••••'],
  ])('shows %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
