/**
 * The one place where a server or client failure becomes Indonesian for the
 * owner: PostgREST, GoTrue and Storage codes and constraint names map to a
 * sentence, and to the form field it concerns when there is one. Anything
 * unknown gets a generic sentence and keeps its code for the small print.
 */
import {
  ACCOUNT_NUMBER_MESSAGE,
  MIN_PASSWORD_LENGTH,
  ALBUM_MESSAGES,
  ARTICLE_MESSAGES,
  COLUMN_LIMITS,
  HOLDER_MESSAGE,
  TRIP_MESSAGES,
  allColumnLimits,
  rangeMessage,
  tooLongMessage,
  youtubeInputMessage,
  type ColumnLimit,
} from '../domain.ts';
import { CONFLICT_MESSAGE, isStaleUpdate } from './conflict.ts';

export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.';
export const CHUNK_MESSAGE = 'Tidak dapat terhubung ke server — coba lagi';
export const GENERIC_MESSAGE = 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi.';
export const SESSION_ENDED_MESSAGE = 'Sesi berakhir, silakan login kembali';
/** The title of a save refused because the session had ended: the work is not stored, and not lost either. */
export const NOT_SAVED_SESSION_TITLE = 'Belum tersimpan — sesi berakhir';

export const ERROR_MESSAGES = {
  badCredentials: 'Email atau password salah',
  badTotp: 'Kode autentikator salah atau sudah dipakai — tunggu kode berikutnya',
  totpExpired: 'Waktu verifikasi habis. Minta kode baru lalu coba lagi.',
  rateLimited: 'Terlalu banyak percobaan. Tunggu beberapa menit lalu coba lagi.',
  emailNotConfirmed: 'Email belum dikonfirmasi. Buka tautan konfirmasi di email Anda.',
  emailTaken: 'Email ini sudah dipakai akun lain',
  emailInvalid: 'Alamat email tidak valid',
  weakPassword: `Password terlalu lemah: minimal ${MIN_PASSWORD_LENGTH} karakter`,
  samePassword: 'Password baru harus berbeda dari password lama',
  reauth: 'Password saat ini salah',
  forbidden: 'Anda tidak punya izin untuk perubahan ini. Pastikan Anda login sebagai administrator.',
  slugTaken: 'Slug sudah dipakai paket lain',
  slugFormat: 'Slug hanya boleh huruf kecil, angka, dan tanda hubung (tanpa spasi)',
  notFound: 'Data tidak ditemukan. Mungkin sudah dihapus — muat ulang halaman.',
  mimeType: 'Jenis file tidak didukung. Gunakan gambar JPG, PNG, WebP, atau GIF.',
  tooLarge: 'Ukuran file maksimal 5MB',
  fileExists: 'File dengan nama yang sama sudah ada. Coba unggah lagi.',
  inUse: 'Gambar masih dipakai, lepaskan dulu dari tempat yang memakainya',
  tooLong: 'Teks terlalu panjang',
  invalidValue: 'Nilai tidak valid',
  required: 'Wajib diisi',
} as const;

interface TranslatedError {
  message: string;
  /** The form field (camelCase, as the form names it) the error belongs to. */
  field?: string;
  /** The server's code for the small print, when the sentence is generic. */
  code?: string;
  /** The session is gone: sign out locally and go to the login page. */
  sessionEnded?: boolean;
}

const NETWORK_RE = /failed to fetch|networkerror|network request failed|load failed|fetch failed|err_failed|net::/i;
const CHUNK_RE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|chunkloaderror/i;

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { message?: unknown; name?: unknown } | null;
  return !!e && (CHUNK_RE.test(String(e.message ?? '')) || e.name === 'ChunkLoadError');
}

export function isNetworkError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: string; message?: string; status?: number };
  if (e.name === 'AuthRetryableFetchError') return true;
  if (isChunkLoadError(error)) return false;
  return NETWORK_RE.test(e.message ?? '');
}

interface Shape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  error?: unknown;
  details?: unknown;
  hint?: unknown;
  body?: unknown;
  cause?: unknown;
}

/** Columns (snake_case in the database) → the form's field names. */
const COLUMN_FIELDS: Record<string, string> = {
  slug: 'slug',
  title: 'title',
  tagline: 'tagline',
  description: 'description',
  category: 'category',
  location: 'location',
  duration: 'duration',
  price_quad: 'priceQuad',
  price_triple: 'priceTriple',
  price_double: 'priceDouble',
  status: 'status',
  images: 'images',
  name: 'name',
  content: 'content',
  rating: 'rating',
  icon: 'icon',
  order_index: 'orderIndex',
  airline: 'airline',
  departure_airport: 'departureAirport',
  booking_fee: 'bookingFee',
  full_payment_days: 'fullPaymentDays',
};

