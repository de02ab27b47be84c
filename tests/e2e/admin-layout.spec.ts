import { test, expect } from './fixtures.ts';

test.describe('admin layout', () => {
  test('the sidebar collapses to icons with ctrl+b / meta+b and remembers it in a 7-day cookie', async ({
    page,
    context,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsAdmin(page, '/admin/');
    const sidebar = page.locator('aside[data-sidebar="desktop"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256); // 16rem

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48); // 3rem
    await expect(sidebar.getByText('Paket', { exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Paket' })).toBeVisible(); // icon with its accessible name

    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    await page.reload();
    await expect(page.locator('aside[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Meta+b');
    await expect(page.locator('aside[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'expanded');
    await page.getByRole('button', { name: 'Buka/tutup menu' }).click();
    await expect(page.locator('aside[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'collapsed');
    await page.getByRole('button', { name: 'Buka/tutup menu' }).click();
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });

  test('below 768 px the menu is an 18rem slide-out panel', async ({ page, loginAsAdmin }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAdmin(page, '/admin/');
    // The layout has rendered (its menu button is there) before the desktop sidebar is found absent.
    const menuButton = page.getByRole('button', { name: 'Buka/tutup menu' });
    await expect(menuButton).toBeVisible();
    await expect(page.locator('aside[data-sidebar="desktop"]')).toHaveCount(0);
    await menuButton.click();
    const panel = page.locator('[data-sidebar="mobile"]');
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(288); // 18rem
    await panel.getByRole('link', { name: 'Testimoni' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Testimoni' })).toBeVisible();
  });

  test('the menu reaches every screen and the header names it', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/');
    const screens: [string, RegExp, string][] = [
      ['Edit Beranda', /\/admin\/edit-home$/, 'Edit Beranda'],
      ['Edit Tentang Kami', /\/admin\/edit-about$/, 'Edit Tentang Kami'],
      ['Edit Kontak', /\/admin\/edit-contact$/, 'Edit Kontak'],
      ['Paket', /\/admin\/packages$/, 'Kelola Paket'],
      ['Keunggulan', /\/admin\/features$/, 'Keunggulan'],
      ['Testimoni', /\/admin\/testimonials$/, 'Testimoni'],
      ['FAQ', /\/admin\/faqs$/, 'FAQ'],
      ['Media', /\/admin\/media$/, 'Media'],
      ['Pengaturan', /\/admin\/settings$/, 'Pengaturan'],
      ['Profil', /\/admin\/profile$/, 'Profil'],
      ['Dashboard', /\/admin\/?$/, 'Dashboard'],
    ];
    const nav = page.getByRole('navigation', { name: 'Menu admin' });
    for (const [link, url, heading] of screens) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('deep links load directly (SPA fallback) and the document is in Indonesian', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/packages/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Paket' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});
