import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import { livePage } from './journey-helpers.ts';

// Scheduled publishing: the owner schedules a draft article for the next minute and it appears on the site by
// itself (the journeys server runs the minute jobs every 5 s: MINUTE_JOBS_MS in playwright.config.ts).

let title = '';
test.afterAll(async ({ admin }) => {
  if (title) await admin.from('articles').delete().eq('title', title);
});

/** An instant as the owner types it in WIB: dd/mm/yyyy jj.mm. */
function wibTyped(ms: number): string {
  const d = new Date(ms + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}.${two(d.getUTCMinutes())}`;
}

test('an article scheduled for the next minute appears on the site by itself', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  test.setTimeout(240_000);
  title = unique('Artikel Terjadwal');
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, '/admin/articles/create');
  await page.getByRole('textbox', { name: 'Judul', exact: true }).pressSequentially(title);
  const body = page.getByRole('textbox', { name: 'Isi Artikel' });
  await body.click();
  await body.pressSequentially('Isi artikel yang terbit sendiri pada waktunya.');

  // A time that cannot be read, or one already past, is refused beside the field; nothing is saved.
  const start = page.getByLabel('Tayang mulai (WIB)');
  await start.pressSequentially('besok pagi');
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(page.getByText('Format dd/mm/yyyy jj.mm (WIB)')).toBeVisible();
  await start.fill('');
  await start.pressSequentially(wibTyped(Date.now() - 3600_000));
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(page.getByText('Waktu ini sudah lewat')).toBeVisible();
  expect((await admin.from('articles').select('id').eq('title', title)).data).toEqual([]);

  // The next whole minute, as a draft: the admin names the time.
  const at = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  await start.fill('');
  await start.pressSequentially(wibTyped(at));
  await expect(page.getByText(/^Terjadwal: \w+, \d+ \w+ \d{4} \d{2}\.\d{2} WIB$/)).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(toast(page, 'Artikel Ditambahkan')).toBeVisible();
  const { data: stored } = await admin.from('articles').select('slug, status, publish_at').eq('title', title).single();
  expect(stored).toMatchObject({ status: 'draft' });
  expect(Date.parse(stored!.publish_at as string)).toBe(at);
  await expect(page.getByTestId('article-scheduled').first()).toContainText('Terjadwal:');

  // Not before its time; by itself after it.
  const path = `/artikel/${stored!.slug as string}`;
  expect((await page.request.get(path)).status()).toBe(404);
  await livePage(page, path, title, true, at - Date.now() + 90_000);
  const { data: after } = await admin.from('articles').select('status, publish_at').eq('title', title).single();
  expect(after).toEqual({ status: 'published', publish_at: null });
});
