// The figures of `npm run lighthouse` (scripts/lighthouse.mjs): what one Lighthouse report says, the median per screen,
// the audits that cost points, and whether the runs count (Lighthouse's CPU benchmark) and meet the targets.

/** Issue 11's targets per Lighthouse category, scores 0-100. */
export const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
export const categoryIds = Object.keys(targets);
const shortNames = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };

/** Below this `benchmarkIndex` Lighthouse's own guidance is that the machine is too slow or busy for the figures to count. */
export const minimumBenchmark = 1000;

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Perf insights and diagnostics scored under this are listed as findings (an insight scores 0, 0.5 or 1). */
const findingScore = 0.9;
const unscoredModes = new Set(['informative', 'notApplicable', 'manual']);

/** The audits of a category that cost it points: weighted ones under 1 (or in error); for performance, its insights and diagnostics. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => (categoryId === 'performance' ? ref.group === 'insights' || ref.group === 'diagnostics' : ref.weight > 0))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && !unscoredModes.has(audit.scoreDisplayMode))
    .filter((audit) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < (categoryId === 'performance' ? findingScore : 1)))
    .map((audit) => audit.id);
}

/** A node's text on one line. */
// prettier-ignore
const oneLine = (text) => String(text ?? '').replace(/\s+/g, ' ').trim();

/** The LCP element as Lighthouse 13 names it: the node item of the LCP breakdown insight. */
function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item?.type === 'node');
  // The subparts of the LCP time as the trace observed them (time to first byte, load delay and duration, render delay).
  const subparts = items.find((item) => item?.type === 'table')?.items ?? [];
  const breakdown = subparts.map((part) => `${part.subpart} ${Math.round(part.duration)} ms`).join(', ');
  return node ? { selector: oneLine(node.selector), label: oneLine(node.nodeLabel), snippet: oneLine(node.snippet), breakdown } : undefined;
}

/** Savings Lighthouse estimates for a performance finding, e.g. 'LCP 300 ms'. */
export function savingsOf(lhr, auditId) {
  const savings = lhr.audits[auditId]?.metricSavings ?? {};
  return Object.entries(savings)
    .filter(([, value]) => typeof value === 'number' && value > 0)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`))
    .join(', ');
}

/** What one report says: scores 0-100, the three metrics, the LCP element, the benchmark and the failing audits. */
export function runFigures(lhr) {
  const scores = Object.fromEntries(
    categoryIds.map((id) => [id, typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : undefined]),
  );
  return {
    scores,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    lcpElement: lcpElement(lhr),
    benchmark: lhr.environment?.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.code,
    failing: Object.fromEntries(categoryIds.map((id) => [id, failingAudits(lhr, id)])),
    savings: Object.fromEntries(failingAudits(lhr, 'performance').map((id) => [id, savingsOf(lhr, id)])),
  };
}

const countedRuns = (runs) => runs.filter((run) => (run.benchmark ?? 0) >= minimumBenchmark);

/**
 * One screen's runs summed up: medians of every finished run; the LCP element of the run with the median performance; audits
 * failing in at least half the runs; and the verdict from the runs that count (benchmark >= 1,000) only.
 */
export function summarise(allRuns) {
  // A run Lighthouse could not finish (e.g. NO_NAVSTART on a loaded machine) has no figures: it is left out, and named.
  const runs = allRuns.filter((run) => !run.runtimeError);
  const errors = allRuns.filter((run) => run.runtimeError).map((run) => run.runtimeError);
  const scores = Object.fromEntries(categoryIds.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const failing = Object.fromEntries(
    categoryIds.map((id) => {
      const counts = new Map();
      for (const run of runs) for (const audit of run.failing[id]) counts.set(audit, (counts.get(audit) ?? 0) + 1);
      return [id, [...counts].filter(([, count]) => count * 2 >= runs.length).map(([audit]) => audit)];
    }),
  );
  const counted = countedRuns(runs);
  const countedScores = Object.fromEntries(categoryIds.map((id) => [id, median(counted.map((run) => run.scores[id]))]));
  const misses = counted.length === 0 ? [] : categoryIds.filter((id) => (countedScores[id] ?? 0) < targets[id]);
  return {
    scores,
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
    benchmark: median(runs.map((run) => run.benchmark)),
    lcpElement: medianRun?.lcpElement,
    savings: medianRun?.savings ?? {},
    failing,
    counted: counted.length,
    errors,
    countedScores,
    misses,
  };
}

const cell = (value, width) => String(value ?? '-').padEnd(width);
const milliseconds = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

/** The table: one row per screen, medians, and whether its runs count. */
export function formatTable(rows) {
  const header = ['screen', ...categoryIds.map((id) => shortNames[id]), 'LCP', 'CLS', 'TBT', 'bench', 'counts', 'LCP element'];
  const widths = [24, 5, 5, 5, 5, 9, 6, 8, 6, 7];
  const line = (cells) =>
    cells
      .map((value, index) => (index < widths.length ? cell(value, widths[index]) : value))
      .join(' ')
      .trimEnd();
  return [
    line(header),
    ...rows.map(({ name, summary }) =>
      line([
        name,
        ...categoryIds.map((id) => (summary.scores[id] === undefined ? '-' : Math.round(summary.scores[id]))),
        milliseconds(summary.lcp),
        summary.cls === undefined ? '-' : summary.cls.toFixed(3),
        milliseconds(summary.tbt),
        summary.benchmark === undefined ? '-' : Math.round(summary.benchmark),
        summary.counted > 0 ? `${summary.counted} run${summary.counted === 1 ? '' : 's'}` : 'no',
        summary.lcpElement ? summary.lcpElement.selector || summary.lcpElement.label : '-',
      ]),
    ),
  ].join('\n');
}

/** Per screen: the audits that cost points, by category; performance findings with the savings Lighthouse estimates. */
export function formatFindings(rows) {
  return rows
    .map(({ name, summary }) => {
      const lines = [`${name}:`];
      if (summary.lcpElement) lines.push(`  LCP element      ${summary.lcpElement.snippet} "${summary.lcpElement.label}"`);
      if (summary.lcpElement?.breakdown) lines.push(`  LCP breakdown    ${summary.lcpElement.breakdown}`);
      if (summary.errors.length > 0) lines.push(`  left out         ${summary.errors.length} run(s) Lighthouse could not finish: ${summary.errors.join(', ')}`);
      for (const id of categoryIds) {
        const audits = summary.failing[id].map((audit) => (id === 'performance' && summary.savings[audit] ? `${audit} (${summary.savings[audit]})` : audit));
        lines.push(`  ${cell(shortNames[id], 16)} ${audits.length > 0 ? audits.join(', ') : 'nothing'}`);
      }
      return lines.join('\n');
    })
    .join('\n');
}
