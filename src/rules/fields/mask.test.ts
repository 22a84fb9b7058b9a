import { describe, expect, it } from 'vitest';
import { applyMask, matchesMask } from './mask';

const phone = '(00) 00000-0000';
const cpf = '000.000.000-00';
const ssn = '000-00-0000';
const cep = '00000-000';

describe('mask formatting as typed', () => {
  it.each([
    ['nothing typed gives nothing', phone, '', ''],
    ['a leading literal comes with the first digit', phone, '1', '(1'],
    ['a literal waits for the next digit', phone, '11', '(11'],
    ['literals are inserted between groups', phone, '119', '(11) 9'],
    ['a full Brazilian mobile number', phone, '11987654321', '(11) 98765-4321'],
    ['digits past the mask are cut', phone, '119876543210000', '(11) 98765-4321'],
    ['typed literals and letters are dropped', phone, '(11) 9a8765-4321', '(11) 98765-4321'],
    ['a CPF', cpf, '52998224725', '529.982.247-25'],
    ['a CPF part-way', cpf, '5299', '529.9'],
    ['an SSN', ssn, '123456789', '123-45-6789'],
    ['a postal code', cep, '01310100', '01310-100'],
    ['re-formatting a formatted value is stable', cep, '01310-100', '01310-100'],
  ])('%s', (_, mask, input, output) => {
    expect(applyMask(mask, input)).toBe(output);
  });
});

describe('mask matching', () => {
  it.each([
    ['a filled phone mask', phone, '(11) 98765-4321', true],
    ['a part-filled phone mask', phone, '(11) 98765-432', false],
    ['digits without the literals', phone, '11987654321', false],
    ['a wrong literal', ssn, '123.45.6789', false],
    ['a letter in a digit slot', cep, '0131A-100', false],
    ['a filled postal code mask', cep, '01310-100', true],
  ])('%s: %s', (_, mask, value, matches) => {
    expect(matchesMask(mask, value)).toBe(matches);
  });
});
