import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { composeMessage } from './messages';
import { classicTheme, type Theme } from '../../../src/site/theme';

const harbour: Theme = {
  name: 'harbour',
  brandName: 'Harbour Bank',
  colors: { primary: '#0b4f6c', onPrimary: '#ffffff', accent: '#0a7ea4', surface: '#ffffff', text: '#1b2a33', error: '#b3261e', success: '#1e6b3a' },
  logo: { src: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E', alt: { default: 'Harbour Bank', de: 'Harbour Bank (Logo)' } },
  header: 'filled',
};

describe('the messages the gateway sends', () => {
  it('are in the locale of the cardholder, with the code and how long it lasts', () => {
    const german = composeMessage('signInPasscode', 'de_de', { code: '123456', lifetimeSeconds: 900 });
    expect(german.body).toContain('123456');
    expect(german.body).toContain('15');
    expect(german.body).not.toContain('Your sign-in passcode');
    expect(german.subject).not.toBe('Your sign-in passcode');
    const english = composeMessage('signInPasscode', 'en_us', { code: '123456', lifetimeSeconds: 900 });
    expect(english).toMatchObject({ subject: 'Your sign-in passcode', body: 'Your sign-in passcode is 123456. It expires in 15 minutes. Never share it.' });
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

  it("are e-mails with a plain-text part and an HTML part saying the same, in the site's brand", () => {
    const link = 'https://harbour.example/de_de/account/activate/?token=abc';
    const message = composeMessage('activation', 'de_de', { link, lifetimeSeconds: 48 * 3600 }, harbour);
    // Plain text: the sentences, the button's words with the address, the small print naming the bank.
    expect(message.text.startsWith(message.body)).toBe(true);
    expect(message.text).toContain(`${message.subject}: ${link}`);
    expect(message.text).toMatch(/\n-- \n.*Harbour Bank/);
    // HTML: German, the subject as title and heading, the bank's logo with its German alt text, its colours, the button.
    expect(message.html).toContain('<html lang="de-DE" dir="ltr">');
    expect(message.html).toContain(`<title>${message.subject}</title>`);
    expect(message.html).toContain('alt="Harbour Bank (Logo)"');
    expect(message.html).toContain('background:#0b4f6c');
    expect(message.html).toContain(`<a href="${link}"`);
    expect(message.html).toContain(message.body);
    expect(message.html).not.toContain('Activate your account');
  });

  it("without a theme of its own, a site's e-mails wear the classic theme and the built-in brand words", () => {
    const message = composeMessage('signInPasscode', 'en_us', { code: '123456', lifetimeSeconds: 900 }, classicTheme);
    expect(message.text).toContain('Card Benefits sent you this e-mail');
    expect(message.html).toContain('>123456</span>');
    expect(message.html).toContain(`background:${classicTheme.colors.primary}`);
    expect(message.html).not.toContain('<img');
  });

  it('are written right to left in Arabic, the passcode and address kept left to right', () => {
    const message = composeMessage('checkPasscode', 'ar_ae', { code: '654321', lifetimeSeconds: 600 }, harbour);
    expect(message.html).toContain('dir="rtl"');
    expect(message.html).toContain('text-align:right');
    expect(message.html).toContain('<span dir="ltr"');
    expect(message.text).not.toContain('Never share');
  });

  it('never draw a link that is not http(s), and escape every text', () => {
    const evil = composeMessage('alreadyRegistered', 'en_us', { link: 'javascript:alert(1)' }, { ...harbour, brandName: 'Bank' });
    expect(evil.html).not.toContain('javascript:');
    const quoted = composeMessage('alreadyRegistered', 'en_us', { link: 'https://bank.example/?a="><script>' }, harbour);
    expect(quoted.html).not.toContain('<script>');
    expect(quoted.html).toContain('&#34;&#62;&#60;script&#62;');
  });
});
