import { test, expect } from './fixtures.ts';

// Features have an explicit order (move up and down); the site reads it (order_index ascending).
test('a feature moves down and up; the stored order follows', async ({ page, admin, loginAsAdmin }) => {
  const { data: before } = await admin.from('features').select('id, title, order_index').order('order_index');
  const [first, second] = before!;
  try {
    await loginAsAdmin(page, '/admin/features');
    await page.getByRole('button', { name: `Turunkan ${first.title}` }).click();
    await expect
      .poll(async () =>
        (await admin.from('features').select('title').order('order_index').limit(2)).data!.map((f) => f.title),
      )
      .toEqual([second.title, first.title]);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(second.title);
    await page.getByRole('button', { name: `Naikkan ${first.title}` }).click();
    await expect
      .poll(async () =>
        (await admin.from('features').select('title').order('order_index').limit(2)).data!.map((f) => f.title),
      )
      .toEqual([first.title, second.title]);
  } finally {
    for (const f of before!) await admin.from('features').update({ order_index: f.order_index }).eq('id', f.id);
  }
});
