import { test, expect, unique, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.ts';
import { loginViaUi, toast } from './admin-helpers.ts';
import { pickRelatedPackage, typeArticleBody } from './article-helpers.ts';
import { livePage } from './journey-helpers.ts';

// An article from the admin to every place a visitor meets it, republished by itself: its page, /artikel,
// the home page's latest articles, the package page it recommends, and the RSS feed. A body written by any
// other client is cleaned again at build.
test.describe.configure({ mode: 'serial' });

let title = '';
test.afterAll(async ({ admin }) => {
  if (title) await admin.from('articles').delete().eq('title', title);
});

test('the owner writes and publishes an article; it reaches its page, /artikel, the home page, the package page and RSS', async ({
  page,
  admin,
}) => {
  test.setTimeout(240_000);
  title = unique('Panduan Journey Artikel');
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(toast(page, 'Login Berhasil')).toBeVisible();
  await page.goto('/admin/articles/create');
  await page.getByRole('textbox', { name: 'Judul', exact: true }).pressSequentially(title);
  await page.getByLabel(/^Ringkasan/).pressSequentially('Ringkasan artikel dari admin sampai situs.');
  await typeArticleBody(page, {
    heading: 'Dokumen Journey',
    items: ['Paspor', 'Kartu vaksin'],
    alt: 'Foto uji journey',
  });
  await pickRelatedPackage(page, 'Umroh Hemat', 'Umroh Hemat 9 Hari');
  await page.getByLabel(/^Status/).selectOption('published');
  await page.getByRole('button', { name: 'Simpan Artikel' }).click();
  await expect(toast(page, 'Artikel Ditambahkan')).toBeVisible();
  const { data: stored } = await admin.from('articles').select('slug').eq('title', title).single();
  const path = `/artikel/${stored!.slug as string}`;

  await livePage(page, path, title);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = page.locator('.article-body');
  await expect(body.getByRole('heading', { level: 2, name: 'Dokumen Journey' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText(['Paspor', 'Kartu vaksin']);
  const link = body.getByRole('link', { name: 'https://kemenag.go.id' });
  await expect(link).toHaveAttribute('href', 'https://kemenag.go.id');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const image = body.getByRole('img', { name: 'Foto uji journey' });
  await expect(image).toBeVisible();
  expect((await page.request.get((await image.getAttribute('src'))!)).ok()).toBe(true);
  await expect(page.getByRole('link', { name: /Umroh Hemat 9 Hari/ }).first()).toBeVisible();

  await livePage(page, '/artikel', title);
  await livePage(page, '/', title);
  await livePage(page, '/umroh/umroh-hemat-9-hari', title);
  await livePage(page, '/artikel/rss.xml', title);
  const rss = await (await page.request.get('/artikel/rss.xml')).text();
  expect(rss).toContain(`${path}</link>`);
});

test('a body written by another client shows hostile markup as text or not at all', async ({ page, admin }) => {
  test.setTimeout(180_000);
  expect(title).not.toBe('');
  const { error } = await admin
    .from('articles')
    .update({
      body:
        '<p>Isi aman</p><script>window.__dirusak = 1</script><img src="x" onerror="window.__dirusak = 2">' +
        '<p onclick="window.__dirusak = 3">&lt;b&gt;bukan tebal&lt;/b&gt;</p><iframe src="https://contoh.invalid"></iframe>' +
        '<a href="javascript:window.__dirusak = 4">tautan</a>',
    })
    .eq('title', title);
  expect(error).toBeNull();
  const { data: stored } = await admin.from('articles').select('slug').eq('title', title).single();
  const path = `/artikel/${stored!.slug as string}`;
  await livePage(page, path, 'Isi aman');
  await page.goto(path);
  const body = page.locator('.article-body');
  await expect(body.getByText('<b>bukan tebal</b>')).toBeVisible();
  await expect(body.locator('script, iframe, img, [onclick]')).toHaveCount(0);
  await expect(body.getByText('tautan')).not.toHaveAttribute('href', /.+/);
  await body.getByText('bukan tebal').click();
  await body.getByText('tautan').click();
  expect(await page.evaluate(() => (window as { __dirusak?: number }).__dirusak)).toBeUndefined();
});
