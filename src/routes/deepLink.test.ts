import { describe, expect, it } from 'vitest';
import { opensApp } from './guards';
import { isAppUrl } from './queryParams';

describe('app return URLs (SPEC 4 deep link)', () => {
  it.each(['bankapp://cards', 'bankapp://open?screen=cards&id=7', 'com.bank.app://done', 'BankApp://x'])('reads %s as an app URL', (value) => {
    expect(isAppUrl(value)).toBe(true);
  });

  it.each([
    'bankapp:cards',
    'bankapp://<script>',
    'bankapp://x y',
    'bankapp://x\nthere',
    "bankapp://x'y",
    'bankapp://x\\y',
    '/en_us/account/profile/',
    `bankapp://${'a'.repeat(2050)}`,
  ])('does not read %j as an app URL', (value) => {
    expect(isAppUrl(value)).toBe(false);
  });

  it.each([
    ['bankapp://cards', 'bankapp', true],
    ['BANKAPP://cards', 'bankapp://', true],
    ['bankapp-beta://x', ' otherapp , BankApp-Beta: ', true],
    ['bankapp2://cards', 'bankapp', false],
    ['evilbankapp://cards', 'bankapp', false],
    ['bankapp://cards', 'evilbankapp', false],
    ['bankapp://cards', '', false],
    ['https://evil.example/', 'https', false],
    ['javascript://%0aalert(1)', 'javascript', false],
    ['intent://x', 'intent', false],
  ])('opens %s where connected_app is %j: %s', (url, connectedApp, opens) => {
    expect(opensApp(url, connectedApp)).toBe(opens);
  });
});
