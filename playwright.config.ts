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

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  DATA_DIR: 'memory://',
  SITE_URL: `http://localhost:${port}`,
  AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  INQUIRY_LIMIT_PER_ADDRESS: '100000',
  ASTRO_TELEMETRY_DISABLED: '1',
  ...extra,
});

export const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
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
    // DOM snapshots without the screencast: recording a trace's screenshots makes Chromium encode frames all
    // through every test, which was about half of the run's CPU (a failure still gets its screenshot).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'product', testMatch: /(site|admin)-.*\.spec\.ts$/, use: { baseURL: BASE_URL } },
    { name: 'journeys', testMatch: /journey-.*\.spec\.ts$/, use: { baseURL: JOURNEY_URL } },
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
        SITE_BUILD_COMMAND: JSON.stringify([
          process.execPath,
          path.resolve('tests/fixtures/switchable-site-build.mjs'),
        ]),
      }),
    },
  ],
});
