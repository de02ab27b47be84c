import { test, expect, unique } from './fixtures.ts';
import { nextToast, toast } from './admin-helpers.ts';

// Riwayat on an article and the Aktivitas page: the owner changes an article's summary, reads the change field by
// field under the form, puts the older version back (the form shows it), then finds the changes on Aktivitas,
// narrows them to articles and opens the article from there.
const ids: string[] = [];
const featureIds: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const id of ids) await admin.from('articles').delete().eq('id', id);
  for (const id of featureIds) await admin.from('features').delete().eq('id', id);
});

for (const width of [390, 1280]) {
  test(`at ${width} px an article's change is in its Riwayat, restores, and is on Aktivitas`, async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    test.setTimeout(120_000);
    const title = unique('Artikel Riwayat');
    const before = 'Ringkasan pertama untuk riwayat.';
    const after = 'Ringkasan kedua, diketik ulang.';
    const { data: article, error } = await admin
      .from('articles')
      .insert({ slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title, excerpt: before })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = article!.id as string;
    ids.push(id);

    await page.setViewportSize({ width, height: 900 });
    await loginAsAdmin(page, `/admin/articles/edit/${id}`);
    const summary = page.getByLabel(/^Ringkasan/);
    await expect(summary).toHaveValue(before);
    await summary.clear();
    await summary.pressSequentially(after);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Artikel Diperbarui')).toBeVisible();
    // The save returns to the list; the article opens again from there.
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(summary).toHaveValue(after);

    // Below the form: the change, labelled as the form labels it, before → after, by whom.
    const history = page.getByTestId('history');
    const entries = history.getByTestId('history-entry');
    await expect(entries).toHaveCount(2);
    const latest = entries.first();
    await expect(latest).toContainText('Versi saat ini');
    await expect(latest).toContainText('admin@');
    await expect(latest.getByTestId('history-change')).toHaveText(`Ringkasan: ${before} → ${after}`);
    await expect(entries.nth(1)).toContainText('Dibuat');

    // The version as it was created comes back as a new change; the form shows it.
    await entries.nth(1).getByRole('button', { name: 'Pulihkan versi ini' }).click();
    await page.getByRole('dialog', { name: 'Pulihkan versi ini?' }).getByRole('button', { name: 'Pulihkan' }).click();
    await expect(toast(page, 'Versi dipulihkan')).toBeVisible();
    await expect(summary).toHaveValue(before);
    await expect(entries).toHaveCount(3);
    await expect(entries.first().getByTestId('history-change')).toHaveText(`Ringkasan: ${after} → ${before}`);
    expect((await admin.from('articles').select('excerpt').eq('id', id).single()).data?.excerpt).toBe(before);

    // Aktivitas lists every change; the kind narrows it, the title finds this article's three.
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivitas' })).toBeVisible();
    const count = page.getByText(/^[\d.]+ perubahan$/);
    await expect(count).toBeVisible();
    const all = Number((await count.textContent())!.replace(/\D/g, ''));
    const rows = page.getByTestId('activity-entry');
    await expect(rows.first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Jenis data' }).click();
    await page.getByRole('option', { name: 'Artikel', exact: true }).click();
    await expect(async () => {
      const narrowed = Number((await count.textContent())!.replace(/\D/g, ''));
      expect(narrowed).toBeLessThan(all);
    }).toPass();
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Artikel' })).toHaveCount(0);

    await page.getByLabel('Cari judul atau administrator').pressSequentially(title);
    await expect(count).toHaveText('3 perubahan');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(`Ringkasan: ${after} → ${before}`);
    await expect(rows.nth(1)).toContainText(`Ringkasan: ${before} → ${after}`);
    await expect(rows.nth(2)).toContainText('Data baru dibuat');

    // A date typed wrong is refused beside its field.
    const from = page.getByLabel('Dari tanggal');
    await from.pressSequentially('31/02/2026');
    await from.blur();
    await expect(page.getByText('Tanggal tidak valid (dd/mm/yyyy)')).toBeVisible();
    await from.clear();

    await rows.first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/edit/${id}$`));
    await expect(page.getByLabel(/^Ringkasan/)).toHaveValue(before);
  });
}

test('at 390 px a Keunggulan card’s Riwayat opens in a dialog and puts its description back', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const title = unique('Keunggulan Riwayat');
  const { data: feature, error } = await admin
    .from('features')
    .insert({ title, description: 'Deskripsi awal', is_active: false, order_index: 900 })
    .select('id')
    .single();
  expect(error).toBeNull();
  featureIds.push(feature!.id as string);

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, '/admin/features');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('form', { name: 'Edit Keunggulan' });
  const description = form.getByLabel(/^Deskripsi/);
  await description.clear();
  await description.pressSequentially('Deskripsi baru');
  await form.getByRole('button', { name: 'Perbarui' }).click();
  await expect(toast(page, 'Keunggulan Diperbarui')).toBeVisible();
  await expect(card).toContainText('Deskripsi baru');

  await card.getByRole('button', { name: `Riwayat ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Riwayat: ${title}` });
  const entries = dialog.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first().getByTestId('history-change')).toHaveText('Deskripsi: Deskripsi awal → Deskripsi baru');
  await entries.nth(1).getByRole('button', { name: 'Pulihkan versi ini' }).click();
  await page.getByRole('dialog', { name: 'Pulihkan versi ini?' }).getByRole('button', { name: 'Pulihkan' }).click();
  await expect(toast(page, 'Versi dipulihkan')).toBeVisible();
  await expect(entries).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(card).toContainText('Deskripsi awal');
});

test('at 1280 px the privacy page’s Riwayat names the field the editor labels and restores it into the form', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page, '/admin/edit-privacy');
  const heading = page.getByLabel(/^Judul/);
  await expect(heading).not.toHaveValue('');
  const original = await heading.inputValue();
  // The page may have no row yet (its first save creates it): two saves make a change between two versions.
  const first = unique('Kebijakan Privasi');
  const second = unique('Kebijakan Privasi');
  try {
    for (const title of [first, second]) {
      await heading.clear();
      await heading.pressSequentially(title);
      // This save's toast, not the previous save's, which is still on screen.
      const saved = await nextToast(page, 'Kebijakan Privasi Diperbarui');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(saved).toBeVisible();
      await expect(page.getByText('Terakhir diperbarui')).toBeVisible();
    }
    const entries = page.getByTestId('history').getByTestId('history-entry');
    await expect(entries.first().getByTestId('history-change')).toHaveText(`Judul: ${first} → ${second}`);
    await entries.nth(1).getByRole('button', { name: 'Pulihkan versi ini' }).click();
    await page.getByRole('dialog', { name: 'Pulihkan versi ini?' }).getByRole('button', { name: 'Pulihkan' }).click();
    await expect(toast(page, 'Versi dipulihkan')).toBeVisible();
    await expect(heading).toHaveValue(first);
    await expect(entries.first().getByTestId('history-change')).toHaveText(`Judul: ${second} → ${first}`);
  } finally {
    const { data } = await admin.from('page_content').select('content').eq('page_name', 'privacy').single();
    if (data)
      await admin
        .from('page_content')
        .update({ content: { ...(data.content as object), title: original } })
        .eq('page_name', 'privacy');
  }
});
