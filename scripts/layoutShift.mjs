// `npm run layout-shift`: cumulative layout shift of every screen as a cardholder first sees it, on a phone profile with
// slow 4G (150 ms RTT, 1.6 Mbps down) and a 4x slower CPU, cache disabled, in Debian's Chromium via playwright-core.
// Starts the stack on a free port with a fresh database from an existing dist/ (as `npm run lighthouse`), or measures a
// running one with --url BASE. Signed-in screens are opened after signing in as the demo cardholder through the form.
// Recovery steps start with what the step before holds for them. A screen's CLS is the largest session window of layout-shift entries without recent input (the Web Vitals definition),
// recorded from the navigation until the screen's checks ended and the network was quiet for half a second.
// Prints one row per screen (CLS, the moved elements, where the screen ended) and exits 1 when any is over 0.02.
// Options: --locales en_us,ar_ae  --only profile,edit-pan  --url http://localhost:8787
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath, onStop, runMeasurement, startPortal, stopAll } from './measuredStack.mjs';
import { projectModule } from './projectModules.mjs';
import { root } from './stack.mjs';
import { largestSessionWindow } from './layoutShiftReport.mjs';

const target = 0.02;
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const cpuSlowdown = 4;
const screenTimeout = 60_000;
const { routeTable } = await projectModule('src/routes/routeTable.ts');
/** Signed-in screens: the routes whose guards include `authenticated` (SPEC 2 route table), by URL segment. */
const signedInRoutes = new Set(
  routeTable.filter((route) => route.guards.includes('authenticated')).flatMap((route) => [route.path, route.clientServerPath].filter(Boolean)),
);
/** Routes that end the visit rather than show a screen: signing out, and the hand-over to the bank's sign-in. */
const skipped = new Set(['logout', 'redirect-sso']);
const demoAccount = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };
/**
 * Steps of the recovery flow are opened as the step before leaves them: with the held recovery data in the tab's
 * sessionStorage (src/state/recovery/recoveryData.ts), so the screen measured is the one a cardholder reaches.
 */
const recoveryHeld = {
  'passcode-preference': { email: demoAccount.email },
  passcode: { email: demoAccount.email, channel: 'EMAIL' },
  'reset-password': { email: demoAccount.email, channel: 'EMAIL' },
};

const { values } = parseArgs({
  options: {
    locales: { type: 'string', default: 'en_us,ar_ae' },
    only: { type: 'string' },
    url: { type: 'string' },
  },
});

function fail(message) {
  console.error(`npm run layout-shift: ${message}`);
  process.exit(2);
}

if (!values.url && !existsSync(join(root, 'dist', 'en_us', 'account', 'profile', 'index.html'))) {
  fail('dist/ is missing or incomplete: run `npm run build` first, or measure a running stack with --url.');
}

/** The built routes of a locale: the folders under dist/{locale}/account/ that hold a page. */
function builtRoutes(locale) {
  const folder = join(root, 'dist', locale, 'account');
  if (!existsSync(folder)) fail(`no pages for ${locale} in dist/`);
  const only = values.only ? new Set(values.only.split(',').map((name) => name.trim())) : undefined;
  return readdirSync(folder)
    .filter((route) => existsSync(join(folder, route, 'index.html')) && !skipped.has(route))
    .filter((route) => only === undefined || only.has(route));
}

/** Runs in every page before its scripts: keeps each layout shift with the elements that moved. */
function recordShifts() {
  const shifts = [];
  window.portalShifts = shifts;
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${classes}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

async function signIn(page, origin) {
  await page.goto(`${origin}/en_us/account/login-form/`);
  await page.locator('form[data-live] input[type="email"]').fill(demoAccount.email);
  await page.locator('input[type="password"]').fill(demoAccount.password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL(/\/account\/profile\/$/, { timeout: screenTimeout });
}

async function measure(context, origin, locale, route) {
  const page = await context.newPage();
  try {
    await throttled(context, page);
    const held = recoveryHeld[route];
    if (held) {
      await page.addInitScript((data) => {
        sessionStorage.setItem('recovery_data', JSON.stringify({ ...data, expiresAt: Date.now() + 10 * 60 * 1000 }));
      }, held);
    }
    await page.goto(`${origin}/${locale}/account/${route}/`, { timeout: screenTimeout });
    await page.waitForSelector('.screen[data-ready="true"]', { timeout: screenTimeout });
    await page.waitForLoadState('networkidle', { timeout: screenTimeout });
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => window.portalShifts ?? []);
    const counted = shifts.filter((shift) => !shift.hadRecentInput);
    const moved = [...new Set(counted.flatMap((shift) => shift.sources))].slice(0, 3).join(' ');
    const ended = new URL(page.url()).pathname;
    return { name: `${locale}/${route}`, cls: largestSessionWindow(counted), moved, ended };
  } finally {
    await page.close();
  }
}

async function main() {
  const origin = values.url ? values.url.replace(/\/+$/, '') : await startPortal('layout-shift');
  const executablePath = chromiumPath();
  if (executablePath === undefined) fail("no Chromium: install Debian's chromium or set CHROMIUM_PATH");
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
  onStop(async () => browser.close());
  const device = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
  const anonymous = await browser.newContext(device);
  const signedIn = await browser.newContext(device);
  await anonymous.addInitScript(recordShifts);
  await signedIn.addInitScript(recordShifts);
  await signIn(await signedIn.newPage(), origin);

  console.log(`Layout shift per screen: slow 4G (150 ms RTT, 1.6 Mbps down), CPU ${cpuSlowdown}x slower, 412x823 phone, target <= ${target}\n`);
  const rows = [];
  for (const locale of values.locales.split(',').map((code) => code.trim())) {
    for (const route of builtRoutes(locale)) {
      const row = await measure(signedInRoutes.has(route) ? signedIn : anonymous, origin, locale, route);
      rows.push(row);
      const over = row.cls > target ? '  OVER' : '';
      console.log(`${row.name.padEnd(36)} ${row.cls.toFixed(3)}${over}  ended ${row.ended}${row.moved ? `  moved ${row.moved}` : ''}`);
    }
  }
  await stopAll();
  const worst = rows.reduce((max, row) => Math.max(max, row.cls), 0);
  const over = rows.filter((row) => row.cls > target);
  console.log(`\n${rows.length} screens, largest CLS ${worst.toFixed(3)}, ${over.length} over ${target}`);
  return over.length > 0 ? 1 : 0;
}

await runMeasurement(main);
