import { describe, expect, it } from 'vitest';
import { withReference } from './reference';

const reference = 'Reference: {{X-CID}}';

describe('withReference', () => {
  it('adds the reference line when the call has a correlation id', () => {
    expect(withReference('An unexpected error occurred.', reference, 'cid-500')).toBe('An unexpected error occurred. Reference: cid-500');
  });

  it('adds nothing when there is no correlation id (a network failure)', () => {
    expect(withReference('An unexpected error occurred.', reference, undefined)).toBe('An unexpected error occurred.');
    expect(withReference('An unexpected error occurred.', reference, '  ')).toBe('An unexpected error occurred.');
  });

  it("writes the id in the reference text's own words and order", () => {
    expect(withReference('Une erreur inattendue s’est produite.', 'Référence : {{X-CID}}', 'a1')).toBe('Une erreur inattendue s’est produite. Référence : a1');
    expect(withReference('予期しないエラーが発生しました。', '参照番号: {{X-CID}}', 'a1')).toBe('予期しないエラーが発生しました。 参照番号: a1');
  });

  it('fills a content text that still carries the placeholder itself', () => {
    expect(withReference('Set default card failed. X-CID: {{X-CID}}', reference, 'cid-7')).toBe('Set default card failed. X-CID: cid-7');
  });

  it.each([
    ['An unexpected error occurred. Reference: {{X-CID}}', 'An unexpected error occurred.'],
    ['Set default card failed. X-CID: {{X-CID}}', 'Set default card failed.'],
    ['Error ({{X-CID}}).', 'Error.'],
    ['{{X-CID}}', ''],
  ])('drops the placeholder and its label from %j when there is no id', (message, expected) => {
    expect(withReference(message, reference, undefined)).toBe(expected);
  });
});
