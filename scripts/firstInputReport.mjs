// The figures of `npm run first-input` (scripts/firstInput.mjs): one page load's timings as the page recorded them, and
// the medians of the runs as a small table.
import { median } from './lighthouseReport.mjs';

/** How a run decides the form is live; the pre-rendered form gets `data-live` once the page's script took it over. */
export const criteria = {
  'data-live': 'the form around the e-mail field has data-live (the page script took the pre-rendered form over)',
  'input-in-form': 'the e-mail field first exists inside a form (no pre-rendered form: the script renders it live)',
};

/** The timed rows of the table, in order: key in a run's figures, label. */
const timedRows = [
  ['firstPaint', 'first paint'],
  ['fcp', 'first contentful paint'],
  ['lcp', 'largest contentful paint'],
  ['emailVisible', 'e-mail field visible'],
  ['live', 'form live'],
  ['ready', 'checks ended (data-ready)'],
];

/**
 * JS the page had loaded when its form went live: resource entries whose path ends in .js and whose response ended by
 * `liveAt` (a script requested in the same task that made the form live, e.g. the checks' import, is not counted).
 */
export function scriptsBefore(resources, liveAt) {
  const scripts = resources.filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
  const before = liveAt === undefined ? [] : scripts.filter((entry) => entry.responseEnd <= liveAt);
  return {
    requests: before.length,
    bytes: before.reduce((sum, entry) => sum + (entry.transferSize ?? 0), 0),
    requestsInAll: scripts.length,
  };
}

/**
 * One run's figures from what the page recorded; `criterion` picks which of the two "live" times counts. The e-mail field
 * is visible in the frame after it first had a box (its animation frame runs just before that frame's paint), and never
 * before the first contentful paint.
 */
export function runFigures(recorded, resources, criterion) {
  const live = criterion === 'data-live' ? recorded.liveAttribute : recorded.inputInForm;
  const emailVisible = recorded.emailVisible === undefined ? undefined : Math.max(recorded.emailVisible, recorded.fcp ?? 0);
  return { ...recorded, emailVisible, live, ...scriptsBefore(resources, live) };
}

/** How many runs saw each value, most first (ties: the first seen first). */
export function tally(values) {
  const counts = new Map();
  for (const value of values) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

const milliseconds = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);
const kilobytes = (value) => (value === undefined ? '-' : `${(value / 1024).toFixed(1)} KB`);

/** The table: one row per figure, its median and each run's value. */
export function formatTable(runs) {
  const rows = [
    ...timedRows.map(([key, label]) => [label, runs.map((run) => run[key]), milliseconds]),
    ['scripts loaded before live', runs.map((run) => run.requests), (value) => (value === undefined ? '-' : String(value))],
    ['JS transferred before live', runs.map((run) => run.bytes), kilobytes],
    ['script requests in all', runs.map((run) => run.requestsInAll), (value) => (value === undefined ? '-' : String(value))],
  ];
  const lines = [`${'figure'.padEnd(30)}${'median'.padEnd(11)}runs`];
  for (const [label, values, format] of rows) {
    lines.push(`${label.padEnd(30)}${format(median(values)).padEnd(11)}${values.map(format).join(', ')}`);
  }
  const elements = tally(runs.map((run) => run.lcpElement)).map(({ value, count }) => `${value} (${count} of ${runs.length} runs)`);
  lines.push(`${'LCP element'.padEnd(30)}${elements.length > 0 ? elements.join('; ') : '-'}`);
  return lines.join('\n');
}
