import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One config, four projects. `npm test` runs them all, then the browser tests.
export default defineConfig({
  test: {
    // Once per run: the migrated, seeded database every test file starts from (a copy each).
    globalSetup: ['tests/global-setup.ts'],
    // Test files share their worker's loaded modules: PGlite's WebAssembly and the server's module graph
    // are compiled once per worker instead of once per file (about half of the run). Each file still opens
    // its own database, so no state is shared through modules: tests that change the environment restore it.
    isolate: false,
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine. The server tests
    // mostly wait (child processes, timers, backoffs), so one worker more than cores keeps both busy:
    // 326 s → 209 s on 2 cores, measured.
    maxWorkers: os.availableParallelism() + 1,
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
