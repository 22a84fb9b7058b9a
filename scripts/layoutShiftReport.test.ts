import { describe, expect, it } from 'vitest';
import { largestSessionWindow } from './layoutShiftReport.mjs';

describe('largestSessionWindow', () => {
  it('is 0 without shifts', () => {
    expect(largestSessionWindow([])).toBe(0);
  });

  it('adds shifts less than a second apart into one window', () => {
    expect(
      largestSessionWindow([
        { value: 0.01, startTime: 100 },
        { value: 0.02, startTime: 900 },
        { value: 0.005, startTime: 1800 },
      ]),
    ).toBeCloseTo(0.035);
  });

  it('starts a new window after a gap of more than a second and keeps the largest', () => {
    expect(
      largestSessionWindow([
        { value: 0.01, startTime: 100 },
        { value: 0.03, startTime: 2500 },
        { value: 0.001, startTime: 2600 },
      ]),
    ).toBeCloseTo(0.031);
  });

  it('closes a window five seconds after it began, even without a gap', () => {
    const steady = Array.from({ length: 12 }, (_, index) => ({ value: 0.01, startTime: index * 900 }));
    // 0, 900 ... 4500 fall in the first window (6 shifts); 5400 opens the next.
    expect(largestSessionWindow(steady)).toBeCloseTo(0.06);
  });
});
