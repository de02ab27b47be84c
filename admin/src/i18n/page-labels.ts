import type { PageName } from '../../../domain/content.ts';

/**
 * Kept out of resources.ts: that module is in the login page's first load, these only in the screens that edit
 * pages and in Riwayat.
 *
 * The fields of each page_content document, by their path in the stored JSON ('hero.title'; '*' stands for a
 * list's position, shown counted from 1: "Nilai Statistik 2"), as the page editors label them. A path naming a
 * list ('documents') is one field: the whole list.
 */
export const PAGE_CONTENT_LABELS = {
  home: {
    'hero.title': 'Judul Hero',
    'hero.subtitle': 'Subjudul Hero',
    'hero.backgroundImage': 'Gambar Latar Hero',
    'about.title': 'Judul Sekilas Tentang',
    'about.description': 'Deskripsi Sekilas Tentang',
    'stats.*.value': 'Nilai Statistik',
    'stats.*.label': 'Label Statistik',
  },
  about: {
    title: 'Judul',
    description: 'Deskripsi',
    experience: 'Pengalaman',
    vision: 'Visi',
    mission: 'Misi',
    certification: 'Sertifikasi dan Keanggotaan',
  },
  contact: {
    address: 'Alamat',
    phone2: 'Telepon 2',
    email2: 'Email Booking',
    operationalHours: 'Jam Operasional',
    googleMapsEmbed: 'Peta Google Maps (opsional)',
  },
  privacy: { title: 'Judul', body: 'Isi' },
  terms: {
    cancellationTiers: 'Ketentuan Pembatalan',
    passportMonths: 'Masa berlaku paspor minimal (bulan)',
    passportNameWords: 'Nama di paspor minimal (kata)',
    documents: 'Dokumen',
  },
  'site-settings': {
    siteName: 'Nama Situs',
    siteDescription: 'Deskripsi Situs',
    logo: 'Logo',
    favicon: 'Favicon',
    contactPhone: 'Telepon',
    contactEmail: 'Email',
    whatsappNumber: 'Nomor WhatsApp',
    'socialMedia.facebook': 'Facebook',
    'socialMedia.instagram': 'Instagram',
    'socialMedia.youtube': 'YouTube',
    'socialMedia.tiktok': 'TikTok',
    // Fields Pengaturan no longer holds, named in Riwayat's older entries.
    contactAddress: 'Alamat (kini di Edit Kontak)',
    'businessHours.*': 'Jam buka untuk Google',
    'geo.latitude': 'Lintang lokasi',
    'geo.longitude': 'Bujur lokasi',
  },
  legal: {
    demo: 'Data contoh (demo)',
    companyName: 'Nama Perusahaan (sesuai akta)',
    nib: 'NIB (Nomor Induk Berusaha)',
    ppiuNumber: 'Nomor Izin PPIU (Umroh)',
    ppiuDate: 'Tanggal Izin PPIU',
    pihkNumber: 'Nomor Izin PIHK (Haji Khusus)',
    pihkDate: 'Tanggal Izin PIHK',
    accreditationGrade: 'Nilai Akreditasi',
    accreditationValidUntil: 'Akreditasi Berlaku Sampai',
    accreditationBody: 'Lembaga Akreditasi',
    memberships: 'Keanggotaan Asosiasi',
    ministryName: 'Nama Kementerian',
    ministryUrl: 'Tautan Verifikasi Izin',
  },
} as const satisfies Record<PageName, Record<string, string>>;

/** The label of a list item's field: '*' of the path counted from 1 ("Nilai Statistik 2"). */
export function itemLabel(label: string, index: number): string {
  return `${label} ${index + 1}`;
}

/** Each page_content document by the name the owner knows it by. */
export const PAGE_NAMES: Record<PageName, string> = {
  home: 'Beranda',
  about: 'Tentang Kami',
  contact: 'Kontak',
  privacy: 'Kebijakan Privasi',
  terms: 'Ketentuan & Dokumen',
  'site-settings': 'Pengaturan',
  legal: 'Legalitas',
};

/** The kind of data a page_content row is, as the Aktivitas page names it. */
export const PAGE_CONTENT_KIND = 'Halaman & Pengaturan';
