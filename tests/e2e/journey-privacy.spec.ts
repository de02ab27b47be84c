import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique, type Fixtures } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import { livePage } from './journey-helpers.ts';

// UU PDP: the owner edits the privacy page the inquiry form links to ("Edit Kebijakan Privasi",
// page_content 'privacy'); the journeys server republishes /privasi, where the text is text, never HTML.
// The original row (or its absence) is put back afterwards.
const PUBLISH_WAIT = 120_000;
const TEST_TIMEOUT = 400_000;
const LOCK_WAIT = 150_000;

/**
 * There is one privacy row: copies of this test on other workers (`--repeat-each`) wait for each other.
 * The lock is a directory in test-results (emptied when a run starts); one older than the test's timeout is stale.
 */
async function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.resolve(import.meta.dirname, `../../test-results/${name}.lock`);
  const deadline = Date.now() + LOCK_WAIT;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > TEST_TIMEOUT) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${name}: another copy still holds ${lock}`, { cause: e });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

test('the privacy text edited in the admin is published on /privasi, hostile markup shown as text', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  test.setTimeout(TEST_TIMEOUT);
  await exclusive('privacy-page', () => editAndPublish(page, admin, loginAsAdmin));
});

async function editAndPublish(page: Page, admin: SupabaseClient, loginAsAdmin: Fixtures['loginAsAdmin']) {
  const { data: original, error: readError } = await admin
    .from('page_content')
    .select('content')
    .eq('page_name', 'privacy')
    .maybeSingle();
  expect(readError).toBeNull();

  const marker = unique('Privasi Uji').replace(/\s+/g, '-');
  const title = `Kebijakan Privasi <b>${marker}</b>`;
  const body = [
    `Paragraf ${marker} <script>alert(1)</script> selesai.`,
    'Data yang kami simpan:\n- nama <img src=x onerror="alert(2)">\n- nomor WhatsApp',
  ].join('\n\n');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  try {
    await loginAsAdmin(page, '/admin/');
    await page.getByRole('link', { name: 'Edit Kebijakan Privasi' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Kebijakan Privasi' })).toBeVisible();
    const titleField = page.getByLabel('Judul', { exact: true });
    const bodyField = page.getByRole('textbox', { name: 'Isi', exact: true });
    await expect(bodyField).not.toHaveValue('');

    // An empty body is refused beside the field and nothing is saved.
    await bodyField.fill('');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Gagal menyimpan Kebijakan Privasi')).toBeVisible();
    await expect(page.getByText('Wajib diisi')).toBeVisible();
    expect((await admin.from('page_content').select('content').eq('page_name', 'privacy').maybeSingle()).data).toEqual(
      original,
    );

    await titleField.fill(title);
    await bodyField.fill(body);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Kebijakan Privasi Diperbarui')).toContainText(
      'Halaman Kebijakan Privasi berhasil disimpan',
    );
    const { data: saved } = await admin.from('page_content').select('content').eq('page_name', 'privacy').single();
    expect(saved!.content).toMatchObject({ title, body });

    // Opened again, the editor shows the stored text as typed.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Isi', exact: true })).toHaveValue(body);
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(title);

    // Published: the markup arrives escaped in the HTML, and the page shows it as words.
    await livePage(page, '/privasi', marker, true, PUBLISH_WAIT);
    const html = await (await page.request.get('/privasi')).text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Privasi');
    await page.goto('/privasi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const privacy = page.getByTestId('privacy-body');
    await expect(privacy.locator('p').first()).toHaveText(`Paragraf ${marker} <script>alert(1)</script> selesai.`);
    await expect(privacy.locator('li')).toHaveText(['nama <img src=x onerror="alert(2)">', 'nomor WhatsApp']);
    await expect(privacy.locator('script, img, b')).toHaveCount(0);
    // Whom to ask for one's data: the agency's own WhatsApp (with a ready message) and e-mail from Pengaturan.
    const requests = page.getByTestId('privacy-requests');
    await expect(requests).toContainText('Permintaan data pribadi');
    await expect(requests.getByRole('link', { name: /^\+62/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/62\d+\?text=/,
    );
    await expect(requests.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    expect(dialogs).toEqual([]);
  } finally {
    if (original) await admin.from('page_content').update({ content: original.content }).eq('page_name', 'privacy');
    else await admin.from('page_content').delete().eq('page_name', 'privacy');
  }
  // The published page is the previous one again.
  await livePage(page, '/privasi', marker, false, PUBLISH_WAIT);
}
