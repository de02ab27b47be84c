import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// Rupiah fields typed key by key, as on a phone's numeric keypad where pasting is not an option:
// the separators follow the digits, the caret stays after the digit typed, and the amount is stored exactly.
const created: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const id of created) await admin.from('packages').delete().eq('id', id);
});

const VIEWPORTS = [
  { name: 'desktop 1280 px', width: 1280, height: 800 },
  { name: 'phone 390 px', width: 390, height: 844 },
] as const;

/** What the field shows after each key of 2 7 5 0 0 0 0 0. */
const SHOWN = ['2', '27', '275', '2.750', '27.500', '275.000', '2.750.000', '27.500.000'];

const caretOf = (field: Locator) => field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);

/** Types 27500000 one key at a time, checking the value and the caret (at the end) after every key. */
async function typeKeyByKey(field: Locator) {
  await field.click();
  for (const [i, key] of [...'27500000'].entries()) {
    await field.pressSequentially(key);
    await expect(field).toHaveValue(SHOWN[i]!);
    expect(await caretOf(field)).toEqual([SHOWN[i]!.length, SHOWN[i]!.length]);
  }
}

/**
 * Clicks inside the field right after `prefix` of its text, as a finger or a
 * mouse places the caret: the offset is measured in the input's own font.
 */
async function clickAfter(field: Locator, prefix: string) {
  const x = await field.evaluate((el: HTMLInputElement, text) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = style.font;
    return parseFloat(style.paddingLeft) + ctx.measureText(text).width;
  }, prefix);
  const box = (await field.boundingBox())!;
  await field.click({ position: { x, y: box.height / 2 } });
}

async function ownPackage(admin: SupabaseClient) {
  const { data, error } = await admin
    .from('packages')
    .insert({
      title: unique('Paket Rupiah'),
      slug: `paket-rupiah-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      price_quad: 25_000_000,
      status: 'draft',
    })
    .select('id')
    .single();
  if (error) throw error;
  created.push(data.id as string);
  return data.id as string;
}

async function newDraftPackage(page: Page, loginAsAdmin: (p: Page, path?: string) => Promise<void>) {
  const title = unique('Paket Ketik Rupiah');
  await loginAsAdmin(page, '/admin/packages/new');
  await page.getByLabel('Judul Paket').fill(title);
  await page.getByLabel('Status').selectOption('draft');
  return title;
}

async function savedPackage(page: Page, admin: SupabaseClient, title: string) {
  await page.getByRole('button', { name: 'Simpan Paket' }).click();
  await expect(toast(page, 'Paket Ditambahkan')).toBeVisible();
  const { data, error } = await admin
    .from('packages')
    .select('id, price_quad, price_triple, booking_fee')
    .eq('title', title)
    .single();
  if (error) throw error;
  created.push(data.id as string);
  return data;
}

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
    });

    test('package quad price and booking fee typed key by key are grouped as typed and stored exactly', async ({
      page,
      admin,
      loginAsAdmin,
    }) => {
      const title = await newDraftPackage(page, loginAsAdmin);
      const quad = page.getByLabel(/^Harga Quad/);
      await expect(quad).toHaveAttribute('inputmode', 'numeric');
      await typeKeyByKey(quad);
      const fee = page.getByLabel('DP', { exact: true });
      await fee.click();
      await fee.pressSequentially('5000000');
      await expect(fee).toHaveValue('5.000.000');
      const row = await savedPackage(page, admin, title);
      expect(row).toMatchObject({ price_quad: 27_500_000, price_triple: null, booking_fee: 5_000_000 });
    });

    test('a departure price typed key by key is grouped as typed and stored exactly', async ({
      page,
      admin,
      loginAsAdmin,
    }) => {
      const id = await ownPackage(admin);
      await loginAsAdmin(page, `/admin/packages/edit/${id}?tab=keberangkatan`);
      await page.getByRole('button', { name: 'Tambah Keberangkatan' }).click();
      const row = page.getByTestId('departure-row').first();
      await row.getByLabel(/^Berangkat/).fill('10/03/2027');
      const quad = row.getByLabel('Quad', { exact: true });
      await expect(quad).toHaveAttribute('inputmode', 'numeric');
      await typeKeyByKey(quad);
      await row.getByRole('button', { name: 'Simpan' }).click();
      await expect(toast(page, 'Keberangkatan Ditambahkan')).toBeVisible();
      await expect(quad).toHaveValue('27.500.000');
      const { data, error } = await admin.from('departures').select('price_quad').eq('package_id', id).single();
      if (error) throw error;
      expect(data.price_quad).toBe(27_500_000);
    });

    test('typing in the middle keeps the caret after the digit typed; Backspace over a separator deletes the digit before it', async ({
      page,
      admin,
      loginAsAdmin,
    }) => {
      const title = await newDraftPackage(page, loginAsAdmin);
      const quad = page.getByLabel(/^Harga Quad/);
      await quad.click();
      await quad.pressSequentially('27500000');
      await expect(quad).toHaveValue('27.500.000');

      // A click just after "27." and a 9: the 9 joins the first group and the caret stays after it.
      await clickAfter(quad, '27.');
      expect(await caretOf(quad)).toEqual([3, 3]);
      await quad.pressSequentially('9');
      await expect(quad).toHaveValue('279.500.000');
      expect(await caretOf(quad)).toEqual([3, 3]);

      // Just after the separator, Backspace deletes the 9 before it, not the separator.
      await quad.press('ArrowRight');
      expect(await caretOf(quad)).toEqual([4, 4]);
      await quad.press('Backspace');
      await expect(quad).toHaveValue('27.500.000');
      expect(await caretOf(quad)).toEqual([2, 2]);

      // Typing on from there: the digit lands where the caret is.
      await quad.pressSequentially('1');
      await expect(quad).toHaveValue('271.500.000');
      expect(await caretOf(quad)).toEqual([3, 3]);

      // Delete right before a separator deletes the digit after it.
      await clickAfter(quad, '271');
      await quad.press('Delete');
      await expect(quad).toHaveValue('27.100.000');
      expect(await caretOf(quad)).toEqual([4, 4]);

      // A typed "." is the input's business: nothing changes.
      await quad.press('End');
      await quad.pressSequentially('.');
      await expect(quad).toHaveValue('27.100.000');

      // An extra zero is kept, never clamped, and refused beside the field at once.
      await quad.pressSequentially('0');
      await expect(quad).toHaveValue('271.000.000');
      await quad.pressSequentially('00');
      await expect(quad).toHaveValue('27.100.000.000');
      await expect(quad).toHaveAttribute('aria-invalid', 'true');
      await expect(quad).toHaveAccessibleDescription('Harga maksimal Rp 10.000.000.000');
      await quad.press('Backspace');
      await quad.press('Backspace');
      await expect(quad).toHaveValue('271.000.000');
      await expect(quad).not.toHaveAttribute('aria-invalid', 'true');

      const row = await savedPackage(page, admin, title);
      expect(row.price_quad).toBe(271_000_000);
    });
  });
}
