// `npm run lighthouse` sums up its runs: medians, the audits that cost points, and a verdict from the runs that count.
import { describe, expect, it } from 'vitest';
import { median, minimumBenchmark, runFigures, summarise } from './lighthouseReport.mjs';

type Scores = Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>;

/** A report with the fields the summary reads; `failing` audits score 0 in accessibility, the rest pass. */
function report({ scores, benchmark, lcp = 2000, failing = [] }: { scores: Scores; benchmark: number; lcp?: number; failing?: string[] }) {
  const ids = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
  return {
    categories: Object.fromEntries(
      ids.map((id) => [
        id,
        { score: (scores[id] ?? 100) / 100, auditRefs: id === 'accessibility' ? ['color-contrast', 'label'].map((audit) => ({ id: audit, weight: 7 })) : [] },
      ]),
    ),
    audits: {
      'color-contrast': { id: 'color-contrast', score: failing.includes('color-contrast') ? 0 : 1, scoreDisplayMode: 'binary' },
      label: { id: 'label', score: failing.includes('label') ? 0 : 1, scoreDisplayMode: 'binary' },
      'largest-contentful-paint': { numericValue: lcp },
      'cumulative-layout-shift': { numericValue: 0 },
      'total-blocking-time': { numericValue: 100 },
      'lcp-breakdown-insight': { details: { items: [{ type: 'node', selector: 'main > p', nodeLabel: 'Sign\n in', snippet: '<p>' }] } },
    },
    environment: { benchmarkIndex: benchmark },
    finalDisplayedUrl: 'http://localhost/en_us/account/login-form/',
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, and ignores missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([undefined, 5])).toBe(5);
    expect(median([])).toBeUndefined();
  });
});

describe('summarise', () => {
  it('reports medians, the LCP element on one line and the audits failing in at least half the runs', () => {
    const runs = [
      report({ scores: { performance: 90 }, benchmark: 2000, lcp: 3000, failing: ['label'] }),
      report({ scores: { performance: 99 }, benchmark: 2000, lcp: 1000, failing: ['label', 'color-contrast'] }),
      report({ scores: { performance: 95 }, benchmark: 2000, lcp: 2000 }),
    ].map(runFigures);
    const summary = summarise(runs);
    expect(summary.scores.performance).toBe(95);
    expect(summary.lcp).toBe(2000);
    expect(summary.lcpElement).toMatchObject({ selector: 'main > p', label: 'Sign in' });
    expect(summary.failing.accessibility).toEqual(['label']);
    expect(summary.misses).toEqual(['performance']);
  });

  it('judges a screen only by the runs whose CPU benchmark counts', () => {
    const runs = [
      report({ scores: { performance: 60 }, benchmark: minimumBenchmark - 1 }),
      report({ scores: { performance: 60 }, benchmark: 500 }),
      report({ scores: { performance: 99 }, benchmark: minimumBenchmark }),
    ].map(runFigures);
    const summary = summarise(runs);
    expect(summary.scores.performance).toBe(60);
    expect(summary.counted).toBe(1);
    expect(summary.misses).toEqual([]);
  });

  it('leaves out a run Lighthouse could not finish, and names it', () => {
    const lost = { ...report({ scores: { performance: 0 }, benchmark: 2000 }), runtimeError: { code: 'NO_NAVSTART' } };
    const summary = summarise([lost, report({ scores: { performance: 99 }, benchmark: 2000 })].map(runFigures));
    expect(summary.scores.performance).toBe(99);
    expect(summary.errors).toEqual(['NO_NAVSTART']);
    expect(summary.misses).toEqual([]);
  });

  it('gives no verdict when no run counts', () => {
    const summary = summarise([report({ scores: { performance: 10 }, benchmark: 300 })].map(runFigures));
    expect(summary.counted).toBe(0);
    expect(summary.misses).toEqual([]);
  });
});
