import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// Testimonials have an explicit order (move up and down) and "Tampilkan di beranda";
// the home page reads the shown ones by position (tests/server/site-home-testimonials.test.ts).
test('a testimonial moves down and up, and can be taken off the home page', async ({ page, admin, loginAsAdmin }) => {
  const older = unique('Jamaah Urutan A');
  const newer = unique('Jamaah Urutan B');
  // A new testimonial goes first, so the later row of the insert does. One statement: a testimonial that another
  // spec adds meanwhile cannot land between the two, and moving one down swaps it with the other.
  const { error } = await admin
    .from('testimonials')
    .insert([older, newer].map((name) => ({ name, location: 'Bekasi', content: 'Alhamdulillah.' })));
  expect(error).toBeNull();
  const order = async () =>
    (await admin.from('testimonials').select('name').in('name', [older, newer]).order('position')).data!.map(
      (t) => t.name,
    );
  try {
    expect(await order()).toEqual([newer, older]);
    await loginAsAdmin(page, '/admin/testimonials');
    const names = () => page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    await expect.poll(async () => (await names()).filter((n) => n === older || n === newer)).toEqual([newer, older]);

    await page.getByRole('button', { name: `Turunkan ${newer}` }).click();
    await expect.poll(order).toEqual([older, newer]);
    await expect.poll(async () => (await names()).filter((n) => n === older || n === newer)).toEqual([older, newer]);
    await page.getByRole('button', { name: `Naikkan ${newer}` }).click();
    await expect.poll(order).toEqual([newer, older]);

    // "Tampilkan di beranda" off: stored, and shown on the card.
    const card = page.getByRole('article', { name: older });
    await expect(card).toContainText('Di beranda');
    await card.getByRole('button', { name: `Edit ${older}` }).click();
    const form = page.getByRole('form', { name: 'Edit Testimoni' });
    const onHome = form.getByRole('switch', { name: 'Tampilkan di beranda' });
    await expect(onHome).toBeChecked();
    await onHome.uncheck();
    await form.getByRole('button', { name: 'Perbarui' }).click();
    await expect(toast(page, 'Testimoni Diperbarui')).toBeVisible();
    await expect(card).toContainText('Tidak di beranda');
    const { data } = await admin.from('testimonials').select('show_on_home').eq('name', older).single();
    expect(data!.show_on_home).toBe(false);
    // An edit keeps the testimonial's place.
    expect(await order()).toEqual([newer, older]);
  } finally {
    await admin.from('testimonials').delete().in('name', [older, newer]);
  }
});
