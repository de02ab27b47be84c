import { test, expect } from './fixtures.ts';
import { SEED, pathOf } from './site-helpers.ts';

const TAGLINE = 'Paket Umroh & Haji Terpercaya';
const SITE_NAME = 'Baitullah Tour & Travel';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('every page: header, footer, floating WhatsApp, head', () => {
  for (const path of [
    '/',
    '/umroh',
    '/haji',
    '/tentang-kami',
    '/kontak',
    '/faq',
    '/legalitas',
    '/dokumentasi',
    `/umroh/${SEED.umrohReguler.slug}`,
  ]) {
    test(`layout on ${path}`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      // "Page — Site name" (≤ 60 characters); the home page is the site name and tagline; a package page says
      // what people search and ends with the brand (site-share-cards.spec.ts).
      if (path === '/') await expect(page).toHaveTitle(`${SITE_NAME} — ${TAGLINE}`);
      else if (path.startsWith('/umroh/')) await expect(page).toHaveTitle(/^Umroh .+ \| Baitullah$/);
      else await expect(page).toHaveTitle(new RegExp(`^.+ — ${escapeRegExp(SITE_NAME)}$`));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      // favicon.ico (drawn from the settings at build) plus the configured icon.
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', '/favicon.ico');
      await expect(page.locator('link[rel="icon"]').last()).toHaveAttribute('href', /./);

      const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
      // The default 1280 px viewport shows the main navigation; the phone menu has its own spec.
      await expect(nav).toBeVisible();
      for (const [name, href] of [
        ['Beranda', '/'],
        ['Paket Umroh', '/umroh'],
        ['Paket Haji', '/haji'],
        ['Tentang Kami', '/tentang-kami'],
        ['Kontak', '/kontak'],
      ]) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      // The seed publishes no album: "Dokumentasi" is offered only once one is shown (journey-albums.spec.ts).
      await expect(page.getByRole('link', { name: 'Dokumentasi', exact: true })).toHaveCount(0);
      await expect(page.getByTestId('header-phone')).toHaveAttribute('href', /^tel:\+?\d{6,}$/);

      const footer = page.getByTestId('site-footer');
      for (const service of ['Umroh Reguler', 'Umroh VIP', 'Haji Reguler', 'Haji Plus', 'Konsultasi Gratis']) {
        await expect(
          footer.getByTestId('footer-services').getByRole('link', { name: new RegExp(`^${service}`) }),
        ).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: /^Konsultasi Gratis/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      for (const social of ['facebook', 'instagram', 'youtube', 'tiktok']) {
        await expect(footer.locator(`[data-social="${social}"]`)).toHaveAttribute(
          'href',
          new RegExp(`^https://(www\\.)?${social}\\.com/`),
        );
      }

      const wa = page.getByTestId('whatsapp-float');
      await expect(wa).toHaveAttribute('target', '_blank');
      await expect(wa).toHaveAttribute('rel', /noopener/);
      const href = new URL((await wa.getAttribute('href'))!);
      expect(href.origin).toBe('https://wa.me');
      expect(href.pathname).toMatch(/^\/\d{8,15}$/);
      // A greeting asking for consultation; package pages name the package instead.
      if (path.startsWith('/umroh/')) expect(href.searchParams.get('text')).toContain(`"${SEED.umrohReguler.title}"`);
      else expect(href.searchParams.get('text')).toMatch(/^Assalamualaikum.*konsultasi.*umroh\/haji/i);
    });
  }

  test('home title is exactly the site name plus the tagline', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`${SITE_NAME} — ${TAGLINE}`);
  });

  test('mobile menu slides out with every link and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Beranda', 'Paket Umroh', 'Paket Haji', 'Tentang Kami', 'Kontak']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await menu.getByRole('link', { name: 'Paket Haji', exact: true }).click();
    await expect(page).toHaveURL(/\/haji$/);
  });
});

