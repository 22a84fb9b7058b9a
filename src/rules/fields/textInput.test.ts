import { describe, expect, it } from 'vitest';
import { fieldMessage, textInputMaxLength, type FieldState } from './textInput';

describe('text input (SPEC 9)', () => {
  it('defaults to a maximum length of 100', () => {
    expect(textInputMaxLength).toBe(100);
  });
});

describe('field message (SPEC 5 "Form widgets")', () => {
  it.each<[string, FieldState, string | undefined]>([
    ['shows nothing while untouched, even when invalid', { touched: false, error: { id: 'required' } }, undefined],
    ['shows nothing when touched and valid', { touched: true, error: undefined }, undefined],
    ['shows the error when touched and invalid', { touched: true, error: { id: 'error' } }, 'error'],
    ['shows nothing for a list of passing rules', { touched: true, error: [undefined, undefined] }, undefined],
    ['shows the required message before an invalid one', { touched: true, error: [{ id: 'error' }, { id: 'required' }] }, 'required'],
    ['shows the first invalid message otherwise', { touched: true, error: [undefined, { id: 'mustMatch' }, { id: 'error' }] }, 'mustMatch'],
  ])('%s', (_, state, id) => {
    expect(fieldMessage(state)?.id).toBe(id);
  });

  it('keeps the password rule count', () => {
    expect(fieldMessage({ touched: true, error: { id: 'passwordRulesError', count: 3 } })).toStrictEqual({ id: 'passwordRulesError', count: 3 });
  });
});
