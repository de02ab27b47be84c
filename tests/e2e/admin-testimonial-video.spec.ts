import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// Testimoni: the pilgrim's consent, the departure and a YouTube video, typed key by key as the owner does.
// A bad address is refused beside the field in Indonesian and nothing typed is lost; any YouTube address of
// one video is stored as its watch URL.
for (const width of [390, 1280]) {
  test(`at ${width} px a bad video address is refused beside the field, a good one saves with consent and departure`, async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = unique('Jamaah Video Admin');
    const { data: departure } = await admin
      .from('departure_choices')
      .select('id, package_title, depart_on')
      .order('depart_on', { ascending: false })
      .limit(1)
      .single();
    try {
      await loginAsAdmin(page, '/admin/testimonials');
      await page.getByRole('button', { name: 'Tambah Testimoni' }).click();
      const form = page.getByRole('form', { name: 'Tambah Testimoni' });
      const consent = form.getByRole('checkbox', { name: 'Izin tampil dari jamaah' });
      await expect(consent).not.toBeChecked();
      await form.getByLabel(/^Nama/).pressSequentially(name);
      await form.getByLabel(/^Testimoni/).pressSequentially('Alhamdulillah, pembimbingnya sabar.');

      const video = form.getByLabel('Video YouTube (opsional)');
      const bad = 'https://vimeo.com/123456789';
      await video.pressSequentially(bad);
      await video.blur();
      const refusal = form.getByText('Bukan tautan video YouTube. Contoh: https://youtu.be/abcDEF12345');
      await expect(refusal).toBeVisible();
      await expect(video).toHaveAttribute('aria-invalid', 'true');
      await expect(video).toHaveValue(bad);
      // Saving anyway keeps the form, the typing and the reason beside the field.
      await form.getByRole('button', { name: 'Tambah', exact: true }).click();
      await expect(toast(page, 'Gagal menyimpan testimoni')).toBeVisible();
      await expect(video).toHaveValue(bad);
      await expect(form.getByLabel(/^Nama/)).toHaveValue(name);
      await expect(refusal).toBeVisible();

      // A channel is YouTube but not one video: its own sentence.
      await video.clear();
      await video.pressSequentially('https://www.youtube.com/@BaitullahTravel');
      await video.blur();
      await expect(form.getByText(/bukan satu video/)).toBeVisible();

      await video.clear();
      await video.pressSequentially('youtu.be/abcDEF12345?si=bagikan');
      await expect(form.getByText('Disimpan sebagai https://www.youtube.com/watch?v=abcDEF12345')).toBeVisible();
      await expect(video).not.toHaveAttribute('aria-invalid', 'true');

      const select = form.getByLabel('Keberangkatan');
      await expect(select.locator('option', { hasText: departure!.package_title }).first()).toBeAttached();
      await select.selectOption(departure!.id);
      await consent.check();
      await form.getByRole('button', { name: 'Tambah', exact: true }).click();
      await expect(toast(page, 'Testimoni Ditambahkan')).toBeVisible();

      const card = page.getByRole('article', { name });
      await expect(card).toContainText('Video');
      await expect(card).not.toContainText('Tanpa izin');
      const { data } = await admin
        .from('testimonials')
        .select('video_url, consent, departure_id')
        .eq('name', name)
        .single();
      expect(data).toEqual({
        video_url: 'https://www.youtube.com/watch?v=abcDEF12345',
        consent: true,
        departure_id: departure!.id,
      });

      // Consent withdrawn: kept, and the card says it is not on the site.
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('form', { name: 'Edit Testimoni' });
      await expect(edit.getByLabel('Video YouTube (opsional)')).toHaveValue(
        'https://www.youtube.com/watch?v=abcDEF12345',
      );
      await expect(edit.getByLabel('Keberangkatan')).toHaveValue(departure!.id);
      await edit.getByRole('checkbox', { name: 'Izin tampil dari jamaah' }).uncheck();
      await edit.getByRole('button', { name: 'Perbarui' }).click();
      await expect(toast(page, 'Testimoni Diperbarui')).toBeVisible();
      await expect(card).toContainText('tidak tampil di situs');
    } finally {
      await admin.from('testimonials').delete().eq('name', name);
    }
  });
}