test.describe('home', () => {
  test('hero, buttons, stats, featured packages, features and testimonials', async ({ page, anon }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Wujudkan Ibadah ke Tanah Suci Bersama Kami');
    await expect(page.getByTestId('hero-subtitle')).toContainText('pembimbing berpengalaman');
    await expect(page.getByTestId('hero-image')).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/images\/seed\/hero(-\d+)?\.webp$/,
    );
    await expect(page.getByTestId('hero-actions').getByRole('link', { name: /Paket Umroh/ })).toHaveAttribute(
      'href',
      '/umroh',
    );
    const consult = page.getByTestId('hero-whatsapp');
    await expect(consult).toHaveAttribute('target', '_blank');
    await expect(consult).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);

    await expect(page.getByTestId('stats').locator('dd')).toHaveCount(3);
    await expect(page.getByTestId('stats')).toContainText('15.000+');
    // The three figures stand side by side, as one row.
    const tops = await page
      .getByTestId('stats')
      .locator('dd')
      .evaluateAll((dds) => dds.map((d) => Math.round(d.getBoundingClientRect().top)));
    expect(new Set(tops).size, `figure tops ${tops.join(', ')}`).toBe(1);

    // 3 featured: active only, promos first.
    const cards = page.getByTestId('featured-packages').locator('[data-package-card]');
    await expect(cards).toHaveCount(3);
    const slugs = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slug!));
    const { data: rows } = await anon.from('packages').select('slug,is_promo,status').in('slug', slugs);
    expect(rows).toHaveLength(3);
    const promo = slugs.map((s) => rows!.find((r) => r.slug === s)!.is_promo);
    expect(
      promo.indexOf(false) === -1 || !promo.slice(promo.indexOf(false)).includes(true),
      `promo first: ${promo}`,
    ).toBe(true);
    expect(slugs).toContain(SEED.umrohHemat.slug);

    const features = page.getByRole('heading', { name: 'Mengapa Memilih Kami' });
    await expect(features).toBeVisible();
    const featureItems = page.getByTestId('features').locator('li');
    expect(await featureItems.count()).toBeLessThanOrEqual(4);
    await expect(featureItems.first()).toContainText('Pembimbing Bersertifikat');
    await expect(page.getByTestId('features')).not.toContainText('Komunitas Alumni Jamaah'); // inactive in the seed
    await expect(page.getByTestId('features').locator('svg[data-icon="default"]')).toHaveCount(0);

    const testimonials = page.getByTestId('testimonials').locator(':scope > li');
    expect(await testimonials.count()).toBeGreaterThan(0);
    expect(await testimonials.count()).toBeLessThanOrEqual(6);
    await expect(page.getByTestId('testimonials')).toContainText('Hj. Siti Aminah');
    await expect(
      page
        .getByTestId('testimonials')
        .getByRole('img', { name: /Rating [1-5] dari 5/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('package lists', () => {
  for (const category of ['umroh', 'haji'] as const) {
    test(`/${category} lists only active ${category} packages`, async ({ page, anon }) => {
      await page.goto(`/${category}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        category === 'umroh' ? 'Paket Umroh' : 'Paket Haji',
      );
      const cards = page.getByTestId('package-list').locator('[data-package-card]');
      expect(await cards.count()).toBeGreaterThan(0);
      const categories = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category));
      expect(new Set(categories)).toEqual(new Set([category]));
      const slugs = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slug!));
      const { data } = await anon.from('packages').select('slug').in('slug', slugs);
      expect(data?.length, 'every card is an active package visitors may read').toBe(slugs.length);
      await expect(page.getByTestId('package-empty')).toBeHidden();
    });
  }

  test('a card shows badges, facts and the starting price, and links to the detail page', async ({ page }) => {
    await page.goto('/umroh');
    const card = page.locator(`[data-slug="${SEED.umrohHemat.slug}"]`);
    await expect(card.getByText('PROMO')).toBeVisible();
    // Its first date is past the full-payment deadline and the second is full: the card names the third.
    await expect(card.getByTestId('card-departure')).toHaveText('19 Februari 2027');
    await expect(card.getByTestId('card-seats')).toHaveText('Sisa 39 kursi');
    await expect(card).toContainText('9 Hari');
    await expect(card.getByTestId('card-price')).toHaveText('Rp 18.500.000');
    await card.getByRole('link', { name: SEED.umrohHemat.title }).click();
    await expect(page).toHaveURL(new RegExp(`/umroh/${SEED.umrohHemat.slug}$`));
  });
});

test.describe('about and contact', () => {
  test('/tentang-kami shows profile, vision, mission points and certifications', async ({ page }) => {
    await page.goto('/tentang-kami');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang Baitullah Tour & Travel');
    await expect(page.getByTestId('about-description')).toContainText('berdiri sejak 2009');
    await expect(page.getByTestId('about-vision')).toContainText('amanah');
    expect(await page.getByTestId('about-mission').locator('li').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('about-certifications')).toContainText('Anggota AMPHURI');
    const tops = await page
      .getByTestId('about-stats')
      .locator('dd')
      .evaluateAll((dds) => dds.map((d) => Math.round(d.getBoundingClientRect().top)));
    expect(tops, 'three figures side by side').toHaveLength(3);
    expect(new Set(tops).size, `figure tops ${tops.join(', ')}`).toBe(1);
  });

  test('/kontak shows address, two phones, two e-mails, WhatsApp, hours and a sandboxed Google map', async ({
    page,
  }) => {
    await page.goto('/kontak');
    await expect(page.getByTestId('contact-address')).toContainText('Jl. KH. Mas Mansyur No. 45');
    const phones = page.getByTestId('contact-phones').getByRole('link');
    await expect(phones).toHaveCount(2);
    // The main phone is Pengaturan's, the office line the additional one.
    await expect(phones.first()).toHaveAttribute('href', 'tel:+6281234567890');
    await expect(phones.nth(1)).toHaveAttribute('href', 'tel:+622131904545');
    const emails = page.getByTestId('contact-emails').getByRole('link');
    await expect(emails).toHaveCount(2);
    await expect(emails.nth(1)).toHaveAttribute('href', 'mailto:booking@baitullah-travel.co.id');
    const wa = page.getByTestId('contact-whatsapp');
    await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
    await expect(wa).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('contact-hours').locator('li')).toHaveCount(3);

    const map = page.getByTestId('map-iframe');
    await expect(map).toHaveCount(1);
    expect(new URL((await map.getAttribute('src'))!).origin + new URL((await map.getAttribute('src'))!).pathname).toBe(
      'https://www.google.com/maps/embed',
    );
    await expect(map).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(map).not.toHaveAttribute('srcdoc', /./);
    // Nothing else from the admin's HTML is injected.
    await expect(page.getByTestId('map-area').locator('iframe')).toHaveCount(1);
    await expect(page.getByTestId('map-area').locator('script, style')).toHaveCount(0);
  });
});

test.describe('not found', () => {
  test('an unknown path shows the 404 page with home, back and a help line', async ({ page }) => {
    await page.goto('/tentang-kami');
    const res = await page.goto('/halaman-yang-tidak-ada');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman Tidak Ditemukan');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('notfound-help').getByRole('link')).toHaveAttribute('href', /^tel:\+\d+/);
    await expect(page.getByTestId('notfound-home')).toHaveAttribute('href', '/');
    await page.getByTestId('notfound-back').click();
    await expect(page).toHaveURL(/\/tentang-kami$/);
    await page.goto('/halaman-yang-tidak-ada');
    await page.getByTestId('notfound-home').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown package shows "Paket tidak ditemukan" with links to both lists', async ({ page }) => {
    for (const path of [
      '/umroh/paket-yang-tidak-ada',
      '/haji/00000000-0000-4000-8000-000000000000',
      // A real package under the wrong category redirects instead (site-redirects.spec.ts).
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByTestId('package-not-found')).toHaveText('Paket tidak ditemukan');
      await expect(page.locator('main').getByRole('link', { name: 'Lihat Paket Umroh' })).toHaveAttribute(
        'href',
        '/umroh',
      );
      await expect(page.locator('main').getByRole('link', { name: 'Lihat Paket Haji' })).toHaveAttribute(
        'href',
        '/haji',
      );
      expect(pathOf(page.url())).toBe(path);
    }
  });
});
