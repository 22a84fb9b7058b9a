// `npm run first-input`: how long a cold sign-in page takes to become usable on slow 4G (150 ms RTT, 1.6 Mbps down,
// 750 Kbps up, 4x CPU slowdown, applied by the DevTools protocol, cache disabled) in Debian's Chromium via playwright-core.
// Starts the stack on a free port with a fresh database from an existing dist/ (as `npm run lighthouse`), or measures a
// running one with --url BASE. Opens the route N times (default 5), each in a new browser context, and prints the medians
// of first paint, FCP, LCP (and its element), the e-mail field visible, the form live, the route's checks ended, and the
// script requests and JS bytes (transferred, headers included) the page had loaded when the form went live.
// Options: --runs N, --url http://localhost:8787, --route /en_us/account/login-form/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath, onStop, runMeasurement, startPortal, stopAll } from './measuredStack.mjs';
import { root } from './stack.mjs';
import { criteria, formatTable, runFigures } from './firstInputReport.mjs';

/** DevTools' units: bytes per second, milliseconds. */
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const cpuSlowdown = 4;
const runTimeout = 60_000;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    url: { type: 'string' },
    route: { type: 'string', default: '/en_us/account/login-form/' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs takes a whole number of runs, not '${values.runs}'`);
if (!values.url && !existsSync(join(root, 'dist', 'en_us', 'account', 'login-form', 'index.html'))) {
  fail('dist/ is missing or incomplete: run `npm run build` first, or measure a running stack with --url.');
}

function fail(message) {
  console.error(`npm run first-input: ${message}`);
  process.exit(2);
}

/**
 * Runs in the page before its own scripts: records paints, LCP and its element, and when the e-mail field is first
 * visible (the frame after it has a box), sits in a form, sits in a form with `data-live`, and when the screen is ready.
 * Times are performance.now(): milliseconds since the navigation started.
 */
function recordFirstInput() {
  const seen = {};
  window.portalFirstInput = seen;
  const describe = (element) => {
    if (!element) return '(no element)';
    const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen[entry.name === 'first-paint' ? 'firstPaint' : 'fcp'] ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    seen.lcp = last.startTime;
    seen.lcpElement = describe(last.element);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    const now = performance.now();
    const input = document.querySelector('main input[type="email"]');
    if (input && seen.emailBox === undefined && input.checkVisibility()) {
      seen.emailBox = now;
      requestAnimationFrame(() => (seen.emailVisible = performance.now()));
    }
    if (input?.form) seen.inputInForm ??= now;
    if (input?.form?.hasAttribute('data-live')) seen.liveAttribute ??= now;
    if (document.querySelector('.screen[data-ready="true"]')) seen.ready ??= now;
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live', 'data-ready'] });
  document.addEventListener('DOMContentLoaded', look);
}

/** Whether the route's HTML carries the e-mail field: then the form is live when it has data-live, else when it appears. */
async function criterionFor(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return /<input[^>]*type="email"/.test(await response.text()) ? 'data-live' : 'input-in-form';
}

async function measureOnce(browser, url, criterion, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    await context.addInitScript(recordFirstInput);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit', timeout: runTimeout });
    const liveKey = criterion === 'data-live' ? 'liveAttribute' : 'inputInForm';
    await page.waitForFunction((key) => window.portalFirstInput?.[key] !== undefined && window.portalFirstInput.ready !== undefined, liveKey, {
      polling: 100,
      timeout: runTimeout,
    });
    // Scripts still on their way appear among the resource entries once loaded.
    await page.waitForLoadState('networkidle', { timeout: runTimeout });
    const { recorded, resources } = await page.evaluate(() => ({
      recorded: { ...window.portalFirstInput },
      resources: performance.getEntriesByType('resource').map(({ name, responseEnd, transferSize }) => ({ name, responseEnd, transferSize })),
    }));
    const figures = runFigures(recorded, resources, criterion);
    const shown = ['fcp', 'lcp', 'emailVisible', 'live', 'ready'].map((key) => `${key} ${Math.round(figures[key] ?? NaN)}`).join('  ');
    console.log(`  run ${run}/${runs}  ${shown}  scripts ${figures.requests}  ${(figures.bytes / 1024).toFixed(1)} KB`);
    return figures;
  } finally {
    await context.close();
  }
}

async function main() {
  const origin = values.url ? values.url.replace(/\/+$/, '') : await startPortal('first-input');
  const url = new URL(values.route, `${origin}/`).href;
  const criterion = await criterionFor(url);
  const executablePath = chromiumPath();
  if (executablePath === undefined) fail("no Chromium: install Debian's chromium or set CHROMIUM_PATH");
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
  onStop(async () => browser.close());
  console.log(`First input on ${url}: ${runs} cold run(s), slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up), CPU ${cpuSlowdown}x slower`);
  console.log(`Form live when: ${criteria[criterion]}\n`);
  const figures = [];
  for (let run = 1; run <= runs; run += 1) figures.push(await measureOnce(browser, url, criterion, run));
  await stopAll();
  console.log(`\nMedians of ${runs} run(s), milliseconds from the start of navigation:\n`);
  console.log(formatTable(figures));
  return 0;
}

await runMeasurement(main);
