export const MONTHS_ID = [
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
] as const;

/** Western Indonesia Time (WIB, Asia/Jakarta) is UTC+7 all year: Indonesia has no daylight saving. */
export const WIB_OFFSET_MS = 7 * 3600_000;

/**
 * The calendar date in Indonesia (WIB) at an instant, 'YYYY-MM-DD': what "today" is for the site and the admin,
 * whatever the time zone of the browser or the build machine. The database computes the same with
 * private.wib_date (one table of cases in tests/fixtures/wib-dates.json).
 */
export function wibDate(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** "12 Desember 2026" from an ISO date (date-only values are read as calendar dates, not shifted by time zone). */
export function formatDateId(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return '';
  const [, y, mo, d] = m;
  const month = MONTHS_ID[Number(mo) - 1];
  return month ? `${Number(d)} ${month} ${y}` : '';
}

/** "Februari 2026" from an ISO date: the month of a trip. */
export function formatMonthId(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})/.exec(value ?? '');
  const month = m ? MONTHS_ID[Number(m[2]) - 1] : undefined;
  return m && month ? `${month} ${m[1]}` : '';
}

/** "21 Nov 2026, 14.05" for timestamps in the admin, in Asia/Jakarta. */
export function formatDateTimeId(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

export interface MonthOption {
  /** "2027-01" */
  value: string;
  /** "Januari 2027" */
  label: string;
}

/** The available months (year-month plus Indonesian label) derived from departures, sorted, unique. */
export function departureMonths(departures: readonly (string | null | undefined)[]): MonthOption[] {
  const keys = new Set<string>();
  for (const d of departures) {
    const m = d ? /^(\d{4})-(\d{2})/.exec(d) : null;
    if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) keys.add(`${m[1]}-${m[2]}`);
  }
  return [...keys]
    .sort()
    .map((value) => ({ value, label: `${MONTHS_ID[Number(value.slice(5)) - 1]} ${value.slice(0, 4)}` }));
}

export function isMonthValue(value: string | null | undefined): boolean {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** "12 detik lalu", "3 menit lalu", "2 jam lalu", "5 hari lalu" (the admin's publish status). */
export function timeAgoId(value: string | Date, now: number = Date.now()): string {
  const then = typeof value === 'string' ? new Date(value).getTime() : value.getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 60) return `${seconds} detik lalu`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} menit lalu`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} jam lalu`;
  return `${Math.floor(hours / 24)} hari lalu`;
}

/**
 * The Hijri months as Indonesian pilgrims and their agencies write them ("Ramadhan", "Dzulhijjah"), the one
 * spelling of the site and the admin: package names and itineraries use it, so a date beside them must too
 * (the platform's own Indonesian names are the dictionary's, "Ramadan", "Zulhijah", and differ between ICU
 * versions).
 */
export const HIJRI_MONTH_ID: Record<number, string> = {
  1: 'Muharram',
  2: 'Safar',
  3: "Rabi'ul Awal",
  4: "Rabi'ul Akhir",
  5: 'Jumadil Awal',
  6: 'Jumadil Akhir',
  7: 'Rajab',
  8: "Sya'ban",
  9: 'Ramadhan',
  10: 'Syawal',
  11: "Dzulqa'dah",
  12: 'Dzulhijjah',
};

/** "1 Ramadhan 1448 H" from an ISO date ('2027-02-08'); '' when the value is not a date. */
export function formatHijriId(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!m) return '';
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  // 2027-02-30 is no date: refused, not rolled over into March.
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(m[3])) return '';
  const { year, month, day } = hijriDate(date.toISOString());
  return `${day} ${HIJRI_MONTH_ID[month]} ${year} H`;
}

interface HijriDate {
  year: number;
  /** 1 = Muharram … 9 = Ramadhan, 10 = Syawal, 12 = Dzulhijjah. */
  month: number;
  day: number;
}

// Umm al-Qura, the calendar Saudi Arabia sets its dates by: the one a pilgrim's Hijri dates are read in. The
// platform's ICU data does the conversion (no hand tables); read in UTC so a calendar date is never shifted.
const HIJRI_PARTS = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Umm al-Qura date of a Gregorian 'YYYY-MM-DD', in numbers (for rules; formatHijriId is for people). */
export function hijriDate(date: string): HijriDate {
  const parts = HIJRI_PARTS.formatToParts(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  const num = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? '', 10);
  return { year: num('year'), month: num('month'), day: num('day') };
}
