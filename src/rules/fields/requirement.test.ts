import { describe, expect, it } from 'vitest';
import { isRequired, isShownOnRegistration, requiredError, requirementOf, type RequirementLevel } from './requirement';

describe('requirement level from config (SPEC 3)', () => {
  it.each<[string, unknown, RequirementLevel]>([
    ['code 0 is Mandatory', 0, 'Mandatory'],
    ['code "0" is Mandatory', '0', 'Mandatory'],
    ['code 1 is Optional', 1, 'Optional'],
    ['code 2 is None', 2, 'None'],
    ['code 3 is ProfileOptional', '3', 'ProfileOptional'],
    ['code 4 is None', 4, 'None'],
    ['code 5 is Mandatory', 5, 'Mandatory'],
    ['the word Mandatory', 'Mandatory', 'Mandatory'],
    ['a lower-case word', 'mandatory', 'Mandatory'],
    ['a word with spaces around', ' Optional ', 'Optional'],
    ['ProfileOptional in any case', 'profileoptional', 'ProfileOptional'],
    ['letter A', 'A', 'A'],
    ['lower-case letter b', 'b', 'B'],
    ['letter C', 'C', 'C'],
    ['an unknown code is None', 6, 'None'],
    ['a fractional code is None', 1.5, 'None'],
    ['an unknown word is None', 'Required', 'None'],
    ['an absent value is None', undefined, 'None'],
    ['a boolean is None', true, 'None'],
  ])('%s', (_, value, level) => {
    expect(requirementOf(value)).toBe(level);
  });
});

describe('what a level means on the registration form (SPEC 5)', () => {
  it.each<[RequirementLevel, boolean, boolean]>([
    ['Mandatory', true, true],
    ['Optional', true, false],
    ['None', false, false],
    ['ProfileOptional', false, false],
    ['A', true, true],
    ['B', true, false],
    ['C', false, false],
  ])('%s: shown %s, required %s', (level, shown, required) => {
    expect(isShownOnRegistration(level)).toBe(shown);
    expect(isRequired(level)).toBe(required);
  });
});

describe('required rule', () => {
  it.each<[string, RequirementLevel, string, string | undefined]>([
    ['rejects a blank mandatory value', 'Mandatory', '  ', 'required'],
    ['rejects an empty A value', 'A', '', 'required'],
    ['accepts a filled mandatory value', 'Mandatory', 'x', undefined],
    ['accepts an empty optional value', 'Optional', '', undefined],
    ['accepts an empty ProfileOptional value', 'ProfileOptional', '', undefined],
  ])('%s', (_, level, value, id) => {
    expect(requiredError(level, value)?.id).toBe(id);
  });
});
