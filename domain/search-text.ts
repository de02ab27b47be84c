/**
 * What search results and shared links say about a page, composed from its data: the document title, the meta
 * description and the share card's text. Pure: the site and the tests call the same functions.
 *
 * Limits: Google shows about 60 characters of a title and about 155 of a description on a phone before it cuts
 * them; WhatsApp shows the title on two lines and the description on one, so the same limits keep a shared
 * link readable there too.
 */
import { MONTHS_ID, formatDateId } from './dates.ts';
import { departurePrice, isSoldOut, nextOpenDeparture, type Departure } from './departures.ts';
import { formatIdr } from './price.ts';
import { CATEGORY_LABEL, type Category } from './types.ts';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

/** Cuts text at a word boundary to at most `max` characters, marking the cut with "…". */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max * 0.6 ? atWord : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** A page's meta description from its own data (first parts first), at most 155 characters. */
export function metaDescription(...parts: (string | null | undefined)[]): string {
  const sentences = parts
    .map((p) => (p ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => (/[.!?…]$/.test(p) ? p : `${p}.`));
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > DESCRIPTION_MAX) return out || clip(s, DESCRIPTION_MAX);
    out = next;
  }
  return out;
}

const MILLION = 1_000_000;
const BILLION = 1_000_000_000;

/**
 * A price as people say and search it: "Rp 18,5 Juta", "Rp 185 Juta", "Rp 1,25 Miliar". Only when that is
 * exact (at most two decimals); otherwise the full amount ("Rp 18.575.000"), so a shortened price is never
 * lower, or higher, than the real one.
 */
export function rupiahShort(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return '';
  const whole = Math.round(amount);
  for (const [unit, word] of [
    [BILLION, 'Miliar'],
    [MILLION, 'Juta'],
  ] as const) {
    if (whole < unit || (whole * 100) % unit !== 0) continue;
    const value = whole / unit;
    return `Rp ${value.toLocaleString('id-ID', { maximumFractionDigits: 2 })} ${word}`;
  }
  return formatIdr(whole);
}

/** "Desember 2026" of an ISO date; '' when there is none. */
export function monthYearId(date: string | null | undefined): string {
  const m = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  const month = m ? MONTHS_ID[Number(m[2]) - 1] : undefined;
  return m && month ? `${month} ${m[1]}` : '';
}

/** "17 Des 2026": a date short enough for several on one line of a share card. */
export function shortDateId(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const month = m ? MONTHS_ID[Number(m[2]) - 1] : undefined;
  if (!m || !month) return '';
  return `${Number(m[3])} ${month.length > 4 ? month.slice(0, 3) : month} ${m[1]}`;
}

const hasWord = (text: string, word: string) =>
  word !== '' &&
  new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

/** What the search text of a package is made of. */
export interface PackageSearchFacts {
  title: string;
  category: Category;
  /** "9 Hari"; '' when not stated. */
  duration: string;
  /** The departure the page starts with (the next one that can be booked), or null. */
  departOn: string | null;
  /** Per person in the cheapest room on that departure (or the package's own price). */
  fromPrice: number | null;
  /** Later bookable dates, for the card (the first is `departOn`). */
  bookableDates: string[];
  /** Some upcoming departure exists, bookable or not (full or closed): the schedule is not "to follow". */
  scheduled: boolean;
}

type PriceFields = { price_quad: number; price_triple: number | null; price_double: number | null };

/**
 * The facts every text about a package agrees on: the departure the page starts with (nextOpenDeparture, as the
 * price panel) and the quad price on it, as the page's "mulai" price.
 */
export function packageSearchFacts(
  pkg: PriceFields & { title: string; category: Category; duration: string; departures: readonly Departure[] },
): PackageSearchFacts {
  const next = nextOpenDeparture(pkg.departures);
  return {
    title: pkg.title.replace(/\s+/g, ' ').trim(),
    category: pkg.category,
    duration: pkg.duration.replace(/\s+/g, ' ').trim(),
    departOn: next?.depart_on ?? null,
    fromPrice: departurePrice(next, pkg, 'price_quad'),
    bookableDates: pkg.departures.filter((d) => !isSoldOut(d)).map((d) => d.depart_on),
    scheduled: pkg.departures.length > 0,
  };
}

/**
 * The name a family searches for: the package's title, with "Umroh"/"Haji" in front when the title lacks it, its
 * duration when the title lacks it, and the month and year of the next departure when the title does not already
 * say them ("Umroh Reguler 12 Hari Januari" departing in January 2027 becomes "… Januari 2027").
 */
