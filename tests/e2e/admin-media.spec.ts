import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Media } from '../../admin/src/domain.ts';
import { test, expect } from './fixtures.ts';
import {
  anonClient,
  createNonAdmin,
  createTempAdmin,
  deleteTempAdmin,
  openAdminAs,
  oversizePng,
  PNG_1X1,
  pngFile,
  toast,
  turnOnSecondFactorElsewhere,
  UNDO_MS,
  pauseClock,
} from './admin-helpers.ts';

const uploadedNames: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const name of uploadedNames) {
    const { data } = await admin.from('media').select('id, file_path').eq('original_name', name);
    for (const m of data ?? []) {
      await admin.storage.from('images').remove([m.file_path]);
      await admin.from('media').delete().eq('id', m.id);
    }
  }
});

function uniqueName(label: string) {
  const name = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.png`;
  uploadedNames.push(name);
  return name;
}

async function galleryCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { name: /^Galeri Media \(\d+\)$/ }).innerText();
  return Number(/\((\d+)\)/.exec(text)![1]);
}

test.describe('media library', () => {
  test('click upload: progress, record after the file, unique name, count grows', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    await loginAsAdmin(page, '/admin/media');
    await expect(page.getByRole('heading', { name: /^Galeri Media \(\d+\)$/ })).toBeVisible();
    const before = await galleryCount(page);
    const name = uniqueName('klik');
    // The upload is held until its progress bar has been seen, then let through.
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    await page.route('**/storage/v1/object/images/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('media-upload-input').setInputFiles(pngFile(name));
    await expect(page.getByRole('progressbar', { name: 'Progres upload' })).toBeVisible();
    answer();
    await expect(toast(page, 'Upload Berhasil')).toBeVisible();
    // other specs may upload meanwhile: at least one more
    await expect.poll(() => galleryCount(page)).toBeGreaterThanOrEqual(before + 1);
    const item = page.getByRole('listitem', { name });
    await expect(item).toBeVisible();

    const { data } = await admin.from('media').select('*').eq('original_name', name).single();
    expect(data!.filename).toMatch(/^\d{13}-[a-z0-9]+\.png$/);
    expect(data!.file_path).toBe(`uploads/${data!.filename}`);
    expect(data!.mime_type).toBe('image/png');
    expect(data!.url).toMatch(/^https?:\/\/[^/]+\/storage\/v1\/object\/public\/images\/uploads\//);
    const res = await page.request.get(data!.url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
  });

  test('drag and drop uploads too', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/media');
    await expect(page.getByRole('heading', { name: /^Galeri Media \(\d+\)$/ })).toBeVisible();
    const name = uniqueName('seret');
    const zone = page.getByRole('button', { name: /seret dan lepas/i });
    const dataTransfer = await page.evaluateHandle(
      ([b64, fileName]) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], fileName, { type: 'image/png' }));
        return dt;
      },
      [PNG_1X1.toString('base64'), name] as const,
    );
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(toast(page, 'Upload Berhasil')).toBeVisible();
    await expect(page.getByRole('listitem', { name })).toBeVisible();
  });

  test('refuses non-images and files over 5 MB with the exact messages', async ({ page, admin, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/media');
    await expect(page.getByRole('heading', { name: /^Galeri Media \(\d+\)$/ })).toBeVisible();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/storage/v1/object/images/')) requests.push(r.url());
    });
    await page
      .getByTestId('media-upload-input')
      .setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
    await expect(toast(page, 'Hanya file gambar yang diperbolehkan')).toBeVisible();
    await page.getByTestId('media-upload-input').setInputFiles(oversizePng('besar.png'));
    await expect(toast(page, 'Ukuran file maksimal 5MB')).toBeVisible();
    expect(requests, 'nothing was sent to storage').toEqual([]);
    expect((await admin.from('media').select('id').in('original_name', ['catatan.txt', 'besar.png'])).data).toEqual([]);
  });

  test("a storage failure shows 'Upload Gagal' with the server's message", async ({ page, admin, baseURL }) => {
    // The screen was opened by an administrator whose password-only session then stopped counting as one
    // (a second factor turned on from another device): storage's row-level security refuses the file.
    const user = await createTempAdmin(baseURL!, 'unggah-ditolak');
    try {
      await openAdminAs(page, baseURL!, user.email, user.password, '/admin/media');
      await expect(page.getByRole('heading', { name: /^Galeri Media \(\d+\)$/ })).toBeVisible();
      await turnOnSecondFactorElsewhere(baseURL!, user);

      const name = uniqueName('ditolak');
      await page.getByTestId('media-upload-input').setInputFiles(pngFile(name));
      const t = toast(page, 'Upload Gagal');
      await expect(t).toContainText(`Gagal mengupload ${name}:`);
      // One sentence: the stage's own "Gagal …" is not repeated after the file name.
      await expect(t).not.toContainText(`${name}: Gagal`);
      // Translated, never Postgres' English.
      await expect(t).toContainText('Anda tidak punya izin');
      await expect(t).not.toContainText('row-level security');
      await expect(page.getByRole('listitem', { name })).toHaveCount(0);
      expect((await admin.from('media').select('id').eq('original_name', name)).data).toEqual([]);
    } finally {
      await deleteTempAdmin(baseURL!, user);
    }
  });

  test('storage refuses a file from a signed-in non-administrator', async ({ page, baseURL }) => {
    // A non-administrator cannot open the media screen at all (the guard sends them to the login page),
    // so their upload is made the way the screen would make it, with their own session.
    const user = await createNonAdmin(baseURL!, 'unggah-bukan-admin');
    try {
      await openAdminAs(page, baseURL!, user.email, user.password, '/admin/media');
      await expect(toast(page, 'Sesi berakhir, silakan login kembali')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);

      const c = anonClient(baseURL!);
      await c.auth.signInWithPassword({ email: user.email, password: user.password });
      const path = `uploads/${Date.now()}-bukanadmin.png`;
      const { error } = await c.storage
        .from('images')
        .upload(path, PNG_1X1, { contentType: 'image/png', cacheControl: '3600', upsert: false });
      expect(error?.message).toBe('new row violates row-level security policy');
      // nothing was stored
      expect((await page.request.get(`${baseURL}/storage/v1/object/public/images/${path}`)).ok()).toBe(false);
    } finally {
      await deleteTempAdmin(baseURL!, user);
    }
  });

  test("copy URL shows 'Disalin' for 2 seconds and puts the public URL on the clipboard", async ({
    page,
    context,
    loginAsAdmin,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The 2 seconds are measured on a controlled clock, not with real waits (no timing races under load).
    await page.clock.install();
    await loginAsAdmin(page, '/admin/media');
    const item = page.getByRole('listitem', { name: 'hero.webp' });
    await expect(item).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await item.getByRole('button', { name: 'Salin URL' }).click();
    await expect(item.getByRole('button', { name: 'Disalin' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^https?:\/\/[^/]+\/storage\/v1\/object\/public\/images\/seed\/hero\.webp$/);
    await page.clock.runFor(1900);
    await expect(item.getByRole('button', { name: 'Disalin' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(item.getByRole('button', { name: 'Salin URL' })).toBeVisible();
  });

  test("a copy failure says 'Gagal menyalin URL'", async ({ page, loginAsAdmin }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = () => false;
    });
    await loginAsAdmin(page, '/admin/media');
    await page.getByRole('listitem', { name: 'hero.webp' }).getByRole('button', { name: 'Salin URL' }).click();
    await expect(toast(page, 'Gagal menyalin URL')).toBeVisible();
  });

  /** Uploads a fresh image through the screen and asks to delete it (confirmed): the undo window opens. */
  async function uploadAndDelete(page: Page, admin: SupabaseClient, label: string, { pause = false } = {}) {
    const name = uniqueName(label);
    await page.getByTestId('media-upload-input').setInputFiles(pngFile(name));
    const item = page.getByRole('listitem', { name });
    await expect(item).toBeVisible();
    const { data: row } = await admin.from('media').select('*').eq('original_name', name).single();
    await item.getByRole('button', { name: `Hapus ${name}` }).click();
    // Paused: the undo window that opens next passes only with runFor.
    if (pause) await pauseClock(page);
    await page.getByRole('dialog', { name: 'Hapus Gambar?' }).getByRole('button', { name: 'Hapus' }).click();
    // Gone from the gallery at once, nothing sent yet.
    await expect(item).toHaveCount(0);
    const undo = toast(page, 'Dihapus');
    await expect(undo).toContainText(`Gambar "${name}" dihapus`);
    return { item, row: row as Media, undo };
  }

  test('delete asks first; "Batalkan" brings the image back and nothing is deleted', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    // The undo window passes on the page's clock, not in real time.
    await page.clock.install();
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    });
    await loginAsAdmin(page, '/admin/media');
    const name = uniqueName('batal');
    await page.getByTestId('media-upload-input').setInputFiles(pngFile(name));
    const tile = page.getByRole('listitem', { name });
    await tile.getByRole('button', { name: `Hapus ${name}` }).click();
    await page.getByRole('dialog', { name: 'Hapus Gambar?' }).getByRole('button', { name: 'Batal' }).click();
    await expect(tile).toBeVisible();
    await expect(toast(page, 'Dihapus')).toHaveCount(0);

    const { item, row, undo } = await uploadAndDelete(page, admin, 'urung');
    await undo.getByRole('button', { name: 'Batalkan' }).click();
    await expect(item).toBeVisible();
    // Past the 5 s window: still there, row and file.
    await page.clock.runFor(UNDO_MS + 500);
    expect(deletes, 'nothing sent after "Batalkan"').toEqual([]);
    await expect(item).toBeVisible();
    await expect(toast(page, 'Media Dihapus')).toHaveCount(0);
    expect((await admin.from('media').select('id').eq('id', row.id)).data).toHaveLength(1);
    expect((await page.request.get(row.url)).status()).toBe(200);
  });

  test('without "Batalkan" the file and the record are deleted after 5 s', async ({ page, admin, loginAsAdmin }) => {
    // The undo window passes on the page's clock, not in real time.
    await page.clock.install();
    await loginAsAdmin(page, '/admin/media');
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    });
    const { item, row } = await uploadAndDelete(page, admin, 'hapus', { pause: true });
    await page.clock.runFor(UNDO_MS - 100);
    expect(deletes, 'nothing is sent during the undo window').toEqual([]);
    expect((await admin.from('media').select('id').eq('id', row.id)).data).toHaveLength(1);
    await page.clock.runFor(100);
    await expect(toast(page, 'Media Dihapus')).toBeVisible();
    expect(deletes.length, 'the file and the record were deleted by the screen').toBeGreaterThanOrEqual(2);
    await expect(item).toHaveCount(0);
    expect((await admin.from('media').select('id').eq('id', row.id)).data).toEqual([]);
    expect((await page.request.get(row.url)).status()).not.toBe(200);
  });

  test('shows the recommended image sizes', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/media');
    const tips = page.getByText('Tips Ukuran Gambar').locator('xpath=ancestor::div[contains(@class,"MuiCardContent")]');
    for (const size of ['1920x1080', '600x400', '800x600', '300x300', '32x32']) await expect(tips).toContainText(size);
  });

  test('an unreachable API gives a clear message', async ({ page, loginAsAdmin }) => {
    await page.route('**/rest/v1/**', (route) => route.abort());
    await loginAsAdmin(page, '/admin/media');
    await expect(page.getByText('Gagal memuat media: Tidak dapat terhubung ke server.')).toBeVisible({
      timeout: 15_000,
    });
  });
});
