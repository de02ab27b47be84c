/**
 * The consistency check of a package: what the package says about itself (title, duration, itinerary, hotels,
 * departures, prices) read side by side, so a family never finds two different answers to the same question.
 * Pure: the admin runs it on the package page, the dashboard and before a package is made active; the tests run
 * it over the seed as the site reads it.
 *
 * Two kinds of finding:
 *   contradiction  two facts of the package disagree (9 hotel nights on an 8-night itinerary); fix one of them
 *   notice         nothing is false, but the owner should know (a price the ministry must be told about, a
 *                  departure past its full-payment date, an active package nobody can book)
 *
 * Hijri months come from the platform's Umm al-Qura calendar (Intl, `-u-ca-islamic-umalqura`), never a table.
 * Dates are 'YYYY-MM-DD'; only upcoming departures are checked (past ones are history the site no longer shows).
 */
import { formatDateId, formatHijriId, HIJRI_MONTH_ID, hijriDate, MONTHS_ID } from './dates.ts';
import {
  departurePrice,
  inFullPaymentWindow,
  isSoldOut,
  todayWib,
  upcomingDepartures,
  type Departure,
} from './departures.ts';
import { formatIdr } from './price.ts';
import type { Category, ItineraryDay, PackageStatus } from './types.ts';

export type FindingSeverity = 'contradiction' | 'notice';

export type FindingRule =
  | 'hotel_nights'
  | 'duration'
  | 'departure_length'
  | 'month_name'
  | 'hijri_month'
  | 'last_ten_nights'
  | 'itinerary_hijri'
  | 'no_open_departure'
  | 'payment_window'
  | 'room_prices'
  | 'reference_price'
  | 'haji_wait';

export interface Finding {
  rule: FindingRule;
  severity: FindingSeverity;
  /** Indonesian, specific: "Hotel: 9 malam, itinerary: 8 malam (9 hari)". */
  message: string;
  /** The departure the finding is about, when it is about one. */
  departure_id?: string;
  /** reference_price: the lowest Umrah price, the one a report to the ministry names. */
  price?: number;
}

export type CheckedDeparture = Pick<
  Departure,
  | 'id'
  | 'depart_on'
  | 'return_on'
  | 'status'
  | 'seats_total'
  | 'seats_booked'
  | 'price_quad'
  | 'price_triple'
  | 'price_double'
  | 'note'
>;

/** A package as the check reads it: its own columns, its departures (any order, past ones ignored) and hotels. */
export interface CheckedPackage {
  id?: string;
  slug: string;
  title: string;
  tagline?: string;
  description?: string;
  category: Category;
  status: PackageStatus;
  duration: string;
  price_quad: number | null;
  price_triple: number | null;
  price_double: number | null;
  full_payment_days: number | null;
  itinerary: readonly ItineraryDay[];
  included?: readonly string[];
  terms?: readonly string[];
  departures: readonly CheckedDeparture[];
  /** Nights per hotel (the package's hotel lines). */
  hotels: readonly { nights: number }[];
}

export interface CheckOptions {
  /** WIB today, 'YYYY-MM-DD'. */
  today?: string;
  /** The ministry's reference price of an Umrah package (Rp); defaults to UMROH_REFERENCE_PRICE. */
  referencePrice?: number;
  /** The price the agency reported to the ministry, if it did; the notice stays away while prices are not lower. */
  reportedPrice?: number | null;
}

/** KMA 777/2020: the reference price of an Umrah package. An agency selling below it must report the price. */
export const UMROH_REFERENCE_PRICE = 26_000_000;

/** Nights an itinerary may spend on a plane (the night flight home), not in a hotel. */
const FLIGHT_NIGHTS = 1;
/** Haji: the nights of Armuzna (Mina 8, Muzdalifah 9, Mina 10–12 Dzulhijjah) are in tents, not hotels. */
const ARMUZNA_NIGHTS = 5;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
}

/** Days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Spellings of the Hijri months a package is named after, in lower case. */
const HIJRI_NAMES: readonly { month: number; words: readonly string[] }[] = [
  { month: 9, words: ['ramadhan', 'ramadan', 'romadhon', 'ramadlan'] },
  { month: 10, words: ['syawal', 'syawwal', 'shawwal', 'syawwal'] },
  { month: 7, words: ['rajab'] },
];

