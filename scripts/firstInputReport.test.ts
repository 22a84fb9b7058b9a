// `npm run first-input` sums up its runs: which scripts count as loaded before the form was live, and the table of medians.
import { describe, expect, it } from 'vitest';
import { formatTable, runFigures, scriptsBefore, tally } from './firstInputReport.mjs';

const origin = 'http://localhost:8787';
const resources = [
  { name: `${origin}/_astro/react.js`, responseEnd: 900, transferSize: 68_000 },
  { name: `${origin}/_astro/SignInScreen.js?v=1`, responseEnd: 1000, transferSize: 2_000 },
  { name: `${origin}/favicon.svg`, responseEnd: 700, transferSize: 400 },
  { name: `${origin}/_astro/navigation.js`, responseEnd: 1600, transferSize: 2_400 },
];

describe('scriptsBefore', () => {
  it('counts the scripts whose response ended by the time the form went live, and every script apart', () => {
    expect(scriptsBefore(resources, 1500)).toEqual({ requests: 2, bytes: 70_000, requestsInAll: 3 });
  });

  it('counts none when the form never went live', () => {
    expect(scriptsBefore(resources, undefined)).toEqual({ requests: 0, bytes: 0, requestsInAll: 3 });
  });
});

describe('runFigures', () => {
  const recorded = { fcp: 800, emailVisible: 780, inputInForm: 900, liveAttribute: 1500, ready: 2500 };

  it('takes data-live as the live time for a pre-rendered form, and the field first in a form otherwise', () => {
    expect(runFigures(recorded, resources, 'data-live')).toMatchObject({ live: 1500, requests: 2 });
    expect(runFigures(recorded, resources, 'input-in-form')).toMatchObject({ live: 900, requests: 1 });
  });

  it('never puts the e-mail field on screen before the first contentful paint', () => {
    expect(runFigures(recorded, resources, 'data-live')).toMatchObject({ emailVisible: 800 });
    expect(runFigures({ ...recorded, emailVisible: 1200 }, resources, 'data-live')).toMatchObject({ emailVisible: 1200 });
  });
});

describe('tally', () => {
  it('counts the runs that saw each value, most first, the first seen first on a tie', () => {
    expect(tally(['h1', 'p', 'p', undefined])).toEqual([
      { value: 'p', count: 2 },
      { value: 'h1', count: 1 },
    ]);
    expect(tally(['h1', 'p'])).toEqual([
      { value: 'h1', count: 1 },
      { value: 'p', count: 1 },
    ]);
    expect(tally([])).toEqual([]);
  });
});

describe('formatTable', () => {
  it('prints each figure with its median and every run, and the LCP elements, the most frequent first', () => {
    const runs = [100, 300, 200].map((fcp, index) => ({
      firstPaint: fcp,
      fcp,
      lcp: fcp + 50,
      emailVisible: fcp,
      live: fcp * 10,
      ready: undefined,
      requests: 11,
      bytes: 95_744 + index,
      requestsInAll: 17,
      lcpElement: index === 0 ? 'h1 "Sign in"' : 'p.form-links "New here?"',
    }));
    const lines = formatTable(runs).split('\n');
    expect(lines).toContain('first contentful paint        200 ms     100 ms, 300 ms, 200 ms');
    expect(lines).toContain('form live                     2000 ms    1000 ms, 3000 ms, 2000 ms');
    expect(lines).toContain('checks ended (data-ready)     -          -, -, -');
    expect(lines).toContain('JS transferred before live    93.5 KB    93.5 KB, 93.5 KB, 93.5 KB');
    expect(lines).toContain('LCP element                   p.form-links "New here?" (2 of 3 runs); h1 "Sign in" (1 of 3 runs)');
  });
});
