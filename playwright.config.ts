import { defineConfig } from '@playwright/test';

// End-to-end tests run the whole product (`scripts/start.ts`) on its own port with a fresh
// in-memory database, the admin and the site built from that database, in Debian Chromium.
const PORT = Number(process.env.E2E_PORT || 4390);
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `"${process.execPath}" scripts/start.ts`,
    url: `${BASE_URL}/_local/ready`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      SITE_URL: BASE_URL,
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  },
});
