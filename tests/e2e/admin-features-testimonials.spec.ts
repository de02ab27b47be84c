import { test, expect, unique } from './fixtures.ts';
import { deletesOf, pauseClock, toast, UNDO_MS } from './admin-helpers.ts';

const featureTitles: string[] = [];
const testimonialNames: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const t of featureTitles) await admin.from('features').delete().like('title', `${t}%`);
  for (const n of testimonialNames) await admin.from('testimonials').delete().like('name', `${n}%`);
});

test.describe('features (Keunggulan)', () => {
  test('add with the inline form: required fields, default shield, chosen icon; the form closes and resets', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const title = unique('Keunggulan Uji');
    featureTitles.push(title);
    await loginAsAdmin(page, '/admin/features');
    await page.getByRole('button', { name: 'Tambah Keunggulan' }).click();
    const form = page.getByRole('form', { name: 'Tambah Keunggulan' });
    await expect(form.getByRole('radio', { name: 'Perisai' })).toHaveAttribute('aria-checked', 'true');
    // Indonesian captions, not the icon names (shield, users, …).
    for (const icon of ['Perisai', 'Jamaah', 'Penghargaan', 'Jam', 'Hati', 'Globe'])
      await expect(form.getByRole('radio', { name: icon, exact: true })).toBeVisible();

    await form.getByLabel(/^Judul/).fill(title);
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(toast(page, 'Mohon lengkapi semua field')).toBeVisible();
    await expect(form).toBeVisible();

    await form.getByLabel(/^Deskripsi/).fill('Deskripsi keunggulan uji');
    await form.getByRole('radio', { name: 'Hati' }).click();
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(toast(page, 'Keunggulan Ditambahkan')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Tambah Keunggulan' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: title })).toContainText('Deskripsi keunggulan uji');
    const { data } = await admin.from('features').select('icon, is_active, order_index').eq('title', title).single();
    expect(data!.icon).toBe('heart');
    expect(data!.is_active).toBe(true);

    // reopening starts empty again
    await page.getByRole('button', { name: 'Tambah Keunggulan' }).click();
    await expect(page.getByRole('form', { name: 'Tambah Keunggulan' }).getByLabel(/^Judul/)).toHaveValue('');
    await page.getByRole('form', { name: 'Tambah Keunggulan' }).getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('form', { name: 'Tambah Keunggulan' })).toHaveCount(0);
  });

  test('edit inline, cancel resets, delete after confirmation', async ({ page, admin, loginAsAdmin }) => {
    const title = unique('Keunggulan Ubah');
    featureTitles.push(title);
    await admin.from('features').insert({ title, description: 'Awal', icon: 'globe', order_index: 99 });
    // The undo window passes on the page's clock, not in real time.
    await page.clock.install();
    const deletes = deletesOf(page, 'features');
    await loginAsAdmin(page, '/admin/features');
    const cardEl = page.getByRole('article', { name: title });
    await cardEl.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('form', { name: 'Edit Keunggulan' });
    await expect(form.getByLabel(/^Judul/)).toHaveValue(title);
    await expect(form.getByRole('radio', { name: 'Globe' })).toHaveAttribute('aria-checked', 'true');
    await form.getByLabel(/^Deskripsi/).fill('Dibatalkan');
    await form.getByRole('button', { name: 'Batal' }).click();
    await expect(form).toHaveCount(0);
    await expect(cardEl).toContainText('Awal');

    await cardEl.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('form', { name: 'Edit Keunggulan' }).getByLabel(/^Deskripsi/)).toHaveValue('Awal');
    await page
      .getByRole('form', { name: 'Edit Keunggulan' })
      .getByLabel(/^Deskripsi/)
      .fill('Sudah diperbarui');
    await page.getByRole('form', { name: 'Edit Keunggulan' }).getByRole('button', { name: 'Perbarui' }).click();
    await expect(toast(page, 'Keunggulan Diperbarui')).toBeVisible();
    await expect(cardEl).toContainText('Sudah diperbarui');

    await cardEl.getByRole('button', { name: `Hapus ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
    await expect(cardEl).toBeVisible();

    // After the confirmation the card goes at once; "Batalkan" brings it back and nothing is deleted.
    const stored = async () => (await admin.from('features').select('id').eq('title', title)).data;
    await cardEl.getByRole('button', { name: `Hapus ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    const undo = toast(page, `Keunggulan "${title}" dihapus`);
    await expect(undo).toBeVisible();
    await expect(cardEl).toHaveCount(0);
    await undo.getByRole('button', { name: 'Batalkan' }).click();
    await expect(cardEl).toBeVisible();
    await page.clock.runFor(UNDO_MS + 500);
    expect(deletes, 'nothing sent after "Batalkan"').toEqual([]);
    expect(await stored()).toHaveLength(1);

    // Not undone: the delete is sent only when the 5 s are over.
    await cardEl.getByRole('button', { name: `Hapus ${title}` }).click();
    await pauseClock(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(cardEl).toHaveCount(0);
    await page.clock.runFor(UNDO_MS - 100);
    expect(deletes, 'nothing sent during the undo window').toEqual([]);
    expect(await stored()).toHaveLength(1);
    await page.clock.runFor(100);
    await expect(toast(page, 'Keunggulan Dihapus')).toBeVisible();
    expect(await stored()).toEqual([]);
    await expect(cardEl).toHaveCount(0);
  });

  test('a failed save keeps the form and says so', async ({ page, loginAsAdmin }) => {
    const title = unique('Keunggulan Offline');
    featureTitles.push(title);
    await loginAsAdmin(page, '/admin/features');
    await page.getByRole('button', { name: 'Tambah Keunggulan' }).click();
    const form = page.getByRole('form', { name: 'Tambah Keunggulan' });
    await form.getByLabel(/^Judul/).fill(title);
    await form.getByLabel(/^Deskripsi/).fill('Tidak tersimpan');
    await page.route('**/rest/v1/**', (route) => route.abort());
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(toast(page, 'Gagal menambahkan keunggulan')).toContainText('Tidak dapat terhubung ke server');
    await expect(form.getByLabel(/^Judul/)).toHaveValue(title);
  });
});

test.describe('testimonials', () => {
  test('add with star rating, avatar and city; required name and content', async ({ page, admin, loginAsAdmin }) => {
    const name = unique('Jamaah Uji');
    testimonialNames.push(name);
    await loginAsAdmin(page, '/admin/testimonials');
    await page.getByRole('button', { name: 'Tambah Testimoni' }).click();
    const form = page.getByRole('form', { name: 'Tambah Testimoni' });
    await expect(form.getByRole('radio', { name: '5 bintang' })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByRole('switch', { name: 'Tampilkan di beranda' })).toBeChecked();
    await form.getByLabel(/^Nama/).fill(name);
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(toast(page, 'Mohon lengkapi nama dan testimoni')).toBeVisible();

    await form.getByLabel('Kota').fill('Bogor');
    await form.getByLabel(/^Testimoni/).fill('Perjalanan yang sangat berkesan.');
    await form.getByRole('radio', { name: '4 bintang' }).click();
    await form.getByRole('button', { name: 'Pilih dari Galeri' }).click();
    await form.getByRole('listbox', { name: 'Galeri media' }).getByRole('option').first().click();
    await expect(form.getByRole('listbox', { name: 'Galeri media' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(toast(page, 'Testimoni Ditambahkan')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Tambah Testimoni' })).toHaveCount(0);

    const cardEl = page.getByRole('article', { name });
    await expect(cardEl).toContainText('Perjalanan yang sangat berkesan.');
    await expect(cardEl).toContainText('Bogor');
    await expect(cardEl.getByRole('img', { name: 'Rating 4 dari 5' })).toBeVisible();
    await expect(cardEl).toContainText('Di beranda');
    const { data } = await admin
      .from('testimonials')
      .select('rating, location, avatar_url, show_on_home')
      .eq('name', name)
      .single();
    expect(data!.show_on_home).toBe(true);
    expect(data!.rating).toBe(4);
    expect(data!.location).toBe('Bogor');
    expect(data!.avatar_url).toBeTruthy();
  });

  test('edit inline and delete after confirmation', async ({ page, admin, loginAsAdmin }) => {
    const name = unique('Jamaah Ubah');
    testimonialNames.push(name);
    await admin.from('testimonials').insert({ name, location: 'Depok', content: 'Isi awal', rating: 3 });
    // The undo window passes on the page's clock, not in real time.
    await page.clock.install();
    const deletes = deletesOf(page, 'testimonials');
    await loginAsAdmin(page, '/admin/testimonials');
    const cardEl = page.getByRole('article', { name });
    await cardEl.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: 'Edit Testimoni' });
    await expect(form.getByRole('radio', { name: '3 bintang' })).toHaveAttribute('aria-checked', 'true');
    await form.getByLabel(/^Testimoni/).fill('Isi sudah diperbarui');
    await form.getByRole('button', { name: 'Perbarui' }).click();
    await expect(toast(page, 'Testimoni Diperbarui')).toBeVisible();
    await expect(cardEl).toContainText('Isi sudah diperbarui');
    await expect(page.getByRole('form', { name: 'Edit Testimoni' })).toHaveCount(0);

    await cardEl.getByRole('button', { name: `Hapus ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
    await expect(cardEl).toBeVisible();

    // Undoable for 5 s after the confirmation, as in the package list.
    const stored = async () => (await admin.from('testimonials').select('id').eq('name', name)).data;
    await cardEl.getByRole('button', { name: `Hapus ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    const undo = toast(page, `Testimoni dari "${name}" dihapus`);
    await expect(undo).toBeVisible();
    await expect(cardEl).toHaveCount(0);
    await undo.getByRole('button', { name: 'Batalkan' }).click();
    await expect(cardEl).toBeVisible();
    await page.clock.runFor(UNDO_MS + 500);
    expect(deletes, 'nothing sent after "Batalkan"').toEqual([]);
    expect(await stored()).toHaveLength(1);

    await cardEl.getByRole('button', { name: `Hapus ${name}` }).click();
    await pauseClock(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(cardEl).toHaveCount(0);
    await page.clock.runFor(UNDO_MS - 100);
    expect(deletes, 'nothing sent during the undo window').toEqual([]);
    expect(await stored()).toHaveLength(1);
    await page.clock.runFor(100);
    await expect(toast(page, 'Testimoni Dihapus')).toBeVisible();
    expect(await stored()).toEqual([]);
  });
});
