import { test, expect } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

test('unsaved changes: in-app navigation asks in Indonesian, staying keeps the text; unload is guarded', async ({
  page,
  loginAsAdmin,
}) => {
  await loginAsAdmin(page, '/admin/edit-about');
  const title = page.getByRole('textbox', { name: 'Judul', exact: true });
  await expect(title).toBeVisible();
  await title.fill('Judul yang belum disimpan');
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Paket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Perubahan belum disimpan' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(/\/admin\/edit-about$/);
  await expect(title).toHaveValue('Judul yang belum disimpan');

  // The browser's own prompt on unload.
  let prompted = false;
  page.once('dialog', async (d) => {
    prompted = d.type() === 'beforeunload';
    await d.dismiss();
  });
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  expect(prompted).toBe(true);

  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Paket' }).click();
  await dialog.getByRole('button', { name: 'Tinggalkan' }).click();
  await expect(page).toHaveURL(/\/admin\/packages$/);
});

test('the package form warns too, but not after a successful save', async ({ page, admin, loginAsAdmin }) => {
  const title = `Paket Tersimpan ${Date.now().toString(36)}`;
  await loginAsAdmin(page, '/admin/packages/new');
  await page.getByLabel('Judul Paket').fill(title);
  await page.getByRole('link', { name: 'Kembali' }).click();
  await expect(page.getByRole('dialog', { name: 'Perubahan belum disimpan' })).toBeVisible();
  await page.getByRole('button', { name: 'Tetap di sini' }).click();
  await page.getByLabel('Harga Quad').fill('25.000.000');
  await page.getByRole('button', { name: 'Simpan Paket' }).click();
  await page.getByRole('button', { name: 'Simpan tetap' }).click();
  // The first save stays on the package, now stored: nothing is unsaved.
  await expect(page).toHaveURL(/\/admin\/packages\/edit\//);
  await page.getByRole('link', { name: 'Kembali' }).click();
  // The list itself, not the edit address this starts from: a wrong warning would hold the page there.
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(page.getByRole('dialog', { name: 'Perubahan belum disimpan' })).toHaveCount(0);
  await admin.from('packages').delete().eq('title', title);
});

// The inline feature and testimonial forms warn as well; an untouched or cancelled form does not.
test('the inline forms warn before typing is lost', async ({ page, loginAsAdmin }) => {
  const menu = page.getByRole('navigation', { name: 'Menu admin' });
  const dialog = page.getByRole('dialog', { name: 'Perubahan belum disimpan' });
  await loginAsAdmin(page, '/admin/features');
  await page.getByRole('button', { name: 'Tambah Keunggulan' }).click();
  const form = page.getByRole('form', { name: 'Tambah Keunggulan' });
  await form.getByLabel(/^Judul/).fill('Keunggulan yang belum disimpan');
  await menu.getByRole('link', { name: 'Testimoni' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(/\/admin\/features$/);
  await expect(form.getByLabel(/^Judul/)).toHaveValue('Keunggulan yang belum disimpan');
  // Cancelled: nothing left to lose.
  await form.getByRole('button', { name: 'Batal' }).click();
  await menu.getByRole('link', { name: 'Testimoni' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(dialog).toHaveCount(0);

  // The testimonial edit form: a switch counts as typing; "Tinggalkan" leaves.
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  const edit = page.getByRole('form', { name: 'Edit Testimoni' });
  await menu.getByRole('link', { name: 'Keunggulan' }).click();
  await expect(page).toHaveURL(/\/admin\/features$/);
  await expect(dialog).toHaveCount(0);
  await menu.getByRole('link', { name: 'Testimoni' }).click();
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await edit.getByRole('switch', { name: 'Tampilkan di beranda' }).click();
  await menu.getByRole('link', { name: 'Keunggulan' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Tinggalkan' }).click();
  await expect(page).toHaveURL(/\/admin\/features$/);
});

// An image still used by a package cannot be deleted.
test('media: usage shown, deleting an image in use is refused with links to each place', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await loginAsAdmin(page, '/admin/media');
  const tile = page.getByRole('listitem', { name: 'package-makkah.webp', exact: true });
  await expect(tile.getByTestId('media-usage')).toHaveText(/^Dipakai di \d+ tempat$/);
  await tile.getByRole('button', { name: /^Hapus/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gambar masih dipakai' });
  await expect(dialog).toBeVisible();
  // Each place by its kind and name, linked to its editor: packages, and the seed article that uses it as cover.
  await expect(dialog.getByRole('link', { name: /^Paket: / }).first()).toHaveAttribute(
    'href',
    /\/admin\/packages\/edit\//,
  );
  await expect(
    dialog.getByRole('link', { name: /^Artikel: Panduan Manasik Umroh Langkah demi Langkah/ }),
  ).toHaveAttribute('href', /\/admin\/articles\/edit\//);
  await dialog.getByRole('button', { name: 'Mengerti' }).click();
  // Refused before any undo window: the tile never left and no "Dihapus — Batalkan" toast was offered.
  await expect(tile).toBeVisible();
  await expect(toast(page, 'Dihapus')).toHaveCount(0);
  const { data } = await admin.from('media').select('id').eq('filename', 'package-makkah.webp');
  expect(data).toHaveLength(1);
  // The database refuses it as well, whoever asks.
  const { error } = await admin.from('media').delete().eq('id', data![0].id);
  expect(error?.code).toBe('P0001');
});

// A screen whose code cannot load offers a retry, never React Router's "Unexpected Application Error!".
test('a screen whose code cannot be loaded offers a retry in Indonesian', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin(page, '/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.route('**/admin/assets/MediaLibrary-*.js', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { name: 'Tidak dapat terhubung ke server — coba lagi' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Failed to fetch/)).toHaveCount(0);
  await page.unroute('**/admin/assets/MediaLibrary-*.js');
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  void toast;
});

// The frame (sidebar, header) is its own chunk, so the login page does not carry it: its download can fail too.
test('a frame whose code cannot be loaded offers the same retry', async ({ page, loginAsAdmin }) => {
  await page.route('**/admin/assets/AdminLayout-*.js', (route) => route.abort());
  await loginAsAdmin(page, '/admin/');
  await expect(page.getByRole('heading', { name: 'Tidak dapat terhubung ke server — coba lagi' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Failed to fetch/)).toHaveCount(0);
  await page.unroute('**/admin/assets/AdminLayout-*.js');
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
