import { describe, expect, it } from 'vitest';
import { textInputMaxLength } from './textInput';

describe('text input (SPEC 9)', () => {
  it('defaults to a maximum length of 100', () => {
    expect(textInputMaxLength).toBe(100);
  });
});
