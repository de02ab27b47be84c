import { expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';

/** How long a save may take to go live in these tests (the latency itself is measured by `npm run bench:publish`). */
export const PUBLISH_WAIT = 60_000;

/**
 * Waits until the journeys server's live page at `path` holds `text` (or, with `present` false, no longer
 * does): the site republishes by itself after a change, so the tests poll what a visitor would get.
 */
export async function livePage(page: Page, path: string, text: string, present = true, timeout = 60_000) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(path, { headers: { 'cache-control': 'no-cache' } });
        return (await res.text()).includes(text);
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(present);
}

/**
 * How long a test may wait for the server to be idle: the builds the last journeys asked for finish first.
 * While journeys run side by side a quiet moment may never come, so only a test that runs alone waits for it.
 */
export const IDLE_WAIT = 120_000;

/** Nothing queued or in flight: a build asked for by an earlier test can no longer change the site. */
export async function publishingIdle(admin: SupabaseClient): Promise<void> {
  await expect
    .poll(
      async () => {
        const { data, error } = await admin.rpc('site_publish_status');
        return !error && data && !data.pending;
      },
      { timeout: IDLE_WAIT, intervals: [250, 500] },
    )
    .toBe(true);
}
