import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// Sampah on a phone: a refusal is shown in the dialog in the database's words and never as a success; once the
// reason is gone the same record comes back, and the success toast follows the database's answer.

test('a restore refused because the address was taken says why, and succeeds once it is free', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const title = unique('Artikel Sampah');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { data: article, error } = await admin.from('articles').insert({ slug, title }).select('id').single();
  expect(error).toBeNull();
  expect((await admin.from('articles').delete().eq('id', article!.id).select('id')).data).toHaveLength(1);
  const { data: taker } = await admin
    .from('articles')
    .insert({ slug, title: `${title} Baru` })
    .select('id')
    .single();

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, '/admin/trash');
  // Exactly this title: the article that took the address goes to Sampah too, later.
  const entry = page
    .getByTestId('trash-entry')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(entry).toContainText('Artikel');
  await expect(entry).toContainText('Masih 29 hari lagi');
  await entry.getByRole('button', { name: /^Pulihkan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pulihkan dari Sampah?' });
  await dialog.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(dialog.getByTestId('trash-refusal')).toHaveText(
    `Alamat "${slug}" sekarang dipakai artikel "${title} Baru". Ubah alamat itu dulu, lalu pulihkan lagi.`,
  );
  await expect(toast(page, 'Gagal memulihkan')).toBeVisible();
  await expect(toast(page, 'Data dipulihkan')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(entry).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await admin.from('articles').delete().eq('id', taker!.id);
  await page.reload();
  await entry.getByRole('button', { name: /^Pulihkan/ }).click();
  await dialog.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(toast(page, 'Data dipulihkan')).toContainText(`Artikel "${title}" kembali.`);
  await expect(entry).toHaveCount(0);
  expect((await admin.from('articles').select('slug').eq('id', article!.id).single()).data).toEqual({ slug });
  await admin.from('articles').delete().eq('id', article!.id);
});
