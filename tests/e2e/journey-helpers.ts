import { expect, type Page } from '@playwright/test';

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