const VISIBLE_TEXT = 'Wajib diisi dengan huruf atau angka (spasi atau karakter tak terlihat saja tidak cukup)';
const SAFE_IMAGE = 'Alamat gambar harus diawali https:// (atau pilih dari galeri)';

/** Named constraints with their own sentence. */
const CONSTRAINTS: Record<string, { message: string; field?: string }> = {
  packages_slug_key: { message: ERROR_MESSAGES.slugTaken, field: 'slug' },
  articles_slug_key: { message: ARTICLE_MESSAGES.slugTaken, field: 'slug' },
  articles_slug_check: { message: ARTICLE_MESSAGES.slug, field: 'slug' },
  articles_cover_image_check: { message: SAFE_IMAGE, field: 'coverImage' },
  articles_package_ids_check: { message: ARTICLE_MESSAGES.tooManyPackages, field: 'packageIds' },
  articles_schedule_order_check: { message: 'Harus sesudah "Tayang mulai"', field: 'unpublishAt' },
  packages_schedule_order_check: { message: 'Harus sesudah "Tayang mulai"', field: 'unpublishAt' },
  packages_slug_check: { message: ERROR_MESSAGES.slugFormat, field: 'slug' },
  // Dokumentasi: the album's fields, and its photos as one section (save_album does not say which photo).
  albums_slug_key: { message: ALBUM_MESSAGES.slugTaken, field: 'slug' },
  albums_slug_check: { message: ALBUM_MESSAGES.slug, field: 'slug' },
  albums_title_check: {
    message: `Wajib diisi, ${tooLongMessage(COLUMN_LIMITS.albums.title.max).toLowerCase()}`,
    field: 'title',
  },
  albums_description_check: { message: tooLongMessage(COLUMN_LIMITS.albums.description.max), field: 'description' },
  albums_taken_on_check: { message: ALBUM_MESSAGES.takenOn, field: 'takenOn' },
  album_photos_caption_check: {
    message: `Keterangan foto ${tooLongMessage(COLUMN_LIMITS.album_photos.caption.max).toLowerCase()}`,
    field: 'photos',
  },
  album_photos_image_url_check: { message: SAFE_IMAGE, field: 'photos' },
  album_photos_count_check: { message: ALBUM_MESSAGES.tooManyPhotos, field: 'photos' },
  packages_price_quad_check: { message: 'Harga tidak boleh negatif', field: 'priceQuad' },
  packages_price_triple_check: { message: 'Harga tidak boleh negatif', field: 'priceTriple' },
  packages_price_double_check: { message: 'Harga tidak boleh negatif', field: 'priceDouble' },
  packages_images_check: { message: 'Galeri paling banyak 6 foto', field: 'images' },
  packages_airline_check: { message: TRIP_MESSAGES.airlineTooLong, field: 'airline' },
  packages_departure_airport_check: { message: TRIP_MESSAGES.airport, field: 'departureAirport' },
  packages_booking_fee_check: { message: 'DP 0 sampai Rp 10.000.000.000', field: 'bookingFee' },
  packages_full_payment_days_check: { message: 'Pelunasan H-0 sampai H-365', field: 'fullPaymentDays' },
  packages_cancellation_tiers_check: {
    message:
      'Tabel pembatalan tidak valid: hari makin kecil ke bawah, potongan 0–100% tidak turun, baris terakhir 0 hari',
    field: 'cancellationTiers',
  },
  packages_extra_documents_check: {
    message: 'Paling banyak 10 dokumen tambahan, masing-masing paling banyak 200 karakter',
    field: 'extraDocuments',
  },
  page_content_terms_check: {
    message:
      'Ketentuan tidak valid: periksa tabel pembatalan, masa berlaku paspor (1–24 bulan), jumlah kata nama (1–5) dan daftar dokumen',
    field: 'cancellationTiers',
  },
  // Keberangkatan: the fields of one departure row.
  departures_seats_total_check: { message: 'Kursi total 0 sampai 10.000', field: 'seatsTotal' },
  departures_seats_booked_check: {
    message: 'Kursi terisi tidak boleh negatif atau melebihi kursi total',
    field: 'seatsBooked',
  },
  departures_return_on_check: { message: 'Tanggal pulang tidak boleh sebelum tanggal berangkat', field: 'returnOn' },
  departures_status_check: { message: 'Status keberangkatan harus Dibuka atau Ditutup', field: 'status' },
  departures_price_quad_check: { message: 'Harga tidak boleh negatif', field: 'priceQuad' },
  departures_price_triple_check: { message: 'Harga tidak boleh negatif', field: 'priceTriple' },
  departures_price_double_check: { message: 'Harga tidak boleh negatif', field: 'priceDouble' },
  departures_note_check: { message: 'Catatan paling banyak 200 karakter', field: 'note' },
  departures_package_id_depart_on_key: {
    message: 'Paket ini sudah punya keberangkatan pada tanggal ini',
    field: 'departOn',
  },
  // Hotel library and a package's hotels.
  hotels_name_check: { message: 'Nama hotel wajib diisi (paling banyak 150 karakter)', field: 'name' },
  hotels_city_check: { message: 'Pilih kota: Makkah, Madinah, atau Lainnya', field: 'city' },
  hotels_stars_check: { message: 'Bintang hotel 1 sampai 5', field: 'stars' },
  hotels_distance_m_check: { message: 'Jarak 0 sampai 100.000 meter', field: 'distanceM' },
  hotels_image_url_check: { message: 'Alamat gambar terlalu panjang', field: 'imageUrl' },
  package_hotels_nights_check: { message: 'Jumlah malam 1 sampai 60', field: 'nights' },
  package_hotels_pkey: { message: 'Hotel ini sudah dipilih untuk paket ini', field: 'hotelId' },
  // Text that must show something, image addresses and redirects (checked where they are stored).
  packages_title_visible: { message: VISIBLE_TEXT, field: 'title' },
  packages_images_safe: { message: SAFE_IMAGE, field: 'images' },
  testimonials_name_visible: { message: VISIBLE_TEXT, field: 'name' },
  testimonials_content_visible: { message: VISIBLE_TEXT, field: 'content' },
  testimonials_avatar_url_safe: { message: SAFE_IMAGE, field: 'avatarUrl' },
  testimonials_video_url_youtube: { message: youtubeInputMessage('not-youtube'), field: 'videoUrl' },
  testimonials_departure_id_fkey: {
    message: 'Keberangkatan ini sudah dihapus. Pilih keberangkatan lain atau kosongkan.',
    field: 'departureId',
  },
  features_title_visible: { message: VISIBLE_TEXT, field: 'title' },
  features_description_visible: { message: VISIBLE_TEXT, field: 'description' },
  faqs_question_visible: { message: VISIBLE_TEXT, field: 'question' },
  faqs_answer_visible: { message: VISIBLE_TEXT, field: 'answer' },
  hotels_name_visible: { message: VISIBLE_TEXT, field: 'name' },
  hotels_image_url_safe: { message: SAFE_IMAGE, field: 'imageUrl' },
  bank_accounts_account_number_format: { message: ACCOUNT_NUMBER_MESSAGE, field: 'accountNumber' },
  bank_accounts_holder_company: { message: HOLDER_MESSAGE, field: 'holder' },
  media_url_safe: { message: SAFE_IMAGE },
  media_mime_type_check: { message: ERROR_MESSAGES.mimeType },
  media_file_size_check: { message: ERROR_MESSAGES.tooLarge },
};

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The sentence for a length or range limit of domain/limits.ts. */
function limitMessage(limit: ColumnLimit): string {
  if (limit.kind === 'range') return rangeMessage(limit);
  return limit.min ? `Wajib diisi, ${tooLongMessage(limit.max).toLowerCase()}` : tooLongMessage(limit.max);
}

