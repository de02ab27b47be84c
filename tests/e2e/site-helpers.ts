import type { Page } from '@playwright/test';
import { ANON_KEY, expect } from './fixtures.ts';
import { BASE_URL } from '../../playwright.config.ts';

/**
 * The site as the counting specs open it: the same server as BASE_URL under another host name. The built pages
 * count through the API at http://localhost:<port> (PUBLIC_SUPABASE_URL, server/product/index.ts), so from
 * here every count is a cross-origin request, as in production, where the site (Netlify) and the API (hosted
 * Supabase) never share an origin. Node clients (the `admin` fixture) are unaffected: CORS is the browser's.
 */
export const CROSS_ORIGIN_SITE_URL = BASE_URL.replace('//localhost', '//127.0.0.1');

/** Seed packages the public site specs rely on (supabase/seed.sql). Specs only read them. */
export const SEED = {
  umrohHemat: {
    slug: 'umroh-hemat-9-hari',
    title: 'Umroh Hemat 9 Hari',
    /** Its first departure is relative (seed: current_date + 20): see `hematFirstDeparture()`. */
    priceQuad: 18_500_000,
  },
  umrohReguler: {
    slug: 'umroh-reguler-12-hari-januari-2027',
    title: 'Umroh Reguler 12 Hari Januari',
    /** Departures 2027-01-15 (9 seats left), 2027-02-12 (32 left, Quad Rp 29.500.000), 2027-10-14 (full). */
    departure: '2027-01-15',
    priceQuad: 28_500_000,
  },
  umrohThaif: { slug: 'umroh-plus-thaif-12-hari', title: 'Umroh Plus Thaif 12 Hari' },
  umrohTurki: { slug: 'umroh-plus-turki-14-hari-februari-2027', title: 'Umroh Plus Turki 14 Hari' },
  umrohVip: {
    slug: 'umroh-vip-9-hari-april-2027',
    title: 'Umroh VIP 9 Hari April',
    departure: '2027-04-20',
    priceQuad: 55_000_000,
  },
  hajiPlus: { slug: 'haji-plus-2027', title: 'Haji Plus 2027' },
  drafts: [
    { category: 'umroh', slug: 'umroh-syawal-9-hari-2027', title: 'Umroh Syawal 9 Hari' },
    { category: 'haji', slug: 'haji-plus-2028', title: 'Haji Plus 2028' },
  ],
} as const;

/**
 * Islands are server-rendered and hydrate on the visitor's first use (`client:intent`: pointer over, touch,
 * focus, key press) or at once when the URL holds a filter. This shows that intent (a pointerover on each
 * island still waiting) and waits for hydration (Astro drops the `ssr` attribute then). Specs that must see
 * the events before hydration (site-intent.spec.ts) do not call it.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr]'))
        island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 2000 });
  }).toPass();
  // React hydrates asynchronously: the filter bar marks itself once it has applied the URL's filter.
  if ((await page.getByTestId('filter-bar').count()) > 0) {
    await expect(page.locator('[data-testid="filter-bar"][data-ready]')).toHaveCount(1);
  }
}

/**
 * The day the e2e server seeded its database (the database's current_date then, UTC), as epoch ms. The seed's
 * relative dates count from it, and the site was built from them; a run that crosses midnight UTC must not
 * count from today. Read once from Umroh Hemat's first departure (seed: current_date + 20) through the API.
 */
let seedDay: Promise<number> | undefined;

function seedDayMs(): Promise<number> {
  seedDay ??= (async () => {
    const api = async (query: string) => {
      const res = await fetch(`${BASE_URL}/rest/v1/${query}`, { headers: { apikey: ANON_KEY } });
      if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, string>[];
    };
    const [pkg] = await api(`packages?select=id&slug=eq.${SEED.umrohHemat.slug}`);
    const [first] = await api(`departures?select=depart_on&package_id=eq.${pkg.id}&order=depart_on.asc&limit=1`);
    return Date.parse(`${first.depart_on}T00:00:00Z`) - 20 * 86_400_000;
  })();
  return seedDay;
}

/** 'YYYY-MM-DD' that many days from the seed day (see seedDayMs). */
export async function seedDate(days: number): Promise<string> {
  return new Date((await seedDayMs()) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Umroh Hemat's first departure (seed: current_date + 20) and its month 'YYYY-MM'. */
export const hematFirstDeparture = () => seedDate(20);
export const hematFirstMonth = async () => (await hematFirstDeparture()).slice(0, 7);

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
/** "13 Desember 2026" / "Desember 2026" as the site writes them. */
export const dateId = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
export const monthId = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

export function pathOf(url: string): string {
  return new URL(url).pathname;
}
