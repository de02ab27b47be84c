import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique } from './fixtures.ts';
import { nextToast, toast } from './admin-helpers.ts';
import { ALBUM_MESSAGES } from '../../domain/albums.ts';

// "Dokumentasi" as the owner builds an album: photos uploaded from the computer, a caption and the consent of
// the people in each, the order chosen, then saved in one go through save_album. Only consented photos count for
// the site; publishing without one is refused beside the photos with nothing lost, a failed save says so and
// keeps the form, and a second tab never overwrites the first silently.
const titles: string[] = [];
const CONFLICT = 'Data ini diubah di tempat lain sejak Anda membukanya';
const SEED_IMAGES = path.resolve(import.meta.dirname, '../../supabase/seed-images');
/**
 * A seed photo under a name of its own: the media library lists uploads by name, and other specs pick the seed's
 * own files by theirs ("Pilih package-haji.webp"; Playwright matches names by substring), so an upload's name
 * must not contain one.
 */
const seedFile = (name: string) => ({
  name: `foto-album-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}-${name.replace(/^package-/, '')}.webp`,
  mimeType: 'image/webp',
  buffer: fs.readFileSync(path.join(SEED_IMAGES, `${name}.webp`)),
});

test.afterAll(async ({ admin }) => {
  for (const title of titles) await admin.from('albums').delete().eq('title', title);
});

interface Detail {
  id: string;
  slug: string;
  title: string;
  description: string;
  taken_on: string;
  package_id: string | null;
  departure_id: string | null;
  status: string;
  updated_at: string;
  photos: { id: string; image_url: string; caption: string; consent: boolean }[];
  consented_count: number;
  cover: string | null;
}

async function stored(admin: SupabaseClient, title: string): Promise<Detail[]> {
  const { data, error } = await admin.from('album_details').select('*').eq('title', title);
  if (error) throw new Error(error.message);
  return data as Detail[];
}

async function openNewAlbum(page: Page, loginAsAdmin: (page: Page, path: string) => Promise<void>) {
  await loginAsAdmin(page, '/admin/albums');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumentasi' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah Album' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Album' })).toBeVisible();
}

const photoList = (page: Page) => page.getByRole('list', { name: 'Foto album' });
const photo = (page: Page, n: number) => photoList(page).getByRole('listitem', { name: `Foto ${n}`, exact: true });
const caption = (page: Page, n: number) => page.getByRole('textbox', { name: `Keterangan foto ${n}`, exact: true });
const consent = (item: Locator) =>
  item.getByRole('checkbox', { name: 'Orang di foto ini sudah mengizinkan foto tampil di situs' });

async function upload(page: Page, names: string[]) {
  const before = await photoList(page)
    .getByRole('listitem')
    .count()
    .catch(() => 0);
  await page.getByTestId('album-upload-input').setInputFiles(names.map(seedFile));
  await expect(photoList(page).getByRole('listitem')).toHaveCount(before + names.length, { timeout: 30_000 });
}

