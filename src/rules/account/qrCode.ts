// A QR code as one SVG path (for the authenticator set-up of SPEC 7 mfa/totp/setup): each dark module a unit square,
// with the quiet zone of four modules the standard asks for.
import { encode } from 'uqr';

export interface QrPath {
  /** Side of the square viewBox, quiet zone included. */
  size: number;
  /** SVG path data of the dark modules. */
  path: string;
}

export const quietZone = 4;

export function qrCodePath(text: string): QrPath {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quietZone} ${y + quietZone}h1v1h-1z`;
    });
  });
  return { size: data.length + quietZone * 2, path };
}
