// The figure of `npm run layout-shift` (scripts/layoutShift.mjs): CLS as Web Vitals defines it, the largest session
// window of layout shifts, a window ending after a second without a shift or five seconds after it began.
const gapMs = 1000;
const windowMs = 5000;

/** Sum of the largest session window of shifts given in time order, each `{ value, startTime }`. */
export function largestSessionWindow(shifts) {
  let largest = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { value, startTime } of shifts) {
    if (startTime - last > gapMs || startTime - first > windowMs) {
      current = 0;
      first = startTime;
    }
    current += value;
    last = startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
