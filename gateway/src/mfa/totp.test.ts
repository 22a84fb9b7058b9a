import { describe, expect, it } from 'vitest';
import { hotp, matchingStep, otpauthUrl, totpCode, totpStep } from './totp';

/** RFC 6238 appendix B: the SHA-1 seed, ASCII "12345678901234567890". */
const rfcSecret = new TextEncoder().encode('12345678901234567890');

describe('TOTP (RFC 6238, HMAC-SHA-1, 30-second steps)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the published 8-digit code at T=%i: %s', async (time, code) => {
    expect(await totpCode(rfcSecret, time, 8)).toBe(code);
  });

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [20000000000, '353130'],
  ])('gives the last six digits as the 6-digit code at T=%i: %s', async (time, code) => {
    expect(await totpCode(rfcSecret, time)).toBe(code);
  });

  it.each([
    [0, '755224'],
    [1, '287082'],
    [9, '520489'],
  ])('agrees with RFC 4226 appendix D HOTP at counter %i', async (counter, code) => {
    expect(await hotp(rfcSecret, counter)).toBe(code);
  });

  it('accepts the codes of one step either side of now, and not two', async () => {
    const now = 1111111111;
    for (const [offset, expected] of [
      [-30, totpStep(now) - 1],
      [0, totpStep(now)],
      [30, totpStep(now) + 1],
    ] as const) {
      expect(await matchingStep(rfcSecret, await totpCode(rfcSecret, now + offset), now, null)).toBe(expected);
    }
    expect(await matchingStep(rfcSecret, await totpCode(rfcSecret, now - 60), now, null)).toBeUndefined();
    expect(await matchingStep(rfcSecret, await totpCode(rfcSecret, now + 60), now, null)).toBeUndefined();
  });

  it('never accepts a code of a step already used, nor an older one', async () => {
    const now = 1234567890;
    const code = await totpCode(rfcSecret, now);
    expect(await matchingStep(rfcSecret, code, now, totpStep(now))).toBeUndefined();
    expect(await matchingStep(rfcSecret, await totpCode(rfcSecret, now - 30), now, totpStep(now))).toBeUndefined();
    expect(await matchingStep(rfcSecret, code, now, totpStep(now) - 1)).toBe(totpStep(now));
  });

  it.each(['', '12345', '1234567', 'abcdef'])('refuses %j as a code', async (code) => {
    expect(await matchingStep(rfcSecret, code, 59, null)).toBeUndefined();
  });

  it('writes the otpauth URL authenticator apps read', () => {
    expect(otpauthUrl({ issuer: 'Demo Rewards', account: 'dana@example.com', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Demo%20Rewards:dana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Demo+Rewards&algorithm=SHA1&digits=6&period=30',
    );
  });
});
