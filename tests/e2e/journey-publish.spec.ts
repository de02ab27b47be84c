import { test, expect, unique, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.ts';
import { loginViaUi, pauseClock, pngFile, toast, UNDO_MS } from './admin-helpers.ts';
import { livePage, PUBLISH_WAIT } from './journey-helpers.ts';

// The product as one: the owner saves in the admin and the static site republishes by itself.
// Runs against the journeys server (auto-publish on). Generous waits here; the publish latency
// itself is measured by `npm run bench:publish`, not by a timed test.

test.describe.configure({ mode: 'serial' });

test('a new package with two uploaded photos goes live; a price edit republishes; draft takes it down', async ({
  page,
  admin,
}) => {
  test.setTimeout(240_000);
  const title = unique('Umroh Journey');

  await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(toast(page, 'Login Berhasil')).toBeVisible();

  // Create with two uploaded images (the placeholder is removed so only the uploads remain).
  await page.goto('/admin/packages/new');
  await page.getByLabel(/^Judul Paket/).fill(title);
  await page.getByLabel('Tagline').fill('Perjalanan uji dari admin ke situs');
  await page.getByLabel(/^Kategori/).selectOption('umroh');
  await page.getByLabel(/^Harga Quad/).fill('27.750.000');
  await page.getByRole('tab', { name: 'Galeri' }).click();
  const gallery = page.getByRole('list', { name: 'Galeri paket' });
  await page.getByTestId('gallery-upload-input').setInputFiles(pngFile('journey-1.png'));
  await expect(gallery.getByRole('listitem', { name: /^Foto/ })).toHaveCount(2);
  await page.getByTestId('gallery-upload-input').setInputFiles(pngFile('journey-2.png'));
  await expect(gallery.getByRole('listitem', { name: /^Foto/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Hapus foto 1' }).click();
  await expect(gallery.getByRole('listitem', { name: /^Foto/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Simpan Paket' }).click();
  // Active without a departure yet: the admin asks first, and the owner knowingly publishes it dateless.
  await page.getByRole('button', { name: 'Simpan tetap' }).click();
  await expect(toast(page, 'Paket Ditambahkan')).toBeVisible();

  const { data: pkg } = await admin.from('packages').select('id, slug, images').eq('title', title).single();
  expect(pkg!.images).toHaveLength(2);
  for (const url of pkg!.images as string[])
    expect((await page.request.get(url)).headers()['content-type']).toBe('image/png');

  // Live on the list and the detail page, with both photos.
  await livePage(page, '/umroh', title);
  await page.goto(`/umroh/${pkg!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Rp 27.750.000').first()).toBeVisible();
  const html = await (await page.request.get(`/umroh/${pkg!.slug}`)).text();
  for (const url of pkg!.images as string[]) expect(html).toContain(new URL(url).pathname);

  // The date is a departure row of its own, added in the Keberangkatan tab and saved alone.
  await page.goto(`/admin/packages/edit/${pkg!.id}`);
  await page.getByRole('tab', { name: 'Keberangkatan' }).click();
  await page.getByRole('button', { name: 'Tambah Keberangkatan' }).click();
  const row = page.getByTestId('departure-row').last();
  await row.getByLabel(/^Berangkat/).fill('10/07/2027');
  await row.getByLabel(/^Pulang/).fill('18/07/2027');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Keberangkatan Ditambahkan')).toBeVisible();
  const { data: deps } = await admin.from('departures').select('depart_on, seats_total').eq('package_id', pkg!.id);
  expect(deps).toEqual([{ depart_on: '2027-07-10', seats_total: 45 }]);

  // The price is edited and the page changes.
  await page.getByRole('tab', { name: 'Informasi Dasar' }).click();
  await page.getByLabel(/^Harga Quad/).fill('29.900.000');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  // The 9-day departure contradicts the one-day itinerary a new package starts with: the admin names it, and
  // the owner, who writes the itinerary later, saves anyway.
  const asked = page.getByRole('dialog', { name: 'Data paket saling bertentangan' });
  await expect(asked).toContainText('9 hari, itinerary: 1 hari');
  await asked.getByRole('button', { name: 'Simpan tetap' }).click();
  await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
  await livePage(page, `/umroh/${pkg!.slug}`, 'Rp 29.900.000');

  // Set to draft: it disappears from the site.
  await page.goto(`/admin/packages/edit/${pkg!.id}`);
  await page.getByLabel('Status').selectOption('draft');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
  await livePage(page, '/umroh', title, false);
  const gone = await page.request.get(`/umroh/${pkg!.slug}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('Paket tidak ditemukan');

  await admin.from('packages').delete().eq('id', pkg!.id);
});

test('a deleted testimonial is gone from the home page', async ({ page, admin }) => {
  test.setTimeout(180_000);
  const name = unique('Jamaah Journey');
  const { error } = await admin
    .from('testimonials')
    .insert({ name, location: 'Bogor', content: 'Alhamdulillah lancar.', rating: 5, consent: true });
  expect(error).toBeNull();
  await livePage(page, '/', name);

  // The undo window passes on the page's clock, not in real time.
  await page.clock.install();
  await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(toast(page, 'Login Berhasil')).toBeVisible();
  await page.goto('/admin/testimonials');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Hapus ${name}` }).click();
  await pauseClock(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(card).toHaveCount(0);
  // The delete is sent when the 5 s undo window is over.
  await page.clock.runFor(UNDO_MS);
  await expect(toast(page, 'Testimoni Dihapus')).toBeVisible();
  await livePage(page, '/', name, false);
});

// "Tampilkan di beranda" off takes a testimonial off the published home page.
test('a testimonial taken off the home page is gone from it', async ({ page, admin }) => {
  test.setTimeout(180_000);
  const name = unique('Jamaah Beranda');
  const { error } = await admin
    .from('testimonials')
    .insert({ name, location: 'Depok', content: 'Pelayanan ramah.', rating: 5, consent: true });
  expect(error).toBeNull();
  try {
    // A new testimonial goes first, so it is among the six the home page shows.
    await livePage(page, '/', name);

    await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(toast(page, 'Login Berhasil')).toBeVisible();
    await page.goto('/admin/testimonials');
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const form = page.getByRole('form', { name: 'Edit Testimoni' });
    await form.getByRole('switch', { name: 'Tampilkan di beranda' }).uncheck();
    await form.getByRole('button', { name: 'Perbarui' }).click();
    await expect(toast(page, 'Testimoni Diperbarui')).toBeVisible();
    await livePage(page, '/', name, false);
  } finally {
    await admin.from('testimonials').delete().eq('name', name);
  }
});

// A slug edited in the admin leaves a permanent redirect from the old address, once published.
test('an edited slug publishes the new address and the old one answers 301 to it', async ({ page, admin }) => {
  test.setTimeout(180_000);
  const title = unique('Umroh Alamat');
  const oldSlug = `umroh-alamat-lama-${Date.now().toString(36)}`;
  const newSlug = `${oldSlug.replace('-lama-', '-baru-')}`;
  const { data: pkg, error } = await admin
    .from('packages')
    .insert({ title, slug: oldSlug, category: 'umroh', price_quad: 26_000_000, status: 'active' })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    await livePage(page, `/umroh/${oldSlug}`, title);

    await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(toast(page, 'Login Berhasil')).toBeVisible();
    await page.goto(`/admin/packages/edit/${pkg!.id}`);
    await page.getByLabel('Slug (alamat halaman)').fill(newSlug);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    // The package has no departure: the admin asks before keeping it active and dateless.
    await page.getByRole('button', { name: 'Simpan tetap' }).click();
    await expect(toast(page, 'Paket Diperbarui')).toBeVisible();

    await livePage(page, `/umroh/${newSlug}`, title);
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/umroh/${oldSlug}`, { maxRedirects: 0 });
          return `${res.status()} ${res.headers()['location'] ?? ''}`;
        },
        { timeout: PUBLISH_WAIT, intervals: [250, 500, 1000] },
      )
      .toMatch(new RegExp(`^301 .*/umroh/${newSlug}$`));
  } finally {
    await admin.from('packages').delete().eq('id', pkg!.id);
    await admin.from('redirects').delete().like('from_path', `%${oldSlug}%`);
  }
});
