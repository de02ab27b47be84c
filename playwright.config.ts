import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FAIL_FLAG } from './tests/e2e/journey-env.ts';

// End-to-end tests run the whole product (`scripts/start.ts`) with a fresh in-memory database, the admin
// and the site built from that database, in Debian Chromium. Two servers:
// - 4390 for the site and admin specs: no automatic republishing, so the site stays the seed's;
// - 4391 for the journeys: republishes on every change, as `npm start` does, and its build can be made to fail.
const PORT = Number(process.env.E2E_PORT || 4390);
const JOURNEY_PORT = PORT + 1;
export const BASE_URL = `http://localhost:${PORT}`;
export const JOURNEY_URL = `http://localhost:${JOURNEY_PORT}`;
/** Where the journeys server's notify-inquiry function reaches "Telegram": a stand-in the alert journey runs. */
export const TELEGRAM_STAND_IN_PORT = PORT + 20;

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  DATA_DIR: 'memory://',
  SITE_URL: `http://localhost:${port}`,
  AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  INQUIRY_LIMIT_PER_ADDRESS: '100000',
  ASTRO_TELEMETRY_DISABLED: '1',
  // A run that spans 00:05 WIB must not rebuild the site mid-run from what earlier specs left in the database.
  DAILY_REBUILD: 'false',
  ...extra,
});

/**
 * The features Playwright itself turns off with its own `--disable-features`. Chromium keeps only the last
 * `--disable-features` it is given, so ours must repeat them; tests/unit/e2e-browser-flags.test.ts fails when
 * an upgraded Playwright turns off others.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];
/**
 * Every new window of headless Chromium loads the address bar's popups (two WebUI renderers that nobody sees)
 * for each test's new context: without them the browser tests use a quarter less CPU, measured.
 */
export const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One more worker than cores: a test spends part of its time waiting for the servers and for debounces, and a
  // third worker fills those gaps (measured: 8% less wall time on 2 cores than 2 workers). At most 4: the two
  // servers answer from one database connection each, and more workers only queue there.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.min(os.availableParallelism() + 1, 4),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // No trace by default: recording one for every test costs about 10% of the run's CPU, and CI keeps only the
    // printed output. To debug a failure, rerun it with `-- --trace retain-on-failure` (docs/recipes.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // The journeys first: each waits for real site builds, one at a time on their server, so they are the run's
  // longest chain. Last, they would be its tail with the machine half idle; first, the product's specs fill the
  // time they wait.
  projects: [
    {
      name: 'journeys',
      testMatch: /journey-.*\.spec\.ts$/,
      testIgnore: /journey-failed-build\.spec\.ts$/,
      use: { baseURL: JOURNEY_URL },
    },
    { name: 'product', testMatch: /(site|admin)-.*\.spec\.ts$/, use: { baseURL: BASE_URL } },
    // Every build fails while this one runs, so it waits for the other journeys to end (Playwright runs a
    // dependency in full, so naming this file on the command line runs every journey first).
    {
      name: 'journeys-alone',
      testMatch: /journey-failed-build\.spec\.ts$/,
      dependencies: ['journeys'],
      use: { baseURL: JOURNEY_URL },
    },
  ],
  webServer: [
    {
      command: `"${process.execPath}" scripts/start.ts`,
      url: `${BASE_URL}/_local/ready`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(PORT, { AUTO_PUBLISH: 'false' }),
    },
    {
      command: `"${process.execPath}" scripts/start.ts`,
      url: `${JOURNEY_URL}/_local/ready`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(JOURNEY_PORT, {
        AUTO_PUBLISH: 'true',
        PUBLISH_DEBOUNCE_MS: '300',
        E2E_FAIL_FLAG: FAIL_FLAG,
        TELEGRAM_API_URL: `http://127.0.0.1:${TELEGRAM_STAND_IN_PORT}`,
        // The minute jobs (scheduled publishing, alert retries) every 5 s, so a schedule is seen soon after its time.
        MINUTE_JOBS_MS: '5000',
        SITE_BUILD_COMMAND: JSON.stringify([
          process.execPath,
          path.resolve('tests/fixtures/switchable-site-build.mjs'),
        ]),
      }),
    },
  ],
});
