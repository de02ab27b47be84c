import { describe, expect, it } from 'vitest';
import {
  CHUNK_MESSAGE,
  ERROR_MESSAGES,
  GENERIC_MESSAGE,
  NETWORK_MESSAGE,
  SESSION_ENDED_MESSAGE,
  errorMessage,
  isChunkLoadError,
  isNetworkError,
  ownError,
  toError,
  translateError,
} from '../../admin/src/lib/errors.ts';
import { youtubeInputMessage } from '../../domain/youtube.ts';

describe('error messages', () => {
  it('explain an unreachable server in Indonesian', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_MESSAGE);
    // postgrest-js returns fetch failures as an error object
    expect(errorMessage({ message: 'TypeError: Failed to fetch', code: '' })).toBe(NETWORK_MESSAGE);
    expect(errorMessage({ name: 'AuthRetryableFetchError', message: '{}' })).toBe(NETWORK_MESSAGE);
  });
  it('fall back when there is nothing to say', () => {
    expect(errorMessage(null, 'X')).toBe('X');
    expect(errorMessage({ message: '  ' }, 'Y')).toBe('Y');
  });
  it('prefix the stage of a failure in Indonesian', () => {
    expect(
      toError({ message: 'The resource already exists', statusCode: '409', error: 'Duplicate' }, 'Gagal mengunggah')
        .message,
    ).toBe(`Gagal mengunggah: ${ERROR_MESSAGES.fileExists}`);
  });
  it("pass the admin's own Indonesian sentences through", () => {
    expect(errorMessage(ownError('Akun ini bukan administrator.'))).toBe('Akun ini bukan administrator.');
    expect(errorMessage(toError({ code: '42501', message: 'permission denied for table packages' }))).toBe(
      ERROR_MESSAGES.forbidden,
    );
  });
});

