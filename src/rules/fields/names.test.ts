import { describe, expect, it } from 'vitest';
import { validateName } from './names';

describe('names (SPEC 5)', () => {
  it.each<[string, string, string | undefined]>([
    ['accepts a plain name', 'Maria', undefined],
    ['accepts spaces, hyphens and apostrophes', "Anne-Marie O'Neil", undefined],
    ['accepts accented letters', 'José Müller', undefined],
    ['rejects an empty name as required', '', 'required'],
    ['rejects a blank name as required', '   ', 'required'],
    ...['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '<', '>', '|', '[', ']', '\\'].map((character): [string, string, string] => [
      `rejects a name containing ${character}`,
      `Ma${character}ria`,
      'error',
    ]),
  ])('%s', (_, value, id) => {
    expect(validateName(value)?.id).toBe(id);
  });
});
