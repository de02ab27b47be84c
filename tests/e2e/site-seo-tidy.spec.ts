import { test, expect } from './fixtures.ts';
import { SEED, pathOf } from './site-helpers.ts';

test('every page: title ≤ 60 and its own meta description ≤ 155 characters; JSON-LD address in parts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!.replace(/&amp;/g, '&')));
  // The seed's pages, lists and articles: an empty or unreadable sitemap would check nothing.
  expect(paths.length).toBeGreaterThan(10);
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60);
    expect(title, path).toContain('Baitullah');
    const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
    expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(155);
    expect(description.length, path).toBeGreaterThan(50);
    expect(descriptions.get(description), `${path} repeats the description of another page`).toBeUndefined();
    descriptions.set(description, path);
  }

  await page.goto(`/umroh/${SEED.umrohReguler.slug}`);
  expect(await page.title()).toBe(`${SEED.umrohReguler.title} 2027 | Baitullah`);
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)));
  const agency = ld.find((d) => d['@type'] === 'TravelAgency');
  expect(agency.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.stringContaining('Mas Mansyur'),
    addressLocality: 'Jakarta Pusat',
    postalCode: '10220',
    addressCountry: 'ID',
  });
  expect(agency.logo).toMatch(/^https?:\/\//);
  // The location is where the contact page's map points; hours are stated only on the contact page.
  expect(agency).not.toHaveProperty('openingHours');
  expect(agency.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: -6.2009, longitude: 106.8172 });
  expect(agency.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('instagram.com')]));
});
