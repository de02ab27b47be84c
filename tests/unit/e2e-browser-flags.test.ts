import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from '@playwright/test';
import { PLAYWRIGHT_DISABLED_FEATURES, launchOptions } from '../../playwright.config.ts';

// The browser tests pass Chromium one `--disable-features`, which replaces Playwright's own: it must keep every
// feature Playwright turns off, and it must still stop the unseen address-bar popups it is there for.
const disabledFeatures = (args: readonly string[]) =>
  args
    .filter((a) => a.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',') ?? [];

describe('the browser tests’ Chromium flags', () => {
  it('repeat every feature Playwright itself turns off', async () => {
    const server = await chromium.launchServer({
      executablePath: launchOptions.executablePath,
      args: ['--no-sandbox'],
    });
    try {
      const own = disabledFeatures(server.process().spawnargs);
      expect(own.length).toBeGreaterThan(0);
      expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(own));
    } finally {
      await server.close();
    }
  });

  describe('in the browser the tests launch', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch(launchOptions);
    });
    afterAll(() => browser.close());

    it('a new context opens its page and nothing else (no address-bar popup renderers)', async () => {
      const cdp = await browser.newBrowserCDPSession();
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto('data:text/html,<h1>Baitullah</h1>');
        await expect.poll(() => page.locator('h1').textContent()).toBe('Baitullah');
        // The popups, when they load, appear with the window: give them the moment they take.
        await new Promise((r) => setTimeout(r, 1000));
        const { targetInfos } = await cdp.send('Target.getTargets');
        expect(targetInfos.filter((t) => t.type !== 'page').map((t) => `${t.type} ${t.url}`)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
