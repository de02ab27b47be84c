import { test, expect, unique } from './fixtures.ts';
import { nextToast, toast } from './admin-helpers.ts';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';

// Two tabs on the same record: the second save never silently puts back what the first one changed.
// The owner is told, keeps the typing, and chooses to reload or to overwrite knowingly.

const CONFLICT = 'Data ini diubah di tempat lain sejak Anda membukanya';

interface Home {
  hero: { title: string; subtitle: string };
}

async function home(admin: SupabaseClient): Promise<{ content: Home & Record<string, unknown>; updated_at: string }> {
  const { data, error } = await admin
    .from('page_content')
    .select('content, updated_at')
    .eq('page_name', 'home')
    .single();
  if (error) throw new Error(error.message);
  return data as { content: Home & Record<string, unknown>; updated_at: string };
}

async function retype(page: Page, name: string, text: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.clear();
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

test.describe('concurrent edits', () => {
  test('Edit Beranda: the second tab is refused, keeps its typing, then overwrites or reloads', async ({
    page,
    context,
    admin,
    loginAsAdmin,
  }) => {
    const original = await home(admin);
    try {
      const tabA = page;
      const tabB = await context.newPage();
      // The second tab is a phone: the dialog's choices must be reachable at 390 px.
      await tabB.setViewportSize({ width: 390, height: 844 });
      await loginAsAdmin(tabA, '/admin/edit-home');
      await loginAsAdmin(tabB, '/admin/edit-home');
      await expect(tabA.getByRole('textbox', { name: 'Judul Hero', exact: true })).toHaveValue(
        original.content.hero.title,
      );
      await expect(tabB.getByRole('textbox', { name: 'Judul Hero', exact: true })).toHaveValue(
        original.content.hero.title,
      );

      const titleA = unique('Judul tab A');
      await tabA.bringToFront();
      await retype(tabA, 'Judul Hero', titleA);
      const savedA = await nextToast(tabA, 'Homepage Diperbarui');
      await tabA.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(savedA).toBeVisible();
      await expect.poll(async () => (await home(admin)).content.hero.title).toBe(titleA);
      const afterA = await home(admin);

      // Tab B opened the page before tab A saved; it changes only the subtitle.
      const subtitleB = unique('Subjudul tab B');
      await tabB.bringToFront();
      await retype(tabB, 'Subjudul Hero', subtitleB);
      await tabB.getByRole('button', { name: 'Simpan Perubahan' }).click();
      const dialog = tabB.getByRole('dialog', { name: CONFLICT });
      await expect(dialog).toBeVisible();
      // Nothing overwritten, nothing called saved, the typing still there.
      const stillA = await home(admin);
      expect(stillA.updated_at).toBe(afterA.updated_at);
      expect(stillA.content.hero).toEqual(afterA.content.hero);
      await expect(toast(tabB, 'Homepage Diperbarui')).toHaveCount(0);
      // Behind the modal dialog the form is hidden from the accessibility tree, not gone.
      await expect(tabB.getByRole('textbox', { name: 'Subjudul Hero', exact: true, includeHidden: true })).toHaveValue(
        subtitleB,
      );

      // Overwrite knowingly: the form as tab B shows it is stored.
      const savedB = await nextToast(tabB, 'Homepage Diperbarui');
      await dialog.getByRole('button', { name: 'Timpa dengan perubahan saya' }).click();
      await expect(savedB).toBeVisible();
      await expect.poll(async () => (await home(admin)).content.hero.subtitle).toBe(subtitleB);
      expect((await home(admin)).content.hero.title).toBe(original.content.hero.title);
      const afterB = await home(admin);

      // Tab A now holds an old version: its next save is refused; "Muat ulang" shows what is stored.
      await tabA.bringToFront();
      await retype(tabA, 'Judul Hero', unique('Judul tab A lagi'));
      await tabA.getByRole('button', { name: 'Simpan Perubahan' }).click();
      const dialogA = tabA.getByRole('dialog', { name: CONFLICT });
      await expect(dialogA).toBeVisible();
      await dialogA.getByRole('button', { name: 'Muat ulang' }).click();
      await expect(dialogA).toBeHidden();
      await expect(tabA.getByRole('textbox', { name: 'Judul Hero', exact: true })).toHaveValue(
        original.content.hero.title,
      );
      await expect(tabA.getByRole('textbox', { name: 'Subjudul Hero', exact: true })).toHaveValue(subtitleB);
      expect((await home(admin)).updated_at).toBe(afterB.updated_at);

      // Reloaded, the form saves normally over the version it now holds. The first save's toast may
      // still be on screen: this save must show one of its own.
      const titleA2 = unique('Judul setelah muat ulang');
      await retype(tabA, 'Judul Hero', titleA2);
      const savedA2 = await nextToast(tabA, 'Homepage Diperbarui');
      await tabA.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(savedA2).toBeVisible();
      await expect.poll(async () => (await home(admin)).content.hero.title).toBe(titleA2);
      expect((await home(admin)).content.hero.subtitle).toBe(subtitleB);
    } finally {
      await admin.from('page_content').update({ content: original.content }).eq('page_name', 'home');
    }
  });

  test('a package: the last save does not win silently', async ({ page, context, admin, loginAsAdmin }) => {
    const title = unique('Paket Bentrok');
    const { data: created, error } = await admin
      .from('packages')
      .insert({
        title,
        slug: `paket-bentrok-${Date.now().toString(36)}`,
        category: 'umroh',
        price_quad: 25_000_000,
        status: 'draft',
        tagline: 'Tagline awal',
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const id = created.id as string;
    const stored = async () =>
      (await admin.from('packages').select('title, tagline, updated_at').eq('id', id).single()).data!;
    try {
      const tabA = page;
      const tabB = await context.newPage();
      await loginAsAdmin(tabA, `/admin/packages/edit/${id}`);
      await loginAsAdmin(tabB, `/admin/packages/edit/${id}`);
      await expect(tabA.getByRole('textbox', { name: 'Tagline' })).toHaveValue('Tagline awal');
      await expect(tabB.getByRole('textbox', { name: 'Judul Paket' })).toHaveValue(title);

      await tabA.bringToFront();
      await retype(tabA, 'Tagline', 'Tagline dari tab A');
      await tabA.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(tabA, 'Paket Diperbarui')).toBeVisible();
      await expect.poll(async () => (await stored()).tagline).toBe('Tagline dari tab A');
      const afterA = await stored();

      const titleB = unique('Judul tab B');
      await tabB.bringToFront();
      await retype(tabB, 'Judul Paket', titleB);
      await tabB.getByRole('button', { name: 'Simpan Perubahan' }).click();
      const dialog = tabB.getByRole('dialog', { name: CONFLICT });
      await expect(dialog).toBeVisible();
      expect(await stored()).toEqual(afterA);
      await expect(toast(tabB, 'Paket Diperbarui')).toHaveCount(0);
      await expect(tabB.getByRole('textbox', { name: 'Judul Paket', includeHidden: true })).toHaveValue(titleB);

      // "Timpa": what tab B's form shows is stored, tagline included.
      await dialog.getByRole('button', { name: 'Timpa dengan perubahan saya' }).click();
      await expect(toast(tabB, 'Paket Diperbarui')).toBeVisible();
      await expect.poll(async () => (await stored()).title).toBe(titleB);
      expect((await stored()).tagline).toBe('Tagline awal');

      // Someone else changes the tagline while tab A has the package open again; "Muat ulang" shows it.
      await tabA.bringToFront();
      await tabA.goto(`/admin/packages/edit/${id}`);
      await expect(tabA.getByRole('textbox', { name: 'Judul Paket' })).toHaveValue(titleB);
      const { error: e2 } = await admin.from('packages').update({ tagline: 'Tagline dari ponsel' }).eq('id', id);
      if (e2) throw new Error(e2.message);
      const elsewhere = await stored();
      await retype(tabA, 'Judul Paket', unique('Judul tab A'));
      await tabA.getByRole('button', { name: 'Simpan Perubahan' }).click();
      const dialogA = tabA.getByRole('dialog', { name: CONFLICT });
      await expect(dialogA).toBeVisible();
      await dialogA.getByRole('button', { name: 'Muat ulang' }).click();
      await expect(dialogA).toBeHidden();
      await expect(tabA.getByRole('textbox', { name: 'Tagline' })).toHaveValue('Tagline dari ponsel');
      await expect(tabA.getByRole('textbox', { name: 'Judul Paket' })).toHaveValue(titleB);
      expect(await stored()).toEqual(elsewhere);
    } finally {
      await admin.from('packages').delete().eq('id', id);
    }
  });

  test('a Keunggulan edited in two tabs: refused, then reloaded into the open form', async ({
    page,
    context,
    admin,
    loginAsAdmin,
  }) => {
    const title = unique('Keunggulan Bentrok');
    const { data: created, error } = await admin
      .from('features')
      .insert({ title, description: 'Awal', icon: 'globe', order_index: 98 })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const id = created.id as string;
    const stored = async () =>
      (await admin.from('features').select('title, description, updated_at').eq('id', id).single()).data!;
    const openEdit = async (tab: Page) => {
      await loginAsAdmin(tab, '/admin/features');
      await tab
        .getByRole('article', { name: title })
        .getByRole('button', { name: `Edit ${title}` })
        .click();
      const form = tab.getByRole('form', { name: 'Edit Keunggulan' });
      await expect(form.getByLabel(/^Deskripsi/)).toHaveValue('Awal');
      return form;
    };
    try {
      const tabA = page;
      const tabB = await context.newPage();
      const formA = await openEdit(tabA);
      const formB = await openEdit(tabB);

      await tabA.bringToFront();
      await formA.getByLabel(/^Deskripsi/).clear();
      await formA.getByLabel(/^Deskripsi/).pressSequentially('Dari tab A');
      await formA.getByRole('button', { name: 'Perbarui' }).click();
      await expect(toast(tabA, 'Keunggulan Diperbarui')).toBeVisible();
      await expect.poll(async () => (await stored()).description).toBe('Dari tab A');
      const afterA = await stored();

      await tabB.bringToFront();
      await formB.getByLabel(/^Deskripsi/).clear();
      await formB.getByLabel(/^Deskripsi/).pressSequentially('Dari tab B');
      await formB.getByRole('button', { name: 'Perbarui' }).click();
      const dialog = tabB.getByRole('dialog', { name: CONFLICT });
      await expect(dialog).toBeVisible();
      expect(await stored()).toEqual(afterA);
      await expect(toast(tabB, 'Keunggulan Diperbarui')).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Muat ulang' }).click();
      await expect(dialog).toBeHidden();
      await expect(tabB.getByRole('form', { name: 'Edit Keunggulan' }).getByLabel(/^Deskripsi/)).toHaveValue(
        'Dari tab A',
      );
      expect(await stored()).toEqual(afterA);
    } finally {
      await admin.from('features').delete().eq('id', id);
    }
  });

  test('a hotel edited in two tabs: refused, then overwritten knowingly', async ({
    page,
    context,
    admin,
    loginAsAdmin,
  }) => {
    const name = unique('Hotel Bentrok');
    const { data: created, error } = await admin
      .from('hotels')
      .insert({ name, city: 'makkah', stars: 4, distance_m: 300 })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const id = created.id as string;
    const stored = async () =>
      (await admin.from('hotels').select('name, distance_m, updated_at').eq('id', id).single()).data!;
    try {
      const tabA = page;
      const tabB = await context.newPage();
      await loginAsAdmin(tabA, `/admin/hotels/edit/${id}`);
      await loginAsAdmin(tabB, `/admin/hotels/edit/${id}`);
      await expect(tabA.getByLabel(/^Nama Hotel/)).toHaveValue(name);
      await expect(tabB.getByLabel('Jarak ke Masjid (meter)')).toHaveValue('300');

      await tabA.bringToFront();
      await tabA.getByLabel('Jarak ke Masjid (meter)').clear();
      await tabA.getByLabel('Jarak ke Masjid (meter)').pressSequentially('450');
      await tabA.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(tabA, 'Hotel Diperbarui')).toBeVisible();
      await expect.poll(async () => (await stored()).distance_m).toBe(450);
      const afterA = await stored();

      const nameB = unique('Hotel tab B');
      await tabB.bringToFront();
      await tabB.getByLabel(/^Nama Hotel/).clear();
      await tabB.getByLabel(/^Nama Hotel/).pressSequentially(nameB);
      await tabB.getByRole('button', { name: 'Simpan Perubahan' }).click();
      const dialog = tabB.getByRole('dialog', { name: CONFLICT });
      await expect(dialog).toBeVisible();
      expect(await stored()).toEqual(afterA);
      await expect(toast(tabB, 'Hotel Diperbarui')).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Timpa dengan perubahan saya' }).click();
      await expect(toast(tabB, 'Hotel Diperbarui')).toBeVisible();
      await expect.poll(async () => (await stored()).name).toBe(nameB);
      expect((await stored()).distance_m).toBe(300);
    } finally {
      await admin.from('hotels').delete().eq('id', id);
    }
  });
});
