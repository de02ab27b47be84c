import { test, expect, unique } from './fixtures.ts';
import {
  createTempAdmin,
  deleteTempAdmin,
  deletesOf,
  openAdminAs,
  pauseClock,
  pngFile,
  serviceClient,
  toast,
} from './admin-helpers.ts';

// A delete confirmed in the admin is shown as done ("Dihapus", with "Batalkan" for 5 s). Leaving the page within
// those 5 s (reload, closing the tab) must not leave the record in the database, nor on the public site's data.

test('a package deleted just before a reload is gone from the database, the site data and the list', async ({
  page,
  admin,
  anon,
  loginAsAdmin,
}) => {
  const title = unique('Paket Hapus Muat Ulang');
  const { data: pkg, error } = await admin
    .from('packages')
    .insert({
      title,
      slug: `hapus-muat-ulang-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      price_quad: 25_000_000,
      status: 'active',
    })
    .select('id')
    .single();
  if (error) throw error;
  expect((await anon.from('packages').select('id').eq('id', pkg.id)).data).toHaveLength(1);

  await loginAsAdmin(page, '/admin/packages');
  await page.getByLabel('Cari paket').pressSequentially(title.split(' ').pop()!);
  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: `Hapus ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus Paket?' });
  await expect(dialog).toContainText('Anda masih bisa membatalkannya selama 5 detik');
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, 'Dihapus').getByRole('button', { name: 'Batalkan' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The browser asks before leaving while a delete is pending; the owner leaves anyway.
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(asked).toContain('beforeunload');

  await expect
    .poll(async () => (await admin.from('packages').select('id').eq('id', pkg.id)).data, { timeout: 4_000 })
    .toEqual([]);
  expect((await anon.from('packages').select('id').eq('id', pkg.id)).data).toEqual([]);
  await page.getByLabel('Cari paket').pressSequentially(title.split(' ').pop()!);
  await expect(page.getByText('Tidak ada paket yang cocok')).toBeVisible();
});

test('a testimonial deleted just before the tab is closed is gone; the dialog offers the undo, not "permanen"', async ({
  page,
  context,
  admin,
  anon,
  loginAsAdmin,
}) => {
  const name = unique('Jamaah Tutup Tab');
  const { error } = await admin.from('testimonials').insert({ name, location: 'Bogor', content: 'Isi', rating: 5 });
  if (error) throw error;
  await loginAsAdmin(page, '/admin/testimonials');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Hapus ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus Testimoni?' });
  await expect(dialog).toContainText('Anda masih bisa membatalkannya selama 5 detik');
  await expect(dialog).not.toContainText('permanen');
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, `Testimoni dari "${name}" dihapus`).getByRole('button', { name: 'Batalkan' })).toBeVisible();

  page.on('dialog', (d) => void d.accept());
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await admin.from('testimonials').select('id').eq('name', name)).data, { timeout: 4_000 })
    .toEqual([]);
  expect((await anon.from('testimonials').select('id').eq('name', name)).data).toEqual([]);
  await context.close();
});

test('a delete is sent as soon as the tab is hidden, well within the undo window', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const title = unique('Keunggulan Tab Tersembunyi');
  const { error } = await admin
    .from('features')
    .insert({ title, description: 'Pergi', icon: 'globe', order_index: 901, is_active: false });
  if (error) throw error;
  // The page's clock, paused before the delete is confirmed, never reaches the end of the undo window: the
  // delete that arrives can only have been sent by hiding the tab, however slow the machine.
  await page.clock.install();
  const deletes = deletesOf(page, 'features');
  await loginAsAdmin(page, '/admin/features');
  const stored = async () => (await admin.from('features').select('id').eq('title', title)).data;
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Hapus ${title}` }).click();
  await pauseClock(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(card).toHaveCount(0);
  expect(deletes, 'nothing sent while the tab is shown').toEqual([]);
  // The tab goes to the background (another tab, the phone's home screen): a hidden page may never run again.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(stored).toEqual([]);
  expect(deletes).toHaveLength(1);
});

test('an image deleted just before a reload is gone: record and file', async ({ page, admin, loginAsAdmin }) => {
  await loginAsAdmin(page, '/admin/media');
  const name = `muat-ulang-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.png`;
  await page.getByTestId('media-upload-input').setInputFiles(pngFile(name));
  const item = page.getByRole('listitem', { name });
  await expect(item).toBeVisible();
  const { data: row } = await admin.from('media').select('id, url').eq('original_name', name).single();
  expect((await page.request.get(row!.url as string)).status()).toBe(200);
  await item.getByRole('button', { name: `Hapus ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus Gambar?' });
  await expect(dialog).toContainText('Anda masih bisa membatalkannya selama 5 detik');
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(item).toHaveCount(0);

  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect
    .poll(async () => (await admin.from('media').select('id').eq('id', row!.id)).data, { timeout: 4_000 })
    .toEqual([]);
  expect((await page.request.get(row!.url as string)).status()).not.toBe(200);
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
});

test('a hotel deleted just before a reload is gone from the database and the list', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const name = unique('Hotel Muat Ulang');
  const { data: hotel, error } = await admin
    .from('hotels')
    .insert({ name, city: 'makkah', stars: 4 })
    .select('id')
    .single();
  if (error) throw error;
  await loginAsAdmin(page, '/admin/hotels');
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: `Hapus ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus hotel?' });
  await expect(dialog).toContainText('Anda masih bisa membatalkannya selama 5 detik');
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, `Hotel "${name}" dihapus`).getByRole('button', { name: 'Batalkan' })).toBeVisible();
  await expect(card).toHaveCount(0);

  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect
    .poll(async () => (await admin.from('hotels').select('id').eq('id', hotel.id)).data, { timeout: 4_000 })
    .toEqual([]);
  await expect(page.getByRole('heading', { name: 'Hotel', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
});

test('Logout within the undo window sends the delete first, while the session still allows it', async ({
  page,
  baseURL,
}) => {
  // Logout ends the administrator's sessions on the server: a throw-away administrator keeps other specs signed in.
  const user = await createTempAdmin(baseURL!, 'hapus-keluar');
  const db = serviceClient(baseURL!);
  try {
    const question = unique('Pertanyaan Logout');
    const { error } = await db.from('faqs').insert({ question, answer: 'Jawaban', position: 950, is_active: false });
    if (error) throw error;
    // The page's clock, paused before the delete is confirmed, keeps the undo window open: the logout below
    // happens within it however slow the machine, and the timer cannot be what sends the delete.
    await page.clock.install();
    const deletes = deletesOf(page, 'faqs');
    await openAdminAs(page, baseURL!, user.email, user.password, '/admin/faqs');
    const card = page.getByRole('article', { name: question });
    await card.getByRole('button', { name: `Hapus ${question}` }).click();
    await pauseClock(page);
    await page.getByRole('dialog', { name: 'Hapus FAQ?' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(card).toHaveCount(0);
    // The dialog's closing transition runs on the paused clock: one of the window's five seconds lets it end.
    await page.clock.runFor(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(deletes, 'nothing sent before Logout').toEqual([]);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => deletes.length, 'sent by Logout, within the undo window').toBe(1);
    // The sign-out itself waits on timers: the clock runs again once the delete has left.
    await page.clock.resume();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect((await db.from('faqs').select('id').eq('question', question)).data).toEqual([]);
  } finally {
    await deleteTempAdmin(baseURL!, user);
  }
});
