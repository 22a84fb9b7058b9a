import { describe, expect, it } from 'vitest';
import { emailMaxLength, validateEmail } from './email';

describe('e-mail (SPEC 5)', () => {
  it.each([
    ['accepts a plain address', 'maria@example.com', undefined],
    ['accepts a sub-domain and plus tag', 'maria+offers@mail.example.co.uk', undefined],
    ['trims spaces around the address', '  maria@example.com ', undefined],
    ['accepts an address of the maximum length', `${'a'.repeat(emailMaxLength - 12)}@example.com`, undefined],
    ['rejects an empty value as required', '', 'required'],
    ['rejects a blank value as required', '  ', 'required'],
    ['rejects an address without @', 'maria.example.com', 'error'],
    ['rejects two @', 'maria@home@example.com', 'error'],
    ['rejects an empty local part', '@example.com', 'error'],
    ['rejects a domain without a dot', 'maria@localhost', 'error'],
    ['rejects a domain ending in a dot', 'maria@example.', 'error'],
    ['rejects consecutive dots in the domain', 'maria@example..com', 'error'],
    ['rejects a space inside', 'ma ria@example.com', 'error'],
    ['rejects an address over the maximum length', `${'a'.repeat(emailMaxLength - 11)}@example.com`, 'error'],
  ])('%s', (_, value, id) => {
    expect(validateEmail(value)?.id).toBe(id);
  });
});