function searchParts(f: PackageSearchFacts): { lead: string; when: string; price: string } {
  let lead = f.title;
  if (!/\b(umroh|umrah|haji|hajj)\b/i.test(lead)) lead = `${CATEGORY_LABEL[f.category]} ${lead}`;
  if (f.duration && !hasWord(lead, f.duration)) lead = `${lead} ${f.duration}`;
  let when = '';
  const m = f.departOn ? /^(\d{4})-(\d{2})/.exec(f.departOn) : null;
  if (m) {
    const month = MONTHS_ID[Number(m[2]) - 1]!;
    const year = m[1]!;
    if (!hasWord(lead, month)) when = `${month} ${year}`;
    else if (!hasWord(lead, year) && new RegExp(`${month}$`, 'i').test(lead)) lead = `${lead} ${year}`;
  }
  return { lead, when, price: rupiahShort(f.fromPrice) };
}

/**
 * The name people know the agency by, short enough to end every package title: the site name's first word
 * ("Baitullah Tour & Travel" → "Baitullah"), after a legal form ("PT", "CV") if it starts with one.
 */
export function brandName(siteName: string): string {
  const words = siteName.trim().split(/\s+/).filter(Boolean);
  const start = words.length > 1 && /^(pt|cv|ud|pd)\.?$/i.test(words[0]!) ? 1 : 0;
  return words[start] ?? '';
}

/**
 * Titles for a package page, each within TITLE_MAX: first the most telling that fits ("Paket Umroh Hemat 9 Hari
 * Desember 2026 — Rp 18,5 Juta | Baitullah", then without "Paket", without the price, without the month, at
 * last the name clipped); the last one always keeps the month and the price and clips the name instead, for
 * pages whose first titles meet (uniqueTitles). The brand (brandName) ends every title.
 */
export function packageTitleCandidates(f: PackageSearchFacts, siteName: string): string[] {
  const { lead, when, price } = searchParts(f);
  const brand = brandName(siteName);
  const details = `${when ? ` ${when}` : ''}${price ? ` — ${price}` : ''}`;
  const out: string[] = [];
  for (const body of [
    ...(/^paket\b/i.test(lead) ? [] : [`Paket ${lead}${details}`]),
    `${lead}${details}`,
    `${lead}${when ? ` ${when}` : ''}`,
    lead,
  ]) {
    const title = `${body} | ${brand}`;
    if (title.length <= TITLE_MAX && !out.includes(title)) out.push(title);
  }
  const tail = ` | ${brand}`;
  if (out.length === 0) out.push(`${clip(lead, TITLE_MAX - tail.length)}${tail}`);
  const room = TITLE_MAX - details.length - tail.length;
  out.push(room >= 12 ? `${clip(lead, room)}${details}${tail}` : out[out.length - 1]!);
  return out;
}

/**
 * One title per page, no two alike: each page takes its first candidate; pages whose first titles meet take
 * their last (most detailed) candidate when that is theirs alone, else their first with a number ("(2)") in
 * the order given, the name clipped to keep the limit.
 */
export function uniqueTitles(candidates: readonly (readonly string[])[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken);
  const tally = (titles: string[]) => {
    const n = new Map<string, number>();
    for (const t of titles) n.set(t, (n.get(t) ?? 0) + 1);
    return n;
  };
  const firsts = candidates.map((c) => c[0] ?? '');
  const firstCount = tally(firsts);
  const detailed = candidates.map((c, i) => (firstCount.get(firsts[i]!) === 1 ? '' : (c[c.length - 1] ?? '')));
  const detailedCount = tally(detailed);
  const out = firsts.map((first, i) => {
    if (firstCount.get(first) === 1 && !used.has(first)) return first;
    const own = detailed[i]!;
    if (own && own !== first && detailedCount.get(own) === 1 && !firsts.includes(own)) return own;
    return null;
  });
  for (const t of out) if (t) used.add(t);
  return out.map((title, i) => {
    if (title) return title;
    const first = firsts[i]!;
    const cut = first.lastIndexOf(' | ');
    const [body, brand] = cut >= 0 ? [first.slice(0, cut), first.slice(cut + 3)] : [first, ''];
    for (let n = used.has(first) ? 2 : 1; ; n++) {
      const tail = `${n > 1 ? ` (${n})` : ''}${brand ? ` | ${brand}` : ''}`;
      const numbered = `${clip(body, TITLE_MAX - tail.length)}${tail}`;
      if (!used.has(numbered)) {
        used.add(numbered);
        return numbered;
      }
    }
  });
}

/** "berangkat 17 Desember 2026"; without a bookable date, "jadwal keberangkatan menyusul" only when there is no
 * upcoming date at all (as the page says "Jadwal menyusul"); full or closed dates are left unsaid. */
function departurePhrase(f: PackageSearchFacts): string {
  if (f.departOn) return `berangkat ${formatDateId(f.departOn)}`;
  return f.scheduled ? '' : 'jadwal keberangkatan menyusul';
}

