import type { Page } from '@playwright/test';
import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import { pickRelatedPackage, typeArticleBody } from './article-helpers.ts';

// "Artikel" written the way the owner writes: typed key by key in the rich-text editor, with the toolbar for
// headings, lists, links and gallery images. What is saved is the sanitised body, and a refusal is said beside
// its field with nothing typed lost.
const titles: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const title of titles) await admin.from('articles').delete().eq('title', title);
});

async function openNewArticle(page: Page, loginAsAdmin: (page: Page, path: string) => Promise<void>) {
  await loginAsAdmin(page, '/admin/articles');
  await page.getByRole('link', { name: 'Tulis Artikel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tulis Artikel' })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`at ${width} px the owner writes a heading, a list, a link and a gallery image, links a package and publishes`, async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openNewArticle(page, loginAsAdmin);
    const title = unique('Tips Manasik Uji');
    titles.push(title);
    await page.getByRole('textbox', { name: 'Judul', exact: true }).pressSequentially(title);
    // The address follows the title until the owner edits it.
    const slug = page.getByLabel(/^Alamat artikel/);
    await expect(slug).toHaveValue(/^tips-manasik-uji-/);
    await page.getByLabel(/^Kategori/).selectOption('tips');
    await page.getByLabel(/^Ringkasan/).pressSequentially('Ringkasan singkat untuk daftar artikel.');

    await typeArticleBody(page, {
      heading: 'Persiapan Dokumen',
      items: ['Paspor', 'Kartu vaksin'],
      alt: 'Jamaah di pelataran masjid',
    });
    await pickRelatedPackage(page, 'Umroh Hemat', 'Umroh Hemat 9 Hari');
    await page.getByLabel(/^Status/).selectOption('published');
    await page.getByRole('button', { name: 'Simpan Artikel' }).click();
    await expect(toast(page, 'Artikel Ditambahkan')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    const { data: stored } = await admin
      .from('articles')
      .select('slug, category, excerpt, body, package_ids, status, published_at')
      .eq('title', title)
      .single();
    const { data: pkg } = await admin.from('packages').select('id').eq('slug', 'umroh-hemat-9-hari').single();
    expect(stored!.slug).toMatch(/^tips-manasik-uji-[a-z0-9-]+$/);
    expect(stored!.category).toBe('tips');
    expect(stored!.status).toBe('published');
    expect(stored!.published_at).not.toBeNull();
    expect(stored!.package_ids).toEqual([pkg!.id]);
    const html = stored!.body as string;
    expect(html).toContain('<h2>Persiapan Dokumen</h2><p>Bawa dokumen berikut:</p>');
    expect(html).toContain('<ul><li><p>Paspor</p></li><li><p>Kartu vaksin</p></li></ul>');
    expect(html).toContain(
      '<p>Sumber resmi: <a href="https://kemenag.go.id" rel="noopener noreferrer">https://kemenag.go.id</a></p>',
    );
    expect(html).toMatch(
      /<img src="[^"]*\/storage\/v1\/object\/public\/images\/[^"]+" alt="Jamaah di pelataran masjid" \/>/,
    );

    // Opened again, the editor shows what was saved.
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('textbox', { name: 'Isi Artikel' }).getByRole('heading', { level: 2 })).toHaveText(
      'Persiapan Dokumen',
    );
    await expect(page.getByLabel(/^Alamat artikel/)).toHaveValue(stored!.slug as string);
  });
}

test('pasted hostile markup is saved as clean HTML: no script, handler, frame or style', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openNewArticle(page, loginAsAdmin);
  const title = unique('Artikel Tempel Uji');
  titles.push(title);
  await page.getByRole('textbox', { name: 'Judul', exact: true }).pressSequentially(title);
  const body = page.getByRole('textbox', { name: 'Isi Artikel' });
  await body.click();
  // What a copy from another website puts on the clipboard.
  await body.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p style="color:red" onclick="steal()">Halo <b>jamaah</b><script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(3)">klik</a><h1>Judul besar</h1>',
    );
    data.setData('text/plain', 'Halo jamaah');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body).toContainText('Halo jamaah');
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(toast(page, 'Artikel Ditambahkan')).toBeVisible();
  const { data } = await admin.from('articles').select('body, status').eq('title', title).single();
  expect(data!.status).toBe('draft');
  const html = data!.body as string;
  expect(html).toContain('Halo <strong>jamaah</strong>');
  // The editor offers headings 2–3 only: a pasted top-level heading shows, and is saved, as a paragraph.
  expect(html).toContain('<p>klik</p><p>Judul besar</p>');
  expect(html).not.toMatch(/script|onerror|onclick|iframe|style=|javascript:|<img src="x"/i);
});

test('at 390 px, an address already used is refused beside "Alamat artikel"; nothing typed is lost', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openNewArticle(page, loginAsAdmin);
  const title = unique('Artikel Alamat Uji');
  titles.push(title);
  await page.getByRole('textbox', { name: 'Judul', exact: true }).pressSequentially(title);
  const slug = page.getByLabel(/^Alamat artikel/);
  await slug.clear();
  await slug.pressSequentially('persiapan-umroh-untuk-lansia');
  await page.getByLabel(/^Ringkasan/).pressSequentially('Ringkasan yang tidak boleh hilang');
  const body = page.getByRole('textbox', { name: 'Isi Artikel' });
  await body.click();
  await body.pressSequentially('Isi yang tidak boleh hilang');
  await page.getByLabel(/^Status/).selectOption('published');
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(toast(page, 'Gagal menyimpan artikel')).toBeVisible();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(/sudah dipakai artikel lain/);
  await expect(slug).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Judul', exact: true })).toHaveValue(title);
  await expect(page.getByLabel(/^Ringkasan/)).toHaveValue('Ringkasan yang tidak boleh hilang');
  await expect(body).toHaveText('Isi yang tidak boleh hilang');
  const { data: none } = await admin.from('articles').select('id').eq('title', title);
  expect(none).toEqual([]);

  // Typed differently, it is saved.
  await slug.pressSequentially('-2027');
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(toast(page, 'Artikel Ditambahkan')).toBeVisible();
  const { data: saved } = await admin.from('articles').select('slug').eq('title', title).single();
  expect(saved!.slug).toBe('persiapan-umroh-untuk-lansia-2027');
});

test('publishing an empty article is refused beside the editor; the list searches and filters from the address', async ({
  page,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openNewArticle(page, loginAsAdmin);
  await page.getByLabel(/^Status/).selectOption('published');
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(toast(page, 'Gagal menyimpan artikel')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Judul', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Isi artikel masih kosong: tulis isinya sebelum menerbitkan')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Isi Artikel' })).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/admin/articles');
  await page.getByLabel('Cari artikel').pressSequentially('lansia');
  await expect(page).toHaveURL(/[?&]q=lansia/);
  const list = page.getByRole('list', { name: 'Daftar artikel' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article').first()).toHaveAccessibleName(/Persiapan Umroh untuk Lansia/);
  await page.getByLabel('Cari artikel').clear();
  await page.getByLabel(/^Kategori/).selectOption('berita');
  await expect(page).toHaveURL(/[?&]category=berita/);
  await expect(list.getByRole('article')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel(/^Kategori/)).toHaveValue('berita');
  await expect(list.getByRole('article')).toHaveCount(2);
  await page.getByLabel(/^Status/).selectOption('draft');
  await expect(page.getByText('Tidak ada artikel yang cocok.')).toBeVisible();
});
