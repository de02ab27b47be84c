import { test, expect } from './fixtures.ts';
import { SEED, waitForIslands } from './site-helpers.ts';

/**
 * WCAG 2.4.7: every element reached with Tab shows where focus is. axe and Lighthouse cannot see this, so each
 * stop is photographed focused and unfocused (the same pixels around it): the two pictures must differ.
 */
const PAGES = ['/', '/umroh', `/umroh/${SEED.umrohReguler.slug}`, '/tentang-kami', '/kontak', '/halaman-tidak-ada'];
const MAX_STOPS = 45;

for (const width of [390, 1280]) {
  test(`every Tab stop shows a visible focus indicator at ${width} px`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const invisible: string[] = [];
    let cardsChecked = 0;
    const shown = new Set<string>();
    // Where each page's walk went, so a failure says what was reached instead of only "none".
    const walks: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await waitForIslands(page);
      await page.mouse.move(0, 0);
      const seen = new Set<string>();
      const stops: string[] = [];
      for (let i = 0; i < MAX_STOPS; i++) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          document.querySelectorAll('[data-focus-probe]').forEach((e) => e.removeAttribute('data-focus-probe'));
          el.setAttribute('data-focus-probe', '');
          // A card's link and a room row's radio show focus on the card or row they stand for.
          const card = el.closest('[data-package-card]');
          const target = (card ?? (el.matches('input[type=radio]') ? el.closest('label') : null) ?? el) as HTMLElement;
          const r = target.getBoundingClientRect();
          const name = `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}`;
          // Elements of one kind in one region (the header's links, the footer's) share their focus style.
          const region = el.closest('header, nav, footer, main, aside, dialog')?.tagName ?? '';
          const kind = `${region} ${el.tagName} ${el.getAttribute('class') ?? ''} ${target.getAttribute('class') ?? ''}`;
          return { name, kind, card: !!card, x: r.x, y: r.y, w: r.width, h: r.height };
        });
        if (!info) {
          stops.push('(body)');
          break;
        }
        stops.push(info.name);
        if (seen.has(info.name + info.x + info.y)) break; // wrapped around
        seen.add(info.name + info.x + info.y);
        if (info.w === 0 || info.h === 0) continue;
        if (info.card) cardsChecked++;
        // One of its kind was already seen showing focus (on this page or an earlier one): two screenshots
        // each for every repeated header and footer link would only say it again.
        if (shown.has(info.kind)) continue;
        const pad = 8;
        const vp = page.viewportSize()!;
        const clip = {
          x: Math.max(0, info.x - pad),
          y: Math.max(0, info.y - pad),
          width: Math.min(vp.width, info.x + info.w + pad) - Math.max(0, info.x - pad),
          height: Math.min(vp.height, info.y + info.h + pad) - Math.max(0, info.y - pad),
        };
        if (clip.width <= 0 || clip.height <= 0) continue;
        const focused = await page.screenshot({ clip, animations: 'disabled' });
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const blurred = await page.screenshot({ clip, animations: 'disabled' });
        if (focused.equals(blurred)) invisible.push(`${width}px ${path}: ${info.name}`);
        else shown.add(info.kind);
        // Back to the same element so the next Tab continues from it; focus() after a key press stays "visible".
        await page.evaluate(() => {
          const el = document.querySelector<HTMLElement>('[data-focus-probe]');
          el?.removeAttribute('data-focus-probe');
          el?.focus({ preventScroll: true });
        });
      }
      walks.push(`${path}: ${stops.join(' | ')}`);
    }
    expect(cardsChecked, `package cards were among the stops; the walks:\n${walks.join('\n')}`).toBeGreaterThan(0);
    expect(invisible, 'elements whose focus changes nothing on screen').toEqual([]);
    await context.close();
  });
}
