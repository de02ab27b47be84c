import { test, expect } from './fixtures.ts';
import {
  ADMIN_SESSION_KEY,
  anonClient,
  createTempAdmin,
  deleteTempAdmin,
  toast,
  type TempAdmin,
} from './admin-helpers.ts';
import type { Page, Request } from '@playwright/test';

// One behaviour for every expired or revoked session, on every screen.
const ENDED = 'Sesi berakhir, silakan login kembali';

async function signIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/**
 * From now on, how many requests the page has sent and how many of them are still open: a screen's code
 * still downloading, or the data call it makes once there.
 */
function requestsOf(page: Page): { sent: () => number; open: () => number } {
  let sent = 0;
  const open = new Set<Request>();
  page.on('request', (r) => {
    sent++;
    open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return { sent: () => sent, open: () => open.size };
}

/**
 * Waits until the page has nothing left to do: no request open, then an idle moment after which it has sent
 * no new one. A request that follows another (a screen's data call once its code is in) has been sent by then.
 */
async function settled(page: Page, requests: ReturnType<typeof requestsOf>) {
  for (;;) {
    await expect.poll(requests.open).toBe(0);
    const sent = requests.sent();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    if (requests.sent() === sent) return;
  }
}

/** Revokes every refresh token of the user on the server and makes this browser's access token due. */
async function revokeAndExpire(page: Page, baseURL: string, user: TempAdmin) {
  const other = anonClient(baseURL);
  await other.auth.signInWithPassword({ email: user.email, password: user.password });
  await other.auth.signOut({ scope: 'global' });
  await page.evaluate((key) => {
    const stored = localStorage.getItem(key);
    if (!stored) return; // the browser already noticed the revocation
    const s = JSON.parse(stored);
    s.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(s));
  }, ADMIN_SESSION_KEY(baseURL));
}

test.describe('ended sessions', () => {
  let user: TempAdmin | undefined;
  test.afterEach(async ({ baseURL }) => deleteTempAdmin(baseURL!, user));

  for (const [from, to, fromHeading, heading] of [
    ['/admin/packages', '/admin/edit-home', 'Paket', 'Edit Beranda'],
    ['/admin/edit-home', '/admin/packages', 'Edit Beranda', 'Paket'],
    ['/admin/', '/admin/media', 'Dashboard', 'Media'],
  ] as const) {
    test(`revoked on ${from}: moving to ${to} signs out, explains, and comes back after sign-in`, async ({
      page,
      baseURL,
    }) => {
      user = await createTempAdmin(baseURL!, 'sesi');
      const rest: string[] = [];
      await page.goto('/admin/login');
      await signIn(page, user.email, user.password);
      await expect(page).toHaveURL(/\/admin\/?$/);
      await page.goto(from);
      await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
      await revokeAndExpire(page, baseURL!, user);
      page.on('request', (r) => {
        if (r.url().includes('/rest/v1/') && !r.headers()['authorization']?.includes('.')) rest.push(r.url());
      });
      // In-app navigation (no reload). The auth client's own refresh timer may notice first: same outcome.
      await page.evaluate((path) => {
        if (location.pathname.endsWith('/login')) return;
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(toast(page, ENDED)).toBeVisible();
      await expect(page.getByTestId('session-notice')).toHaveText(ENDED);
      expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
      await signIn(page, user.email, user.password);
      // Back to the screen where the end was noticed: the target, or the one open when the auth client noticed first.
      const back = (p: string) => p.replace(/\/$/, '').replace(/[/]/g, '\\/');
      await expect(page).toHaveURL(new RegExp(`(${back(to)}|${back(from)})\\/?$`));
      await expect(page.getByRole('banner').getByText(new RegExp(`^(${heading}|${fromHeading})$`))).toBeVisible();
      expect(rest).toEqual([]);
    });
  }

  test('a signed-out visit renders no admin chrome and sends no data call', async ({ page }) => {
    const requests = requestsOf(page);
    const rest: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/')) rest.push(r.url());
    });
    // Records whether the admin menu was ever in the page, even for one frame.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('nav[aria-label="Menu admin"]'))
          (window as unknown as { sawMenu: boolean }).sawMenu = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/admin/packages');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await settled(page, requests);
    expect(await page.evaluate(() => (window as unknown as { sawMenu?: boolean }).sawMenu ?? false)).toBe(false);
    expect(rest).toEqual([]);
  });
});
