import type { Request } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique } from './fixtures.ts';
import { formatMonthId } from '../../domain/index.ts';
import { livePage } from './journey-helpers.ts';

// A video testimonial on the published home page: a facade (the site's own thumbnail copy and a play link to
// the watch page) that asks YouTube and Google for nothing until the visitor clicks; then only the
// youtube-nocookie player loads. A testimonial without the pilgrim's consent never reaches the site.
test.describe.configure({ mode: 'serial' });

const VIDEO_ID = 'abcDEF12345';
const WATCH = `https://www.youtube.com/watch?v=${VIDEO_ID}`;
const EMBED = `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`;
const THIRD_PARTY =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|doubleclick\.net|google\.com|gstatic\.com|googleapis\.com)$/;

const CONTENT = 'Alhamdulillah, umroh bersama keluarga sangat tertib.';
const TRIP_SLUG = 'umroh-hemat-9-hari';

const hostOf = (r: Request) => new URL(r.url()).hostname;

/** A consented video testimonial and one without consent, both first on the home page, removed afterwards. */
async function withVideoTestimonials(
  admin: SupabaseClient,
  run: (names: { shown: string; hidden: string; trip: string }) => Promise<void>,
): Promise<void> {
  const shown = unique('Jamaah Video');
  const hidden = unique('Jamaah Tanpa Izin');
  // The shown pilgrim travelled with the seed's Umroh Hemat 9 Hari.
  const { data: pkg } = await admin.from('packages').select('id').eq('slug', TRIP_SLUG).single();
  const { data: departure } = await admin
    .from('departures')
    .select('id, depart_on')
    .eq('package_id', pkg!.id as string)
    .order('depart_on')
    .limit(1)
    .single();
  try {
    // One after the other: each new testimonial goes first, so both are among the six on the home page.
    const a = await admin.from('testimonials').insert({
      name: hidden,
      content: 'Cerita yang belum boleh tampil.',
      video_url: WATCH,
      consent: false,
    });
    expect(a.error).toBeNull();
    const b = await admin.from('testimonials').insert({
      name: shown,
      location: 'Bekasi',
      content: CONTENT,
      video_url: WATCH,
      consent: true,
      departure_id: departure!.id as string,
    });
    expect(b.error).toBeNull();
    await run({
      shown,
      hidden,
      trip: `Berangkat ${formatMonthId(departure!.depart_on as string)} · Umroh Hemat 9 Hari`,
    });
  } finally {
    await admin.from('testimonials').delete().in('name', [shown, hidden]);
  }
}

for (const width of [390, 1280]) {
  test(`at ${width} px the video loads nothing from YouTube until the visitor clicks play`, async ({ page, admin }) => {
    test.setTimeout(180_000);
    await withVideoTestimonials(admin, async ({ shown, hidden, trip }) => {
      await page.setViewportSize({ width, height: 900 });
      await livePage(page, '/', shown, true, 120_000);

      const thirdParty: string[] = [];
      page.on('request', (r) => {
        if (THIRD_PARTY.test(hostOf(r))) thirdParty.push(r.url());
      });
      // The machine has no internet: the player's host answers with a tiny page of our own, every other
      // third-party host is cut off (none is our backend).
      await page.route(
        (url) => url.hostname === 'www.youtube-nocookie.com',
        (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pemutar</title><p>Pemutar</p>' }),
      );
      await page.route(
        (url) => THIRD_PARTY.test(url.hostname) && url.hostname !== 'www.youtube-nocookie.com',
        (route) => route.abort(),
      );

      await page.goto('/');
      const card = page.getByTestId('testimonials').locator(':scope > li').filter({ hasText: shown });
      const play = card.getByRole('link', { name: `Putar video testimoni ${shown}` });
      await play.scrollIntoViewIfNeeded();
      await expect(play).toBeVisible();
      // Without JavaScript the link opens the video on YouTube, in a new tab.
      await expect(play).toHaveAttribute('href', WATCH);
      await expect(play).toHaveAttribute('target', '_blank');
      await expect(page.getByTestId('testimonials')).not.toContainText(hidden);
      // The trip the pilgrim tells of, its package a link away.
      await expect(card.getByTestId('testimonial-trip')).toHaveText(trip);
      await expect(card.getByRole('link', { name: 'Umroh Hemat 9 Hari' })).toHaveAttribute(
        'href',
        `/umroh/${TRIP_SLUG}`,
      );
      await page.waitForLoadState('networkidle');
      expect(thirdParty, 'no request to YouTube or Google before the click').toEqual([]);

      await play.click();
      const frame = card.locator('iframe');
      await expect(frame).toHaveAttribute('src', EMBED);
      await expect(frame).toHaveAttribute('title', `Video testimoni ${shown}`);
      await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
      await expect(page.frameLocator(`iframe[title="Video testimoni ${shown}"]`).getByText('Pemutar')).toBeVisible();
      await expect(play).toHaveCount(0);
      expect(thirdParty, 'after the click, exactly the privacy-enhanced player').toEqual([EMBED]);

      // Search engines get the video as VideoObject; the testimonial without consent is nowhere in the page.
      const html = await (await page.request.get('/')).text();
      expect(html).not.toContain(hidden);
      const docs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const videos = docs.filter((d) => d['@type'] === 'VideoObject');
      expect(videos).toHaveLength(1);
      expect(videos[0]).toMatchObject({
        name: `Video testimoni ${shown}`,
        description: CONTENT,
        embedUrl: EMBED,
        contentUrl: WATCH,
      });
      expect(String(videos[0]!.uploadDate)).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(String(videos[0]!.thumbnailUrl)).toMatch(
        /\/video\/abcDEF12345\.jpg$|^https:\/\/i\.ytimg\.com\/vi\/abcDEF12345\//,
      );
    });
  });
}
