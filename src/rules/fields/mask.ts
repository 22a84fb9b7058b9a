// Input masks for phone, national id and postal code (SPEC 5 "Masks auto-format"): '0' is a digit slot, anything else a literal.

const digitSlot = '0';

/**
 * Formats digits into the mask as the user types. Non-digits in the input are dropped; a literal is written
 * only when a digit follows it, so deleting backwards never gets stuck on a literal; digits past the mask are cut.
 */
export function applyMask(mask: string, input: string): string {
  const digits = input.replace(/\D/g, '');
  let output = '';
  let next = 0;
  for (const character of mask) {
    if (next >= digits.length) break;
    if (character === digitSlot) {
      output += digits[next];
      next += 1;
    } else {
      output += character;
    }
  }
  return output;
}

/** True when the value is exactly the mask filled with digits. */
export function matchesMask(mask: string, value: string): boolean {
  if (value.length !== mask.length) return false;
  return [...mask].every((character, index) => (character === digitSlot ? /\d/.test(value[index] ?? '') : value[index] === character));
}
