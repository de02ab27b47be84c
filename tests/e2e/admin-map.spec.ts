import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// The contact page's map, typed key by key or pasted as Google gives it: what is stored is the embed URL the
// site shows; anything else is refused beside the field and never stored.
async function contact(admin: SupabaseClient) {
  const { data } = await admin.from('page_content').select('content').eq('page_name', 'contact').single();
  return data!.content as Record<string, unknown>;
}

async function restore(admin: SupabaseClient, content: Record<string, unknown>) {
  await admin.from('page_content').update({ content }).eq('page_name', 'contact');
}

const VIEWPORTS = [
  { name: 'desktop 1280 px', width: 1280, height: 800 },
  { name: 'phone 390 px', width: 390, height: 844 },
] as const;

const SHARE = 'https://www.google.com/maps/place/Masjid+Istiqlal/@-6.1701892,106.8286285,17z';
const EMBED = 'https://www.google.com/maps?q=Masjid+Istiqlal&ll=-6.1701892%2C106.8286285&z=17&output=embed';

test.describe.configure({ mode: 'serial' });

for (const vp of VIEWPORTS) {
  test(`${vp.name}: a share link typed key by key is saved as the embed the site shows`, async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const original = await contact(admin);
    try {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await loginAsAdmin(page, '/admin/edit-contact');
      const map = page.getByLabel('Peta Google Maps (opsional)');
      await expect(map).toHaveValue(original.googleMapsEmbed as string);
      await map.clear();
      await map.pressSequentially(SHARE);
      await expect(map).toHaveValue(SHARE);
      // What will be stored is said beside the field (with the field's character counter after it).
      await expect(map).toHaveAccessibleDescription(
        new RegExp(`^Disimpan sebagai peta: ${EMBED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · |$)`),
      );
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Kontak Diperbarui')).toBeVisible();
      await expect.poll(async () => (await contact(admin)).googleMapsEmbed).toBe(EMBED);
      await expect(map).toHaveValue(EMBED);
    } finally {
      await restore(admin, original);
    }
  });

  test(`${vp.name}: a pasted <iframe> is saved as its embed URL`, async ({ page, admin, loginAsAdmin }) => {
    const original = await contact(admin);
    const src = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3966.5!2d106.8172!3d-6.2009!5e0';
    try {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await loginAsAdmin(page, '/admin/edit-contact');
      const map = page.getByLabel('Peta Google Maps (opsional)');
      await map.fill(`<iframe src="${src}" width="600" height="450" style="border:0;" loading="lazy"></iframe>`);
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Kontak Diperbarui')).toBeVisible();
      await expect.poll(async () => (await contact(admin)).googleMapsEmbed).toBe(src);
    } finally {
      await restore(admin, original);
    }
  });

  test(`${vp.name}: garbage or a short link is refused beside the field and not saved`, async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const original = await contact(admin);
    try {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await loginAsAdmin(page, '/admin/edit-contact');
      const map = page.getByLabel('Peta Google Maps (opsional)');
      const address = page.getByLabel('Alamat', { exact: true });
      await address.fill('Alamat yang belum boleh tersimpan');
      await map.clear();
      await map.pressSequentially('Jl. KH. Mas Mansyur No. 45');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(map).toHaveAccessibleDescription(
        'Bukan tautan atau kode peta Google Maps. Contoh: https://www.google.com/maps/place/Masjid+Istiqlal ' +
          'atau kode <iframe> dari Google Maps (Bagikan → Sematkan peta).',
      );
      await expect(map).toHaveAttribute('aria-invalid', 'true');
      await expect(map).toHaveValue('Jl. KH. Mas Mansyur No. 45');
      await expect(address).toHaveValue('Alamat yang belum boleh tersimpan');

      await map.clear();
      await map.pressSequentially('https://maps.app.goo.gl/AbCdEf123456');
      await expect(map).toHaveAccessibleDescription(/^Tautan pendek maps\.app\.goo\.gl tidak bisa dibaca/);
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(map).toHaveAccessibleDescription(/Bagikan → Sematkan peta/);
      await expect(toast(page, 'Kontak Diperbarui')).toHaveCount(0);
      expect(await contact(admin)).toEqual(original);
    } finally {
      await restore(admin, original);
    }
  });
}
