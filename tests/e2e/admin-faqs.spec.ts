import { test, expect, unique } from './fixtures.ts';
import { deletesOf, pauseClock, toast, UNDO_MS } from './admin-helpers.ts';

// The FAQ screen (KELOLA → FAQ): add, edit, move, hide and delete (undoable) questions,
// site-wide ("Umum (semua halaman)") or of one package.
const prefixes: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const p of prefixes) await admin.from('faqs').delete().like('question', `${p}%`);
});

test('add (required checks beside the fields, for a package), edit, hide', async ({ page, admin, loginAsAdmin }) => {
  const question = unique('FAQ Uji');
  prefixes.push(question);
  await loginAsAdmin(page, '/admin');
  await page.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await page.getByRole('button', { name: 'Tambah FAQ' }).click();
  const form = page.getByRole('form', { name: 'Tambah FAQ' });
  await expect(form.getByRole('combobox', { name: 'Ditampilkan di' })).toContainText('Umum (semua halaman)');

  await form.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(form.getByLabel(/^Pertanyaan/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Wajib diisi')).toHaveCount(2);
  await expect(form).toBeVisible();

  await form.getByLabel(/^Pertanyaan/).fill(question);
  await form.getByLabel(/^Jawaban/).fill('Jawaban uji.');
  await form.getByRole('combobox', { name: 'Ditampilkan di' }).click();
  await page.getByRole('option', { name: 'Haji Plus 2027', exact: true }).click();
  await form.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(toast(page, 'FAQ Ditambahkan')).toBeVisible();
  const card = page.getByRole('article', { name: question });
  await expect(card).toContainText('Haji Plus 2027');
  const pkg = (await admin.from('packages').select('id').eq('slug', 'haji-plus-2027').single()).data!;
  const stored = async () =>
    (await admin.from('faqs').select('package_id, answer, is_active').eq('question', question).single()).data;
  expect(await stored()).toEqual({ package_id: pkg.id, answer: 'Jawaban uji.', is_active: true });

  await card.getByRole('button', { name: `Edit ${question}` }).click();
  const edit = page.getByRole('form', { name: 'Edit FAQ' });
  await edit.getByLabel(/^Jawaban/).fill('Jawaban diperbarui.');
  await edit
    .getByRole('switch', { name: 'Tampilkan di situs' })
    .or(edit.getByLabel('Tampilkan di situs'))
    .first()
    .click();
  await edit.getByRole('button', { name: 'Perbarui' }).click();
  await expect(toast(page, 'FAQ Diperbarui')).toBeVisible();
  await expect(card).toContainText('Nonaktif');
  expect(await stored()).toEqual({ package_id: pkg.id, answer: 'Jawaban diperbarui.', is_active: false });
});

test('move down and up; delete with undo', async ({ page, admin, loginAsAdmin }) => {
  const a = unique('FAQ Urut A');
  const b = unique('FAQ Urut B');
  prefixes.push(a, b);
  await admin.from('faqs').insert([
    { question: a, answer: 'A', position: 900 },
    { question: b, answer: 'B', position: 901 },
  ]);
  const order = async () =>
    (await admin.from('faqs').select('question').in('question', [a, b]).order('position')).data!.map((r) => r.question);
  // The undo window passes on the page's clock, not in real time.
  await page.clock.install();
  const deletes = deletesOf(page, 'faqs');
  await loginAsAdmin(page, '/admin/faqs');
  await page.getByRole('button', { name: `Turunkan ${a}` }).click();
  await expect.poll(order).toEqual([b, a]);
  await page.getByRole('button', { name: `Naikkan ${a}` }).click();
  await expect.poll(order).toEqual([a, b]);

  const card = page.getByRole('article', { name: b });
  const stored = async () => (await admin.from('faqs').select('id').eq('question', b)).data;
  await card.getByRole('button', { name: `Hapus ${b}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  const undo = toast(page, `FAQ "${b}" dihapus`);
  await expect(undo).toBeVisible();
  await expect(card).toHaveCount(0);
  await undo.getByRole('button', { name: 'Batalkan' }).click();
  await expect(card).toBeVisible();
  await page.clock.runFor(UNDO_MS + 500);
  expect(deletes, 'nothing sent after "Batalkan"').toEqual([]);
  expect(await stored()).toHaveLength(1);

  await card.getByRole('button', { name: `Hapus ${b}` }).click();
  await pauseClock(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(card).toHaveCount(0);
  await page.clock.runFor(UNDO_MS - 100);
  expect(deletes, 'nothing sent during the undo window').toEqual([]);
  await page.clock.runFor(100);
  await expect(toast(page, 'FAQ Dihapus')).toBeVisible();
  expect(await stored()).toEqual([]);
});
