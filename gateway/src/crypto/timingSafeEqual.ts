// Comparison whose duration does not depend on where two byte strings differ.

export function timingSafeEqual(left: Uint8Array, right: Uint8Array): boolean {
  // Lengths are not secret here (fixed-size hashes); the contents are.
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
