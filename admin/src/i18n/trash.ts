/** The words of "Sampah" (admin/src/trash/): what each kind of record is called and the screen's sentences. */

/** The tables public.trash lists, each named as the owner knows it. */
export const TRASH_KIND_LABELS = {
  packages: 'Paket',
  departures: 'Keberangkatan',
  hotels: 'Hotel',
  articles: 'Artikel',
  albums: 'Dokumentasi',
  testimonials: 'Testimoni',
  features: 'Keunggulan',
  faqs: 'FAQ',
  bank_accounts: 'Rekening',
} as const;

/** What came back with a record, "+3 keberangkatan", one word each. */
export const TRASH_PART_WORDS = {
  departures: 'keberangkatan',
  hotels: 'hotel',
  faqs: 'FAQ',
  photos: 'foto',
} as const;

export const TRASH_TEXT = {
  title: 'Sampah',
  description:
    'Data yang dihapus tersimpan di sini selama 30 hari dan dapat dipulihkan persis seperti sebelumnya: paket dengan keberangkatan, hotel, dan FAQ-nya, album dengan fotonya. Setelah 30 hari data hilang dari Sampah.',
  empty: 'Sampah kosong. Data yang dihapus dalam 30 hari terakhir muncul di sini.',
  loadFailed: 'Gagal memuat Sampah',
  restore: 'Pulihkan',
  restoring: 'Memulihkan…',
  confirmTitle: 'Pulihkan dari Sampah?',
  restored: 'Data dipulihkan',
  restoreFailed: 'Gagal memulihkan',
  open: 'Buka',
  deletedBySystem: 'Sistem',
  packageGone: 'paketnya juga sudah dihapus',
  siteWide: 'FAQ umum',
} as const;

/** What every delete confirmation of a record Sampah keeps adds. */
export const TRASH_HINT = 'Setelah itu data masuk Sampah dan dapat dipulihkan selama 30 hari.';
/** A package's delete confirmation: what comes back with it. */
export const PACKAGE_TRASH_HINT =
  'Setelah itu paket masuk Sampah dan dapat dipulihkan bersama keberangkatan, hotel, dan FAQ-nya selama 30 hari.';
/** An album's delete confirmation. */
export const ALBUM_TRASH_HINT = 'Setelah itu album masuk Sampah dan dapat dipulihkan bersama fotonya selama 30 hari.';
/** A departure is deleted at once (no "Batalkan"), and can still come back from Sampah. */
export const DEPARTURE_TRASH_HINT = 'Keberangkatan yang dihapus dapat dipulihkan dari Sampah selama 30 hari.';