/** Every limit of the schema by its constraint's name, with the form field it belongs to. */
const LIMIT_CONSTRAINTS: Record<string, { message: string; field: string }> = Object.fromEntries(
  allColumnLimits().map(({ column, limit }) => [
    limit.constraint,
    { message: limitMessage(limit), field: camel(column) },
  ]),
);

/** A page-content text over its limit: the trigger names the field's path ('hero.title') and the numbers. */
function pageContentLimit(details: string): TranslatedError | null {
  const m = /Field (\S+) has (\d+) characters; at most (\d+)/.exec(details);
  return m ? { message: tooLongMessage(Number(m[3]), Number(m[2])), field: m[1] } : null;
}

function constraintOf(text: string): string | null {
  const m = /constraint "([^"]+)"/.exec(text);
  return m ? m[1] : null;
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** supabase-js, ra-data-postgrest (HttpError with body) and plain Errors, flattened. */
function flatten(error: unknown): { message: string; code: string; status: number; details: string } {
  const e = (error ?? {}) as Shape;
  const body = (e.body && typeof e.body === 'object' ? e.body : {}) as Shape;
  const cause = (e.cause && typeof e.cause === 'object' ? e.cause : {}) as Shape;
  const message = text(body.message) || text(e.message) || text(cause.message) || text(body.error) || text(e.error);
  const code = text(body.code) || text(e.code) || text(cause.code) || text(body.error) || '';
  const statusRaw = e.status ?? e.statusCode ?? body.statusCode ?? cause.status ?? cause.statusCode;
  const status = Number(statusRaw) || 0;
  const details = [text(body.details), text(e.details), text(cause.details), text(body.hint)].join(' ');
  return { message, code, status, details };
}

