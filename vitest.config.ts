import { defineConfig } from 'vitest/config';

// One config, four projects. `npm test` runs them all, then the browser tests.
export default defineConfig({
  test: {
    // Once per run: the migrated, seeded database every test file starts from (a copy each).
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'admin', include: ['tests/admin/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
