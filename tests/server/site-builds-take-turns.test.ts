import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SiteBuilder } from '../../server/product/site-builder.ts';

// Two servers building outside the project at once would share Astro's `.astro/.prerender/`: their builds take
// turns (server/product/site-builder.ts). A slow fake build notes when it ran; no two runs may overlap.
const SLOW_BUILD = path.resolve(import.meta.dirname, '../fixtures/slow-site-build.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-take-turns-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it('builds of two builders whose output lies outside the project never run at the same time', async () => {
  const times = path.join(tmp, 'times.log');
  fs.writeFileSync(times, '');
  const builders = [1, 2, 3].map(
    (n) =>
      new SiteBuilder({
        outRoot: path.join(tmp, `site-${n}`),
        env: { BUILD_TIMES: times },
        log: () => {},
        command: [process.execPath, SLOW_BUILD],
      }),
  );
  await Promise.all(builders.map((b) => b.request()));
  const runs = fs
    .readFileSync(times, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(' ').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0]);
  expect(runs).toHaveLength(3);
  for (let i = 1; i < runs.length; i++)
    expect(runs[i]![0], 'a build began before the last one ended').toBeGreaterThanOrEqual(runs[i - 1]![1]);
  for (const b of builders) expect(b.state.status).toBe('published');
  expect(fs.existsSync(path.join(import.meta.dirname, '../../.astro/site-build.lock')), 'the lock is released').toBe(
    false,
  );
});