/**
 * Errors of data calls that authProvider.checkError found to mean the session
 * is over. The same refusal (403, 42501) also comes from a signed-in account
 * that is simply not allowed, so only the check, not the error, can tell.
 */
const endedErrors = new WeakSet<object>();

export function markSessionEnded(error: unknown): void {
  if (error && typeof error === 'object') endedErrors.add(error);
}

export function translateError(error: unknown): TranslatedError {
  if (error == null) return { message: GENERIC_MESSAGE };
  if (typeof error === 'string') return translateError({ message: error });
  if (typeof error === 'object' && endedErrors.has(error))
    return { message: SESSION_ENDED_MESSAGE, sessionEnded: true };
  // providers/session.ts's SessionEndedError: a call not sent because no session was held.
  if ((error as { code?: unknown }).code === 'session_ended')
    return { message: SESSION_ENDED_MESSAGE, sessionEnded: true };
  if (isChunkLoadError(error)) return { message: CHUNK_MESSAGE };
  if (isStaleUpdate(error)) return { message: CONFLICT_MESSAGE };
  if (isNetworkError(error)) return { message: NETWORK_MESSAGE };
  const { message, code, status, details } = flatten(error);
  const all = `${message} ${details}`;

  // Our own messages (already Indonesian) pass through: they come from the admin's code, not a server.
  if ((error as { translated?: boolean }).translated) return { message };

  // GoTrue
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(all))
    return { message: ERROR_MESSAGES.badCredentials };
  if (code === 'mfa_verification_failed' || /invalid totp code/i.test(all))
    return { message: ERROR_MESSAGES.badTotp, field: 'code' };
  if (code === 'mfa_challenge_expired' || /challenge.*expired/i.test(all))
    return { message: ERROR_MESSAGES.totpExpired };
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || status === 429)
    return { message: ERROR_MESSAGES.rateLimited };
  if (code === 'email_not_confirmed') return { message: ERROR_MESSAGES.emailNotConfirmed };
  if (code === 'email_exists' || code === 'user_already_exists')
    return { message: ERROR_MESSAGES.emailTaken, field: 'email' };
  if (code === 'email_address_invalid' || (code === 'validation_failed' && /email/i.test(all)))
    return { message: ERROR_MESSAGES.emailInvalid, field: 'email' };
  if (code === 'weak_password') return { message: ERROR_MESSAGES.weakPassword, field: 'password' };
  if (code === 'same_password') return { message: ERROR_MESSAGES.samePassword, field: 'password' };
  if (code === 'reauthentication_needed' || code === 'reauthentication_not_valid')
    return { message: ERROR_MESSAGES.reauth, field: 'currentPassword' };
  if (
    [
      'session_not_found',
      'session_expired',
      'refresh_token_not_found',
      'refresh_token_already_used',
      'bad_jwt',
      'PGRST301',
      'PGRST303',
    ].includes(code) ||
    /jwt expired|invalid refresh token|auth session missing/i.test(all)
  )
    return { message: SESSION_ENDED_MESSAGE, sessionEnded: true };

  // Storage
  if (code === 'invalid_mime_type' || /mime type .* not supported/i.test(all))
    return { message: ERROR_MESSAGES.mimeType };
  if (code === 'EntityTooLarge' || status === 413 || /payload too large|exceeded the maximum allowed size/i.test(all))
    return { message: ERROR_MESSAGES.tooLarge };
  if (code === 'Duplicate' || /resource already exists/i.test(all)) return { message: ERROR_MESSAGES.fileExists };

  // Postgres through PostgREST
  // save_album on an album deleted meanwhile (another tab or person).
  if (code === 'P0002' && /album_not_found/.test(all))
    return { message: 'Album ini sudah dihapus di tempat lain. Kembali ke daftar Dokumentasi.' };
  // A future start on an item already public (private.refuse_early_publication), said beside "Tayang mulai".
  if (/schedule_needs_draft/.test(all))
    return {
      message: 'Untuk dijadwalkan tayang, simpan sebagai Draf: tayang otomatis pada waktunya',
      field: 'publishAt',
    };
  const constraint = constraintOf(all);
  if (constraint && CONSTRAINTS[constraint]) return { ...CONSTRAINTS[constraint] };
  if (constraint && LIMIT_CONSTRAINTS[constraint]) return { ...LIMIT_CONSTRAINTS[constraint] };
  if (constraint === 'page_content_text_length')
    return pageContentLimit(details) ?? { message: ERROR_MESSAGES.tooLong };
  if (code === 'P0001' && /dipakai|in use/i.test(all)) return { message: message || ERROR_MESSAGES.inUse };
  // A hotel still used by packages: the database's own sentence names them.
  if (code === '23503' && /masih dipakai/i.test(message)) return { message };
  if (code === '42501' || /permission denied|row-level security/i.test(all))
    return { message: ERROR_MESSAGES.forbidden };
  if (code === '23505') {
    const col = constraint ? Object.keys(COLUMN_FIELDS).find((c) => constraint.endsWith(`_${c}_key`)) : undefined;
    return col
      ? { message: 'Sudah dipakai data lain', field: COLUMN_FIELDS[col] }
      : { message: 'Data yang sama sudah ada', code };
  }
  if (code === '23502') {
    const col = /column "([^"]+)"/.exec(all)?.[1];
    return { message: ERROR_MESSAGES.required, field: col ? COLUMN_FIELDS[col] : undefined, code };
  }
  if (code === '23514' || code === '22001' || code === '22P02' || code === '22003') {
    const col = constraint ? Object.keys(COLUMN_FIELDS).find((c) => constraint.includes(`_${c}_`)) : undefined;
    const message = code === '22001' ? ERROR_MESSAGES.tooLong : ERROR_MESSAGES.invalidValue;
    // Beside its field the sentence is enough; a constraint's name is for developers, not the owner.
    return col ? { message, field: COLUMN_FIELDS[col] } : { message, code };
  }
  if (code === 'PGRST116' || status === 404) return { message: ERROR_MESSAGES.notFound };
  if (status === 401) return { message: SESSION_ENDED_MESSAGE, sessionEnded: true };
  if (status === 403) return { message: ERROR_MESSAGES.forbidden };

  return { message: GENERIC_MESSAGE, code: code || (status ? String(status) : undefined) || shortCode(message) };
}