test('at 1280 px the owner uploads three photos, captions them, leaves one unconsented, reorders and publishes; the form shows it again after a reload', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { data: pkg } = await admin
    .from('packages')
    .select('id')
    .eq('slug', 'umroh-reguler-12-hari-januari-2027')
    .single();
  const { data: dep } = await admin
    .from('departure_choices')
    .select('id, depart_on')
    .eq('package_id', pkg!.id)
    .eq('depart_on', '2027-01-15')
    .single();

  await openNewAlbum(page, loginAsAdmin);
  const title = unique('Dokumentasi Uji Januari');
  titles.push(title);
  await page.getByRole('textbox', { name: 'Judul album', exact: true }).pressSequentially(title);
  // The address follows the title until the owner edits it.
  await expect(page.getByRole('textbox', { name: 'Alamat album' })).toHaveValue(/^dokumentasi-uji-januari-/);
  await page.getByRole('textbox', { name: 'Deskripsi' }).pressSequentially('Rombongan Januari dari Jakarta.');

  // The departure select offers the chosen package's departures; choosing one fills the empty trip date.
  const departure = page.getByRole('combobox', { name: 'Keberangkatan' });
  await expect(departure).toBeDisabled();
  await page.getByRole('combobox', { name: 'Paket' }).selectOption(pkg!.id as string);
  await expect(departure.getByRole('option', { name: '15 Januari 2027' })).toHaveCount(1);
  await departure.selectOption({ label: '15 Januari 2027' });
  await expect(page.getByRole('textbox', { name: 'Tanggal perjalanan' })).toHaveValue('15/01/2027');

  await upload(page, ['package-makkah', 'package-madinah', 'package-haji']);
  await expect(page.getByText('3 / 60 foto')).toBeVisible();
  for (const [n, text] of [
    [1, 'Pelataran Masjidil Haram'],
    [2, 'Masjid Nabawi sore hari'],
    [3, 'Rombongan di bandara'],
  ] as const)
    await caption(page, n).pressSequentially(text);
  // New photos start unconsented: none shows on the site, none is the cover yet.
  await expect(photoList(page).getByText('Tidak tampil di situs')).toHaveCount(3);
  await expect(photoList(page).getByText('Sampul')).toHaveCount(0);
  await consent(photo(page, 1)).check();
  await consent(photo(page, 2)).check();
  await expect(photo(page, 1).getByText('Sampul')).toBeVisible();
  await expect(photo(page, 3).getByText('Tidak tampil di situs')).toBeVisible();

  // The unconsented group photo moves to the front; the cover stays the first consented photo.
  await photo(page, 3).getByRole('button', { name: 'Geser foto 3 ke depan' }).click();
  await photo(page, 2).getByRole('button', { name: 'Geser foto 2 ke depan' }).click();
  await expect(caption(page, 1)).toHaveValue('Rombongan di bandara');
  await expect(photo(page, 1).getByText('Tidak tampil di situs')).toBeVisible();
  await expect(photo(page, 2).getByText('Sampul')).toBeVisible();
  await expect(consent(photo(page, 1))).not.toBeChecked();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  const saved = await nextToast(page, 'Album Ditambahkan');
  await page.getByRole('button', { name: 'Simpan Album' }).click();
  await expect(saved).toContainText('berhasil');
  await expect(page).toHaveURL(/\/admin\/albums$/);
  const card = page.getByRole('list', { name: 'Daftar album' }).getByRole('article', { name: title });
  await expect(card).toContainText('2 foto tampil dari 3');
  await expect(card).toContainText('15 Januari 2027');
  await expect(card).toContainText('Terbit');

  const [album] = await stored(admin, title);
  expect(album).toBeDefined();
  expect(album!.slug).toMatch(/^dokumentasi-uji-januari-[a-z0-9-]+$/);
  expect(album!.description).toBe('Rombongan Januari dari Jakarta.');
  expect(album!.taken_on).toBe('2027-01-15');
  expect(album!.package_id).toBe(pkg!.id);
  expect(album!.departure_id).toBe(dep!.id);
  expect(album!.status).toBe('published');
  expect(album!.photos.map((p) => [p.caption, p.consent])).toEqual([
    ['Rombongan di bandara', false],
    ['Pelataran Masjidil Haram', true],
    ['Masjid Nabawi sore hari', true],
  ]);
  for (const p of album!.photos) expect(p.image_url).toMatch(/\/storage\/v1\/object\/public\/images\/.+/);
  expect(album!.consented_count).toBe(2);
  expect(album!.cover).toBe(album!.photos[1]!.image_url);

  // Opened and reloaded, the form shows exactly what was saved.
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Album' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Judul album', exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Alamat album' })).toHaveValue(album!.slug);
  await expect(page.getByRole('textbox', { name: 'Tanggal perjalanan' })).toHaveValue('15/01/2027');
  await expect(page.getByRole('textbox', { name: 'Deskripsi' })).toHaveValue('Rombongan Januari dari Jakarta.');
  await expect(page.getByRole('combobox', { name: 'Paket' })).toHaveValue(pkg!.id as string);
  await expect(page.getByRole('combobox', { name: 'Keberangkatan' })).toHaveValue(dep!.id as string);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
  await expect(photoList(page).getByRole('listitem')).toHaveCount(3);
  await expect(caption(page, 1)).toHaveValue('Rombongan di bandara');
  await expect(caption(page, 2)).toHaveValue('Pelataran Masjidil Haram');
  await expect(caption(page, 3)).toHaveValue('Masjid Nabawi sore hari');
  await expect(consent(photo(page, 1))).not.toBeChecked();
  await expect(consent(photo(page, 2))).toBeChecked();
  await expect(consent(photo(page, 3))).toBeChecked();
  await expect(photo(page, 2).getByText('Sampul')).toBeVisible();

  // The list searches by title from the address.
  await page.goto('/admin/albums');
  await page.getByLabel('Cari album').pressSequentially(title.split(' ').pop()!);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('list', { name: 'Daftar album' }).getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Daftar album' }).getByRole('article', { name: title })).toBeVisible();
});

