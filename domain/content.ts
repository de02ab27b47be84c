/** Shapes of page_content documents and the defaults used when a row or field is missing. */

export interface HomeContent {
  hero: { title: string; subtitle: string; backgroundImage: string };
  about: { title: string; description: string };
  stats: { label: string; value: string }[];
}

export interface AboutContent {
  title: string;
  description: string;
  vision: string;
  /** One point per line. */
  mission: string;
  experience: string;
  /** One item per line. */
  certification: string;
}

/** WhatsApp, main phone and main e-mail are Pengaturan's (SiteSettings): one source per fact. */
export interface ContactContent {
  address: string;
  /** An additional phone shown on /kontak after Pengaturan's main one. */
  phone2: string;
  /** The booking e-mail shown on /kontak after Pengaturan's main one. */
  email2: string;
  operationalHours: string;
  googleMapsEmbed: string;
}

export interface SocialMedia {
  facebook: string;
  instagram: string;
  youtube: string;
  tiktok: string;
}

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  logo: string;
  favicon: string;
  contactPhone: string;
  contactEmail: string;
  whatsappNumber: string;
  socialMedia: SocialMedia;
}

export type PageName = 'home' | 'about' | 'contact' | 'site-settings' | 'privacy' | 'terms' | 'legal';

export const DEFAULT_SITE_NAME = 'Baitullah Tour & Travel';
export const SITE_TAGLINE = 'Paket Umroh & Haji Terpercaya';
export const DEFAULT_PHONE = '+62 812-3456-7890';
export const DEFAULT_FAVICON = '/favicon.svg';

export const DEFAULT_HOME: HomeContent = {
  hero: {
    title: 'Wujudkan Ibadah ke Tanah Suci Bersama Kami',
    subtitle:
      'Paket Umroh dan Haji dengan pembimbing berpengalaman, hotel dekat Masjidil Haram, dan pelayanan sepenuh hati.',
    backgroundImage: '',
  },
  about: {
    title: 'Sekilas Tentang Kami',
    description:
      'Kami adalah biro perjalanan umroh dan haji yang berkomitmen menghadirkan perjalanan ibadah yang aman, nyaman, dan sesuai sunnah.',
  },
  // Figures are the owner's to state: none is shown until one is entered, and one cleared stays cleared.
  stats: [
    { value: '', label: '' },
    { value: '', label: '' },
    { value: '', label: '' },
  ],
};

export const DEFAULT_ABOUT: AboutContent = {
  title: 'Tentang Kami',
  description:
    'Penyelenggara perjalanan ibadah umroh dan haji khusus yang melayani jamaah dari seluruh Indonesia dengan program yang khusyuk, aman, dan nyaman.',
  vision: 'Menjadi penyelenggara perjalanan ibadah umroh dan haji yang paling amanah dan dipercaya keluarga Indonesia.',
  mission:
    "Memberikan bimbingan ibadah sesuai Al-Qur'an dan Sunnah\nMenyediakan akomodasi dan transportasi yang nyaman dan aman\nMelayani jamaah dengan sepenuh hati sejak pendaftaran hingga kepulangan",
  // Claims only the owner can make (years, licences held) start blank, so a cleared one is not brought back.
  experience: '',
  certification: '',
};

export const DEFAULT_CONTACT: ContactContent = {
  // The office is the owner's to state: no address is shown until one is entered, and one cleared stays cleared.
  address: '',
  phone2: '',
  email2: '',
  operationalHours: 'Senin - Jumat: 08.00 - 17.00 WIB\nSabtu: 08.00 - 14.00 WIB',
  googleMapsEmbed: '',
};

export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  siteDescription:
    'Biro perjalanan Umroh dan Haji Plus. Paket umroh hemat, reguler, VIP dan haji plus dengan pembimbing berpengalaman.',
  logo: '',
  favicon: '',
  contactPhone: DEFAULT_PHONE,
  contactEmail: 'info@baitullah-travel.co.id',
  whatsappNumber: DEFAULT_PHONE,
  socialMedia: { facebook: '', instagram: '', youtube: '', tiktok: '' },
};

interface Licence {
  /** "PPIU" (umroh) or "PIHK" (haji khusus). */
  kind: 'PPIU' | 'PIHK';
  /** "Penyelenggara Perjalanan Ibadah Umrah". */
  name: string;
  number: string;
  /** ISO date of the decree, or '' when unknown. */
  date: string;
}

/** The licences Legalitas names, in a fixed order; one without a number is left out (nothing invented). */
export function licences(settings: {
  ppiuNumber: string;
  ppiuDate: string;
  pihkNumber: string;
  pihkDate: string;
}): Licence[] {
  const all: Licence[] = [
    {
      kind: 'PPIU',
      name: 'Penyelenggara Perjalanan Ibadah Umrah',
      number: settings.ppiuNumber.trim(),
      date: settings.ppiuDate.trim(),
    },
    {
      kind: 'PIHK',
      name: 'Penyelenggara Ibadah Haji Khusus',
      number: settings.pihkNumber.trim(),
      date: settings.pihkDate.trim(),
    },
  ];
  return all.filter((l) => l.number !== '');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Deep-merges stored content over defaults: a missing or wrongly typed field
 * takes the default, so a build never fails because content is missing.
 * Blank strings in stored content are kept only where `keepBlank` allows.
 */
export function withDefaults<T>(defaults: T, stored: unknown): T {
  if (!isObject(defaults)) {
    if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
    if (typeof stored === typeof defaults && !(typeof stored === 'string' && stored.trim() === '' && defaults !== '')) {
      return stored as T;
    }
    return defaults;
  }
  const src = isObject(stored) ? stored : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(defaults as Record<string, unknown>)) out[k] = withDefaults(v, src[k]);
  return out as T;
}

/** "a\nb\n\nc" -> ["a","b","c"] for mission and certification lists. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