/** The small print of an unknown error: its first words, never a wall of English. */
function shortCode(message: string): string | undefined {
  const m = message.trim();
  if (!m) return undefined;
  return m.length > 80 ? `${m.slice(0, 77)}…` : m;
}

/** One readable Indonesian sentence for a toast or an alert. */
export function errorMessage(error: unknown, fallback = GENERIC_MESSAGE): string {
  if (error == null) return fallback;
  const t = translateError(error);
  return t.message === GENERIC_MESSAGE ? fallback : t.message;
}

/** An Error carrying our own Indonesian sentence (translateError passes it through unchanged). */
export function ownError(message: string): Error {
  const e = new Error(message) as Error & { translated: boolean };
  e.translated = true;
  return e;
}

/**
 * An RPC's error: a refusal the database words itself (22023, our Indonesian sentence, `details` naming the
 * field) keeps that sentence and its field; anything else is translated.
 */
export function rpcError(error: { code?: string; message: string; details?: string | null }): Error & {
  field?: string;
} {
  if (error.code === '22023') return Object.assign(ownError(error.message), { field: error.details || undefined });
  return toError(error);
}

/** A plain Error carrying the translated message, the original kept as cause. */
export function toError(error: unknown, prefix?: string): Error {
  const message = errorMessage(error);
  const out = new Error(prefix ? `${prefix}: ${message}` : message) as Error & { cause?: unknown; translated: boolean };
  out.cause = error;
  out.translated = true;
  return out;
}