/**
 * The package page's meta description: what people search first (name, date, duration, price), then the
 * tagline and the description, at most DESCRIPTION_MAX.
 */
export function packageDescription(
  f: PackageSearchFacts,
  more: { tagline?: string; description?: string } = {},
): string {
  const facts = [departurePhrase(f), f.fromPrice ? `mulai ${formatIdr(f.fromPrice)} per orang` : ''].filter(Boolean);
  const { lead } = searchParts({ ...f, departOn: null });
  return metaDescription(facts.length ? `${lead}: ${facts.join(', ')}` : lead, more.tagline, more.description);
}

/** The text of a share card: drawn on the image and said again in its alt text. */
export interface ShareCardText {
  /** Small line above the title ("Paket Umroh · 9 Hari"). */
  eyebrow: string;
  title: string;
  /** Lines under the title (dates). */
  lines: string[];
  /** The price badge ("Mulai Rp 18,5 Juta / orang"); '' for none. */
  price: string;
  /** The site's name, in the corner. */
  brand: string;
  /** What the image shows, for og:image:alt. */
  alt: string;
}

/** A package's card: its title, its next bookable dates (up to three) and its "mulai" price. */
export function packageCardText(f: PackageSearchFacts, siteName: string): ShareCardText {
  const dates = f.bookableDates.slice(0, 3).map(shortDateId).filter(Boolean);
  const when = dates.length ? `Berangkat ${dates.join(' · ')}` : f.scheduled ? '' : 'Jadwal keberangkatan menyusul';
  const price = rupiahShort(f.fromPrice);
  const eyebrow = [`Paket ${CATEGORY_LABEL[f.category]}`, hasWord(f.title, f.duration) ? '' : f.duration]
    .filter(Boolean)
    .join(' · ');
  return {
    eyebrow,
    title: f.title,
    lines: when ? [when] : [],
    price: price ? `Mulai ${price} / orang` : '',
    brand: siteName,
    alt: [`${f.title}`, departurePhrase(f), price ? `mulai ${price} per orang` : ''].filter(Boolean).join(', '),
  };
}

/** The lowest "mulai" price among packages, shortened as people say it; '' when none has a price. */
function lowestPrice(facts: readonly PackageSearchFacts[]): string {
  const prices = facts.map((f) => f.fromPrice).filter((n): n is number => n !== null && n > 0);
  return prices.length ? rupiahShort(Math.min(...prices)) : '';
}

/** "Januari 2027 – Oktober 2027": the months the packages' bookable dates fall in, first to last. */
function departureSpan(facts: readonly PackageSearchFacts[]): string {
  const dates = facts.flatMap((f) => f.bookableDates).sort();
  const first = monthYearId(dates[0]);
  const last = monthYearId(dates.at(-1));
  return !first ? '' : first === last ? first : `${first} – ${last}`;
}

/**
 * A package list's card ("Paket Umroh"): how many packages it lists, the months they leave in and the lowest
 * "mulai" price, all read from the listed packages (never a number they do not show).
 */
export function listCardText(
  category: Category,
  facts: readonly PackageSearchFacts[],
  siteName: string,
): ShareCardText {
  const title = `Paket ${CATEGORY_LABEL[category]}`;
  const count = facts.length ? `${facts.length} paket` : '';
  const span = departureSpan(facts);
  const price = lowestPrice(facts);
  return {
    eyebrow: count || 'Segera hadir',
    title,
    lines: span ? [`Berangkat ${span}`] : [],
    price: price ? `Mulai ${price} / orang` : '',
    brand: siteName,
    alt: [`${title} ${siteName}`, count, span ? `berangkat ${span}` : '', price ? `mulai ${price} per orang` : '']
      .filter(Boolean)
      .join(', '),
  };
}

/**
 * The home page's card: the agency's tagline under its name, and the lowest "mulai" price of each kind of
 * package it sells (one price for both would promise an Umrah at the price of a Hajj service).
 */
export function homeCardText(siteName: string, tagline: string, facts: readonly PackageSearchFacts[]): ShareCardText {
  const prices = (['umroh', 'haji'] as const)
    .map((c) => ({ label: CATEGORY_LABEL[c], price: lowestPrice(facts.filter((f) => f.category === c)) }))
    .filter((p) => p.price);
  return {
    eyebrow: '',
    title: tagline.trim() || siteName,
    lines: prices.map((p) => `${p.label} mulai ${p.price} / orang`),
    price: '',
    brand: siteName,
    alt: [
      `${siteName}${tagline.trim() ? `: ${tagline.trim()}` : ''}`,
      ...prices.map((p) => `${p.label.toLowerCase()} mulai ${p.price} per orang`),
    ].join(', '),
  };
}
