import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { composeMessage } from './messages';

describe('the messages the gateway sends', () => {
  it('are in the locale of the cardholder, with the code and how long it lasts', () => {
    const german = composeMessage('signInPasscode', 'de_de', { code: '123456', lifetimeSeconds: 900 });
    expect(german.body).toContain('123456');
    expect(german.body).toContain('15');
    expect(german.body).not.toContain('Your sign-in passcode');
    expect(german.subject).not.toBe('Your sign-in passcode');
    const english = composeMessage('signInPasscode', 'en_us', { code: '123456', lifetimeSeconds: 900 });
    expect(english).toEqual({ subject: 'Your sign-in passcode', body: 'Your sign-in passcode is 123456. It expires in 15 minutes. Never share it.' });
  });

  it('say the number in the form the language takes for it', () => {
    expect(composeMessage('checkPasscode', 'en_us', { code: '1', lifetimeSeconds: 60 }).body).toContain('1 minute.');
    expect(composeMessage('activation', 'en_us', { lifetimeSeconds: 48 * 3600 }).body).toContain('for 48 hours.');
    // Arabic: 2 takes the dual form, 11 the "many" form; each written by the Arabic dictionary.
    const two = composeMessage('recoveryPasscode', 'ar_ae', { code: '1', lifetimeSeconds: 120 }).body;
    const eleven = composeMessage('recoveryPasscode', 'ar_ae', { code: '1', lifetimeSeconds: 660 }).body;
    expect(two).not.toBe(eleven.replace('11', '2'));
  });

  it('fall back to the default locale for a locale outside the list', () => {
    expect(composeMessage('alreadyRegistered', 'xx_yy', {}).subject).toBe('You already have an account');
    expect(composeMessage('alreadyRegistered', undefined, {}).subject).toBe('You already have an account');
  });

  it('take their words from every dictionary of src/content/texts', () => {
    const files = readdirSync(new URL('../../../src/content/texts/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
    expect(Object.keys(dictionaries).sort()).toEqual(files.sort());
  });
});
