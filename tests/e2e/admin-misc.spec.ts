import { test, expect } from './fixtures.ts';

// Small things the owner reads: which screen a browser tab is, Indonesian while a record loads, errors
// beside the password fields, and a new package that does not warn about its own defaults.

const SUFFIX = ' - Admin Baitullah Tour & Travel';

test('every screen names itself in the browser tab', async ({ page, loginAsAdmin }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle(`Login Admin${SUFFIX}`);
  await loginAsAdmin(page, '/admin/packages');
  await expect(page).toHaveTitle(`Paket${SUFFIX}`);
  const menu = page.getByRole('navigation', { name: 'Menu admin' });
  for (const [link, title] of [
    ['Profil', 'Profil'],
    ['Edit Kontak', 'Edit Kontak'],
    ['Prospek', 'Prospek'],
    ['Dashboard', 'Dashboard'],
  ] as const) {
    await menu.getByRole('link', { name: link }).click();
    await expect(page).toHaveTitle(`${title}${SUFFIX}`);
  }
  await page.goto('/admin/packages/new');
  await expect(page).toHaveTitle(`Tambah Paket${SUFFIX}`);
});

test('a record that is still loading says "Memuat…", not "Loading..."', async ({ page, admin, loginAsAdmin }) => {
  const { data } = await admin.from('packages').select('id').limit(1).single();
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/rest\/v1\/packages\?/, async (route) => {
    await held;
    await route.continue();
  });
  await loginAsAdmin(page, `/admin/packages/edit/${data!.id as string}`);
  await expect(page.getByRole('main').getByText('Memuat…')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Paket' })).toBeVisible();
});

test('a new package does not warn about its own defaults; a changed duration does', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin(page, '/admin/packages/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Paket' })).toBeVisible();
  // No preset duration: a preset would contradict the one-day itinerary a new package starts with.
  await expect(page.getByLabel('Durasi')).toHaveValue('');
  await expect(page.getByTestId('itinerary-warning')).toHaveCount(0);
  await page.getByLabel('Durasi').pressSequentially('12 Hari');
  await expect(page.getByTestId('itinerary-warning')).toContainText('durasi paket 12 hari');
});

test('password problems are shown beside the field they are about', async ({ page, loginAsAdmin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, '/admin/profile');
  const card = page.getByRole('region', { name: 'Ubah Password' });
  const next = card.getByLabel(/^Password Baru/);
  const confirm = card.getByLabel(/^Konfirmasi Password Baru/);
  await next.pressSequentially('abcdef');
  await confirm.pressSequentially('abcdeg');
  await card.getByRole('button', { name: 'Perbarui Password' }).click();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Password baru dan konfirmasi password tidak cocok');
  await confirm.press('End');
  await confirm.press('Backspace');
  await expect(confirm).toHaveAttribute('aria-invalid', 'false');

  await next.clear();
  await next.pressSequentially('abc');
  await confirm.clear();
  await confirm.pressSequentially('abc');
  await card.getByRole('button', { name: 'Perbarui Password' }).click();
  await expect(next).toHaveAccessibleDescription('Password minimal 8 karakter');
  await expect(next).toHaveValue('abc');
});
