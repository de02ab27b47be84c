// The FAQ page (site-wide questions) and a package's own questions on its page.
import { test, expect } from './fixtures.ts';

const HEMAT = '/umroh/umroh-hemat-9-hari';

type Ld = { '@type'?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] };
const jsonLd = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Ld);

test('/faq lists the site-wide questions as disclosures that open without script, with FAQPage JSON-LD', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto('/faq'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pertanyaan yang Sering Diajukan');
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(8);
  const vaksin = items.filter({ hasText: 'Apakah wajib vaksin meningitis?' });
  const answer = vaksin.getByText(/Vaksin meningitis meningokokus wajib/);
  await expect(answer).toBeHidden();
  await vaksin.locator('summary').click();
  await expect(answer).toBeVisible();
  // Package questions stay on their package page.
  await expect(page.getByText('Berapa lama masa tunggu Haji Plus?')).toHaveCount(0);

  const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toHaveLength(8);
  expect(faq?.mainEntity?.[0]).toMatchObject({
    '@type': 'Question',
    name: 'Bagaimana cara mendaftar umroh di Baitullah Travel?',
    acceptedAnswer: { '@type': 'Answer' },
  });
  await context.close();
});

test('the footer links to /faq and the sitemap lists it', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-footer').getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute(
    'href',
    '/faq',
  );
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/faq<\/loc>/);
});

test('a package page shows its own questions and marks them up as a separate FAQPage; others show none', async ({
  page,
}) => {
  await page.goto(HEMAT);
  const section = page.getByTestId('package-faq');
  await expect(section.getByRole('heading', { name: 'Pertanyaan tentang paket ini' })).toBeVisible();
  await expect(section.getByTestId('faq-item')).toHaveCount(2);
  await section.getByText('Apakah paket hemat ini cocok untuk jamaah lansia?').click();
  await expect(section.getByText(/pendamping khusus dan kursi roda/)).toBeVisible();
  const docs = await jsonLd(page);
  expect(docs.some((d) => d['@type'] === 'TouristTrip')).toBe(true);
  expect(docs.find((d) => d['@type'] === 'FAQPage')?.mainEntity?.map((q) => q.name)).toEqual([
    'Berapa jarak hotel dari Masjidil Haram pada paket ini?',
    'Apakah paket hemat ini cocok untuk jamaah lansia?',
  ]);

  await page.goto('/umroh/umroh-reguler-12-hari-januari-2027');
  await expect(page.getByTestId('package-faq')).toHaveCount(0);
  expect((await jsonLd(page)).some((d) => d['@type'] === 'FAQPage')).toBe(false);
});