// ---------------------------------------------------------------------------------------------------------------
// Words

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The number of days a duration text states ("9 Hari", "12 hari / 11 malam"), or null. */
export function durationDays(text: string): number | null {
  const m = /(\d{1,3})\s*hari/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** The number of nights a duration text states ("12 Hari 11 Malam"), or null. */
export function durationNights(text: string): number | null {
  const m = /(\d{1,3})\s*malam/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** Gregorian months named in a text ("Umroh Januari 2027", "umroh-mei-2027"), with the year beside them if any. */
export function namedMonths(text: string): { month: number; year: number | null }[] {
  const ws = words(text);
  const out: { month: number; year: number | null }[] = [];
  ws.forEach((w, i) => {
    const index = MONTHS_ID.findIndex((m) => m.toLowerCase() === w);
    if (index < 0) return;
    const next = ws[i + 1];
    const year = next && /^20\d\d$/.test(next) ? Number(next) : null;
    if (!out.some((o) => o.month === index + 1 && o.year === year)) out.push({ month: index + 1, year });
  });
  return out;
}

/** Hijri months (by number) a text is named after: "Umroh Ramadhan" → [9]. */
export function namedHijriMonths(text: string): number[] {
  const ws = new Set(words(text));
  return HIJRI_NAMES.filter((h) => h.words.some((w) => ws.has(w))).map((h) => h.month);
}

const LAST_TEN_RE = /(sepuluh|10)\s+(malam|hari)\s+terakhir/i;

/** An upcoming departure past its full-payment deadline: the site's rule (inFullPaymentWindow), not a second one. */
export function insideFullPaymentWindow(
  departOn: string,
  fullPaymentDays: number | null | undefined,
  today: string = todayWib(),
): boolean {
  return departOn >= today && inFullPaymentWindow({ depart_on: departOn }, fullPaymentDays, today);
}

/** What the admin lists for each finding's kind, for a heading or a filter. */
export const FINDING_RULE_LABEL: Record<FindingRule, string> = {
  hotel_nights: 'Malam hotel',
  duration: 'Durasi',
  departure_length: 'Lama perjalanan',
  month_name: 'Nama bulan',
  hijri_month: 'Bulan Hijriah',
  last_ten_nights: 'Sepuluh malam terakhir',
  itinerary_hijri: 'Tanggal Hijriah di itinerary',
  no_open_departure: 'Keberangkatan',
  payment_window: 'Batas pelunasan',
  room_prices: 'Harga kamar',
  reference_price: 'Harga referensi',
  haji_wait: 'Masa tunggu haji',
};

// ---------------------------------------------------------------------------------------------------------------
// The rules

type Rule = (p: CheckedPackage, ctx: Context) => Finding[];

interface Context {
  today: string;
  upcoming: CheckedDeparture[];
  referencePrice: number;
  reportedPrice: number | null;
}

const contradiction = (rule: FindingRule, message: string, departure_id?: string): Finding =>
  departure_id
    ? { rule, severity: 'contradiction', message, departure_id }
    : { rule, severity: 'contradiction', message };
const notice = (rule: FindingRule, message: string, departure_id?: string): Finding =>
  departure_id ? { rule, severity: 'notice', message, departure_id } : { rule, severity: 'notice', message };

const hotelNights: Rule = (p) => {
  const days = p.itinerary.length;
  if (p.hotels.length === 0 || days < 2) return [];
  const hotel = p.hotels.reduce((sum, h) => sum + h.nights, 0);
  const nights = days - 1;
  const base = `Hotel: ${hotel} malam, itinerary: ${nights} malam (${days} hari)`;
  if (hotel > nights) return [contradiction('hotel_nights', `${base}: malam hotel lebih banyak dari perjalanannya`)];
  const allowed = FLIGHT_NIGHTS + (p.category === 'haji' ? ARMUZNA_NIGHTS : 0);
  if (nights - hotel > allowed)
    return [
      contradiction(
        'hotel_nights',
        `${base}: ${nights - hotel} malam tidak tercatat di hotel mana pun (paling banyak ${allowed} malam di pesawat${
          p.category === 'haji' ? ' dan tenda Armuzna' : ''
        })`,
      ),
    ];
  return [];
};

const duration: Rule = (p) => {
  const stated = durationDays(p.duration);
  const days = p.itinerary.length;
  const out: Finding[] = [];
  if (stated !== null && days > 0 && stated !== days)
    out.push(contradiction('duration', `Durasi: ${stated} hari, itinerary: ${days} hari`));
  const nights = durationNights(p.duration);
  if (stated !== null && nights !== null && nights !== stated - 1)
    out.push(
      contradiction('duration', `Durasi: ${stated} hari ${nights} malam (${stated} hari berarti ${stated - 1} malam)`),
    );
  return out;
};

const departureLength: Rule = (p, { upcoming }) => {
  const expected = durationDays(p.duration) ?? (p.itinerary.length || null);
  if (expected === null) return [];
  const source = durationDays(p.duration) !== null ? 'durasi paket' : 'itinerary';
  return upcoming.flatMap((d) => {
    if (!d.return_on) return [];
    const span = daysBetween(d.depart_on, d.return_on) + 1;
    if (span === expected) return [];
    return [
      contradiction(
        'departure_length',
        `Keberangkatan ${formatDateId(d.depart_on)}–${formatDateId(d.return_on)}: ${span} hari, ${source}: ${expected} hari`,
        d.id,
      ),
    ];
  });
};

const monthName: Rule = (p, { upcoming }) => {
  if (upcoming.length === 0) return [];
  const named = [...namedMonths(p.title), ...namedMonths(p.slug.replace(/-/g, ' '))];
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const { month, year } of named) {
    const key = `${month}-${year}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const match = upcoming.some(
      (d) => Number(d.depart_on.slice(5, 7)) === month && (year === null || Number(d.depart_on.slice(0, 4)) === year),
    );
    if (match) continue;
    const label = `${MONTHS_ID[month - 1]}${year ? ` ${year}` : ''}`;
    const dates = upcoming.map((d) => formatDateId(d.depart_on)).join(', ');
    out.push(
      contradiction(
        'month_name',
        `Judul atau alamat paket menyebut ${label}, tetapi tidak ada keberangkatan di bulan itu (keberangkatan: ${dates})`,
      ),
    );
  }
  return out;
};

const hijriMonth: Rule = (p, { upcoming }) => {
  const fromPackage = new Set([...namedHijriMonths(p.title), ...namedHijriMonths(p.slug.replace(/-/g, ' '))]);
  const out: Finding[] = [];
  for (const d of upcoming) {
    const months = new Set([...fromPackage, ...namedHijriMonths(d.note)]);
    const h = hijriDate(d.depart_on);
    for (const month of months) {
      if (h.month === month) continue;
      const who = fromPackage.has(month) ? 'Paket' : 'Catatan keberangkatan';
      out.push(
        contradiction(
          'hijri_month',
          `${who} menyebut ${HIJRI_MONTH_ID[month]}, tetapi keberangkatan ${formatDateId(d.depart_on)} jatuh pada ${formatHijriId(d.depart_on)}`,
          d.id,
        ),
      );
    }
  }
  return out;
};

/** Whether the stay [from, to] includes a day of the last ten of Ramadhan (21 Ramadhan to its end). */
function coversLastTenNights(from: string, to: string): boolean {
  const last = Math.min(daysBetween(from, to), 60);
  for (let i = 0; i <= last; i++) {
    const h = hijriDate(addDays(from, i));
    if (h.month === 9 && h.day >= 21) return true;
  }
  return false;
}

const lastTenNights: Rule = (p, { upcoming }) => {
  const packageSays = LAST_TEN_RE.test([p.title, p.tagline ?? '', p.description ?? ''].join(' '));
  return upcoming.flatMap((d) => {
    if (!packageSays && !LAST_TEN_RE.test(d.note)) return [];
    const end = d.return_on ?? d.depart_on;
    if (coversLastTenNights(d.depart_on, end)) return [];
    return [
      contradiction(
        'last_ten_nights',
        `Menyebut sepuluh malam terakhir Ramadhan, tetapi ${formatDateId(d.depart_on)}–${formatDateId(end)} = ${formatHijriId(d.depart_on)}–${formatHijriId(end)}`,
        d.id,
      ),
    ];
  });
};

/** Hijri dates an itinerary day names: "9 Dzulhijjah: wukuf di Arafah", "Idul Fitri di Tanah Suci". */
export function itineraryHijriDay(text: string): { month: number; day: number } | null {
  const numbered = /(\d{1,2})\s+(dzulhijjah|ramadhan|ramadan|syawal|syawwal)/i.exec(text);
  if (numbered) {
    const name = numbered[2].toLowerCase();
    const month = name.startsWith('dzul') ? 12 : name.startsWith('ram') ? 9 : 10;
    return { month, day: Number(numbered[1]) };
  }
  if (/idul\s+fitri/i.test(text)) return { month: 10, day: 1 };
  if (/idul\s+adha/i.test(text)) return { month: 12, day: 10 };
  if (/wukuf/i.test(text)) return { month: 12, day: 9 };
  return null;
}

/**
 * An itinerary day that names a Hijri date must fall on it for every departure. One day either way is allowed:
 * the Saudi authorities set the month by the moon, which may differ from the Umm al-Qura table by a day.
 */
const itineraryHijri: Rule = (p, { upcoming }) => {
  const named = p.itinerary
    .map((d, i) => ({ index: i, title: d.title, date: itineraryHijriDay(d.title) }))
    .filter((d): d is { index: number; title: string; date: { month: number; day: number } } => d.date !== null);
  if (named.length === 0) return [];
  const out: Finding[] = [];
  for (const d of upcoming) {
    const wrong = named.find(({ index, date }) => {
      const ok = [-1, 0, 1].some((shift) => {
        const h = hijriDate(addDays(d.depart_on, index + shift));
        return h.month === date.month && h.day === date.day;
      });
      return !ok;
    });
    if (!wrong) continue;
    const on = addDays(d.depart_on, wrong.index);
    out.push(
      contradiction(
        'itinerary_hijri',
        `Itinerary hari ke-${wrong.index + 1} "${wrong.title}", tetapi pada keberangkatan ${formatDateId(d.depart_on)} hari itu ${formatDateId(on)} = ${formatHijriId(on)}`,
        d.id,
      ),
    );
  }
  return out;
};

const openDeparture: Rule = (p, { upcoming, today }) => {
  if (p.status !== 'active') return [];
  const bookable = upcoming.some(
    (d) => !isSoldOut(d) && !insideFullPaymentWindow(d.depart_on, p.full_payment_days, today),
  );
  if (bookable) return [];
  return [
    notice(
      'no_open_departure',
      upcoming.length === 0
        ? 'Paket aktif tanpa keberangkatan mendatang: situs menampilkan "Jadwal menyusul"'
        : 'Paket aktif, tetapi tidak ada keberangkatan mendatang yang masih bisa dipesan (penuh, ditutup, atau lewat batas pelunasan)',
    ),
  ];
};

const paymentWindow: Rule = (p, { upcoming, today }) =>
  upcoming
    .filter((d) => !isSoldOut(d) && insideFullPaymentWindow(d.depart_on, p.full_payment_days, today))
    .map((d) =>
      notice(
        'payment_window',
        `Keberangkatan ${formatDateId(d.depart_on)} sudah lewat batas pelunasan H-${p.full_payment_days} (${daysBetween(today, d.depart_on)} hari lagi): situs menampilkannya "Pendaftaran ditutup — hubungi kami"`,
        d.id,
      ),
    );

const ROOMS = [
  ['price_quad', 'Quad'],
  ['price_triple', 'Triple'],
  ['price_double', 'Double'],
] as const;

/** Per person, a room shared by fewer people costs more: Quad ≤ Triple ≤ Double. Returns the first pair out of order. */
function roomsOutOfOrder(prices: (number | null)[]): string | null {
  for (let i = 0; i < prices.length; i++)
    for (let j = i + 1; j < prices.length; j++) {
      const a = prices[i];
      const b = prices[j];
      if (a !== null && b !== null && b < a)
        return `${ROOMS[j][1]} ${formatIdr(b)} lebih murah dari ${ROOMS[i][1]} ${formatIdr(a)}`;
    }
  return null;
}

const roomPrices: Rule = (p, { upcoming }) => {
  const out: Finding[] = [];
  const own = roomsOutOfOrder(ROOMS.map(([k]) => departurePrice(null, p, k)));
  if (own)
    out.push(contradiction('room_prices', `Harga paket: ${own} (harga per orang, kamar berdua mestinya termahal)`));
  for (const d of upcoming) {
    if (d.note.trim() !== '' || !ROOMS.some(([k]) => typeof d[k] === 'number' && d[k] > 0)) continue;
    const wrong = roomsOutOfOrder(ROOMS.map(([k]) => departurePrice(d, p, k)));
    if (wrong)
      out.push(
        contradiction(
          'room_prices',
          `Keberangkatan ${formatDateId(d.depart_on)}: ${wrong}, tanpa catatan alasannya`,
          d.id,
        ),
      );
  }
  return out;
};

const referencePrice: Rule = (p, { upcoming, referencePrice: reference, reportedPrice }) => {
  if (p.category !== 'umroh') return [];
  const prices = [departurePrice(null, p, 'price_quad'), ...upcoming.map((d) => departurePrice(d, p, 'price_quad'))];
  const lowest = Math.min(...prices.filter((x): x is number => x !== null));
  if (!Number.isFinite(lowest) || lowest >= reference) return [];
  if (reportedPrice !== null && reportedPrice <= lowest) return [];
  return [
    {
      ...notice(
        'reference_price',
        `Harga Umroh ${formatIdr(lowest)} di bawah harga referensi ${formatIdr(reference)} (KMA 777/2020): harga ini wajib dilaporkan ke kementerian penyelenggara umrah`,
      ),
      price: lowest,
    },
  ];
};

const WAIT_RE =
  /(masa tunggu|antre(?:an)?|menunggu|waiting list)[^.]*?(\d{1,2})\s*(?:(?:sampai|hingga|s\.d\.?|-|–)\s*(\d{1,2})\s*)?tahun/i;
const EXPECTED_YEAR_RE = /(estimasi|perkiraan)\s+(?:keberangkatan|berangkat)[^.]*?(20\d\d)/i;
const HAS_PORSI_RE = /sudah\s+(memiliki|mendapat|mendapatkan|punya)\s+(nomor\s+)?porsi/i;

const hajiWait: Rule = (p, { upcoming, today }) => {
  if (p.category !== 'haji' || !/\b(khusus|plus)\b/i.test(`${p.title} ${p.slug.replace(/-/g, ' ')}`)) return [];
  const text = [p.title, p.tagline ?? '', p.description ?? '', ...(p.included ?? []), ...(p.terms ?? [])].join('. ');
  if (HAS_PORSI_RE.test(text)) return [];
  const wait = WAIT_RE.exec(text);
  const expected = EXPECTED_YEAR_RE.exec(text);
  const thisYear = Number(today.slice(0, 4));
  const earliest = Math.max(wait ? thisYear + Number(wait[2]) : 0, expected ? Number(expected[2]) : 0);
  if (earliest === 0) return [];
  const said = wait
    ? `masa tunggu ${wait[2]}${wait[3] ? `–${wait[3]}` : ''} tahun`
    : `estimasi berangkat ${expected![2]}`;
  return upcoming
    .filter((d) => Number(d.depart_on.slice(0, 4)) < earliest)
    .map((d) =>
      contradiction(
        'haji_wait',
        `Teks paket menyebut ${said} (paling cepat ${earliest}), tetapi ada keberangkatan ${formatDateId(d.depart_on)}`,
        d.id,
      ),
    );
};

const RULES: readonly Rule[] = [
  hotelNights,
  duration,
  departureLength,
  monthName,
  hijriMonth,
  lastTenNights,
  itineraryHijri,
  openDeparture,
  paymentWindow,
  roomPrices,
  referencePrice,
  hajiWait,
];

/** Every finding about a package, contradictions first. */
export function checkPackage(p: CheckedPackage, options: CheckOptions = {}): Finding[] {
  const today = options.today ?? todayWib();
  const ctx: Context = {
    today,
    upcoming: upcomingDepartures(p.departures, today),
    referencePrice: options.referencePrice ?? UMROH_REFERENCE_PRICE,
    reportedPrice: options.reportedPrice ?? null,
  };
  const findings = RULES.flatMap((rule) => rule(p, ctx));
  return [
    ...findings.filter((f) => f.severity === 'contradiction'),
    ...findings.filter((f) => f.severity === 'notice'),
  ];
}

export function contradictions(findings: readonly Finding[]): Finding[] {
  return findings.filter((f) => f.severity === 'contradiction');
}

/** A row of `public.package_checks`: the package, all its departures, its hotel nights and its price report. */
export interface PackageCheckRow extends CheckedPackage {
  id: string;
  updated_at?: string;
  reported_price: number | string | null;
  reported_at: string | null;
  reference_price: number | string | null;
}

const asNumber = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined || v === '' ? null : Number(v);

/** The findings of one `package_checks` row (bigints may arrive as strings from some clients). */
export function checkPackageRow(row: PackageCheckRow, today: string = todayWib()): Finding[] {
  return checkPackage(
    {
      ...row,
      price_quad: asNumber(row.price_quad),
      price_triple: asNumber(row.price_triple),
      price_double: asNumber(row.price_double),
      departures: row.departures.map((d) => ({
        ...d,
        price_quad: asNumber(d.price_quad),
        price_triple: asNumber(d.price_triple),
        price_double: asNumber(d.price_double),
      })),
    },
    {
      today,
      referencePrice: asNumber(row.reference_price) ?? UMROH_REFERENCE_PRICE,
      reportedPrice: asNumber(row.reported_price),
    },
  );
}