test('at 390 px publishing with no consented photo is refused beside the photos, a failed save keeps the form, and nothing typed is lost', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openNewAlbum(page, loginAsAdmin);
  const title = unique('Dokumentasi Uji Izin');
  titles.push(title);
  await page.getByRole('textbox', { name: 'Judul album', exact: true }).pressSequentially(title);
  await page.getByRole('textbox', { name: 'Tanggal perjalanan' }).pressSequentially('10/02/2026');
  // Two photos: on a phone the photos run far below the refusal, which must still be the part on screen.
  await upload(page, ['package-turki', 'package-vip']);
  await caption(page, 1).pressSequentially('Keluarga di Istanbul');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');

  await page.getByRole('button', { name: 'Simpan Album' }).click();
  await expect(toast(page, 'Gagal menyimpan album')).toBeVisible();
  const photos = page.getByRole('group', { name: 'Foto', exact: true });
  await expect(photos).toHaveAttribute('aria-invalid', 'true');
  await expect(photos).toHaveAccessibleDescription(ALBUM_MESSAGES.noConsentedPhoto);
  await expect(photos.getByText(ALBUM_MESSAGES.noConsentedPhoto)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('textbox', { name: 'Judul album', exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Tanggal perjalanan' })).toHaveValue('10/02/2026');
  await expect(caption(page, 1)).toHaveValue('Keluarga di Istanbul');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
  expect(await stored(admin, title)).toEqual([]);
  // Page width stays the phone's.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Consent given, the refusal goes; the request then fails on the way: the owner is told, the form stays.
  await consent(photo(page, 1)).check();
  await expect(photos).not.toHaveAttribute('aria-invalid', 'true');
  await page.route('**/rest/v1/rpc/save_album', (route) => route.abort());
  const failed = await nextToast(page, 'Gagal menyimpan album');
  await page.getByRole('button', { name: 'Simpan Album' }).click();
  await expect(failed).toContainText('Tidak dapat terhubung ke server');
  await expect(page).toHaveURL(/\/admin\/albums\/create$/);
  await expect(page.getByRole('textbox', { name: 'Judul album', exact: true })).toHaveValue(title);
  await expect(caption(page, 1)).toHaveValue('Keluarga di Istanbul');
  await expect(consent(photo(page, 1))).toBeChecked();
  expect(await stored(admin, title)).toEqual([]);

  await page.unroute('**/rest/v1/rpc/save_album');
  const saved = await nextToast(page, 'Album Ditambahkan');
  await page.getByRole('button', { name: 'Simpan Album' }).click();
  await expect(saved).toContainText('berhasil');
  const [album] = await stored(admin, title);
  expect(album!.status).toBe('published');
  expect(album!.taken_on).toBe('2026-02-10');
  expect(album!.photos.map((p) => [p.caption, p.consent])).toEqual([
    ['Keluarga di Istanbul', true],
    ['', false],
  ]);
});

test('two tabs on one album: the second save gets the conflict dialog, changes nothing until the owner overwrites', async ({
  page,
  context,
  admin,
  loginAsAdmin,
}) => {
  const title = unique('Dokumentasi Uji Bentrok');
  titles.push(title);
  const { data: created, error } = await admin.rpc('save_album', {
    p_album: { title, slug: `bentrok-${Date.now().toString(36)}`, taken_on: '2026-03-01', status: 'draft' },
    p_photos: [
      { image_url: '/storage/v1/object/public/images/seed/package-makkah.webp', caption: 'Asli', consent: true },
    ],
  });
  if (error) throw new Error(error.message);
  const id = (created as Detail).id;

  const tabA = page;
  const tabB = await context.newPage();
  await tabA.setViewportSize({ width: 1280, height: 900 });
  await tabB.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(tabA, `/admin/albums/edit/${id}`);
  await loginAsAdmin(tabB, `/admin/albums/edit/${id}`);
  await expect(caption(tabA, 1)).toHaveValue('Asli');
  await expect(caption(tabB, 1)).toHaveValue('Asli');

  const titleA = `${title} A`;
  await tabA.bringToFront();
  const titleField = tabA.getByRole('textbox', { name: 'Judul album', exact: true });
  await titleField.clear();
  await titleField.pressSequentially(titleA);
  const savedA = await nextToast(tabA, 'Album Diperbarui');
  await tabA.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(savedA).toBeVisible();
  titles.push(titleA);
  const [afterA] = await stored(admin, titleA);
  expect(afterA).toBeDefined();

  // Tab B loaded the album before tab A saved; it changes the caption only.
  await tabB.bringToFront();
  await caption(tabB, 1).clear();
  await caption(tabB, 1).pressSequentially('Asli dari tab B');
  await tabB.getByRole('button', { name: 'Simpan Perubahan' }).click();
  const dialog = tabB.getByRole('dialog', { name: CONFLICT });
  await expect(dialog).toBeVisible();
  const [still] = await stored(admin, titleA);
  expect(still!.updated_at).toBe(afterA!.updated_at);
  expect(still!.photos.map((p) => p.caption)).toEqual(['Asli']);
  await expect(toast(tabB, 'Album Diperbarui')).toHaveCount(0);
  await expect(tabB.getByRole('textbox', { name: 'Keterangan foto 1', exact: true, includeHidden: true })).toHaveValue(
    'Asli dari tab B',
  );

  // Overwrite knowingly: the form as tab B shows it is stored, photos included.
  const savedB = await nextToast(tabB, 'Album Diperbarui');
  await dialog.getByRole('button', { name: 'Timpa dengan perubahan saya' }).click();
  await expect(savedB).toBeVisible();
  const [afterB] = await stored(admin, title);
  expect(afterB!.photos.map((p) => p.caption)).toEqual(['Asli dari tab B']);
  expect(afterB!.photos[0]!.id).toBe(afterA!.photos[0]!.id);
  expect(await stored(admin, titleA)).toEqual([]);
});
