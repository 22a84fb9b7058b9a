import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrCodePath, quietZone } from './qrCode';

describe('qrCodePath', () => {
  const text = 'otpauth://totp/demo-rewards:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=demo-rewards';

  it('draws one unit square per dark module, inside a quiet zone of four', () => {
    const { data } = encode(text, { ecc: 'M', border: 0 });
    const { size, path } = qrCodePath(text);
    expect(size).toBe(data.length + 2 * quietZone);
    expect(path.match(/h1v1h-1z/g)?.length).toBe(data.flat().filter(Boolean).length);
    expect(path.startsWith(`M${quietZone} ${quietZone}h1`)).toBe(true);
  });

  it('encodes different texts differently', () => {
    expect(qrCodePath(text).path).not.toBe(qrCodePath(`${text}x`).path);
  });
});