// The owner reads Indonesian: none of these may reach the screen in English.
describe('server errors are translated, attached to their field', () => {
  it.each([
    [
      'GoTrue wrong password',
      { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
      'Email atau password salah',
      undefined,
    ],
    [
      'GoTrue wrong TOTP',
      { name: 'AuthApiError', status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
      'Kode autentikator salah atau sudah dipakai — tunggu kode berikutnya',
      'code',
    ],
    [
      'PostgREST RLS',
      { code: '42501', message: 'permission denied for table page_content', details: null, hint: null },
      ERROR_MESSAGES.forbidden,
      undefined,
    ],
    [
      'PostgREST RLS (row)',
      { code: '42501', message: 'new row violates row-level security policy for table "packages"' },
      ERROR_MESSAGES.forbidden,
      undefined,
    ],
    [
      'testimonial video not a YouTube watch URL',
      {
        code: '23514',
        message: 'new row for relation "testimonials" violates check constraint "testimonials_video_url_youtube"',
      },
      youtubeInputMessage('not-youtube'),
      'videoUrl',
    ],
    [
      'testimonial departure deleted meanwhile',
      {
        code: '23503',
        message:
          'insert or update on table "testimonials" violates foreign key constraint "testimonials_departure_id_fkey"',
      },
      'Keberangkatan ini sudah dihapus. Pilih keberangkatan lain atau kosongkan.',
      'departureId',
    ],
    [
      'slug check',
      { code: '23514', message: 'new row for relation "packages" violates check constraint "packages_slug_check"' },
      ERROR_MESSAGES.slugFormat,
      'slug',
    ],
    [
      'slug unique',
      { code: '23505', message: 'duplicate key value violates unique constraint "packages_slug_key"' },
      'Slug sudah dipakai paket lain',
      'slug',
    ],
    [
      'seats booked check',
      {
        code: '23514',
        message: 'new row for relation "departures" violates check constraint "departures_seats_booked_check"',
      },
      'Kursi terisi tidak boleh negatif atau melebihi kursi total',
      'seatsBooked',
    ],
    [
      'return date check',
      {
        code: '23514',
        message: 'new row for relation "departures" violates check constraint "departures_return_on_check"',
      },
      'Tanggal pulang tidak boleh sebelum tanggal berangkat',
      'returnOn',
    ],
    [
      'seats total check',
      {
        code: '23514',
        message: 'new row for relation "departures" violates check constraint "departures_seats_total_check"',
      },
      'Kursi total 0 sampai 10.000',
      'seatsTotal',
    ],
    [
      'hotel stars check',
      { code: '23514', message: 'new row for relation "hotels" violates check constraint "hotels_stars_check"' },
      'Bintang hotel 1 sampai 5',
      'stars',
    ],
    [
      'hotel distance check',
      { code: '23514', message: 'new row for relation "hotels" violates check constraint "hotels_distance_m_check"' },
      'Jarak 0 sampai 100.000 meter',
      'distanceM',
    ],
    [
      'package hotel nights check',
      {
        code: '23514',
        message: 'new row for relation "package_hotels" violates check constraint "package_hotels_nights_check"',
      },
      'Jumlah malam 1 sampai 60',
      'nights',
    ],
    [
      'hotel in use (trigger)',
      {
        status: 409,
        body: {
          code: '23503',
          message: 'Hotel "Hilton Uji" masih dipakai oleh paket: Umroh A, Umroh B',
          hint: 'Lepaskan hotel dari paket tersebut lebih dulu.',
        },
      },
      'Hotel "Hilton Uji" masih dipakai oleh paket: Umroh A, Umroh B',
      undefined,
    ],
    [
      'airport check',
      {
        code: '23514',
        message: 'new row for relation "packages" violates check constraint "packages_departure_airport_check"',
      },
      'Kode bandara 3 huruf kapital, contoh CGK',
      'departureAirport',
    ],
    [
      'booking fee check',
      {
        code: '23514',
        message: 'new row for relation "packages" violates check constraint "packages_booking_fee_check"',
      },
      'DP 0 sampai Rp 10.000.000.000',
      'bookingFee',
    ],
    [
      'pelunasan check',
      {
        code: '23514',
        message: 'new row for relation "packages" violates check constraint "packages_full_payment_days_check"',
      },
      'Pelunasan H-0 sampai H-365',
      'fullPaymentDays',
    ],
    [
      'airline check',
      { code: '23514', message: 'new row for relation "packages" violates check constraint "packages_airline_check"' },
      'Nama maskapai paling banyak 100 karakter',
      'airline',
    ],
    [
      'Storage mime',
      { statusCode: 415, code: 'invalid_mime_type', message: 'mime type text/plain is not supported' },
      ERROR_MESSAGES.mimeType,
      undefined,
    ],
    [
      'Storage mime (message only)',
      new Error('Upload error: mime type text/plain is not supported'),
      ERROR_MESSAGES.mimeType,
      undefined,
    ],
    [
      'Storage size',
      { statusCode: 413, error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
      ERROR_MESSAGES.tooLarge,
      undefined,
    ],
    [
      'ra-data-postgrest HttpError',
      { status: 403, message: 'HttpError', body: { code: '42501', message: 'permission denied for table features' } },
      ERROR_MESSAGES.forbidden,
      undefined,
    ],
    [
      'rate limit',
      { status: 429, code: 'over_request_rate_limit', message: 'Too many requests' },
      ERROR_MESSAGES.rateLimited,
      undefined,
    ],
  ])('%s', (_, error, message, field) => {
    const t = translateError(error);
    expect(t.message).toBe(message);
    expect(t.field).toBe(field);
    expect(t.message).not.toMatch(/invalid|permission|violates|mime|error/i);
  });

  it('an expired or revoked session is flagged, in Indonesian', () => {
    for (const e of [
      {
        name: 'AuthApiError',
        status: 400,
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      },
      { code: 'PGRST301', message: 'JWT expired' },
      { name: 'AuthSessionMissingError', message: 'Auth session missing!' },
    ]) {
      expect(translateError(e)).toEqual({ message: SESSION_ENDED_MESSAGE, sessionEnded: true });
    }
  });

  it('a lazy chunk that cannot load asks to retry', () => {
    const e = new TypeError('Failed to fetch dynamically imported module: http://x/admin/assets/Dashboard-abc.js');
    expect(isChunkLoadError(e)).toBe(true);
    expect(errorMessage(e)).toBe(CHUNK_MESSAGE);
  });

  it('an unknown error is a generic Indonesian sentence with the code in small print', () => {
    expect(translateError({ code: 'XX000', message: 'internal error' })).toEqual({
      message: GENERIC_MESSAGE,
      code: 'XX000',
    });
    expect(translateError(new Error('Something odd'))).toEqual({ message: GENERIC_MESSAGE, code: 'Something odd' });
  });
});
