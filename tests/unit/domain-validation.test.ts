import { describe, expect, it } from 'vitest';
import {
  parseAirportCode,
  tripFactLines,
  ALLOWED_IMAGE_TYPES,
  MAX_GALLERY_IMAGES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  featureError,
  packageError,
  passwordError,
  testimonialError,
  toSnakeCase,
  uniqueUploadName,
  uploadError,
} from '../../domain/index.ts';

describe('limits', () => {
  it('are the agreed upload, gallery and password limits', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect([...ALLOWED_IMAGE_TYPES]).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
    expect(MAX_GALLERY_IMAGES).toBe(6);
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });
});

describe('uploadError', () => {
  it('accepts listed image types up to 5 MB', () => {
    expect(uploadError({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(uploadError({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('rejects non-images and unlisted image types', () => {
    expect(uploadError({ type: 'application/pdf', size: 10 })).toBe('Hanya file gambar yang diperbolehkan');
    expect(uploadError({ type: 'image/svg+xml', size: 10 })).toBe(MESSAGES.notImage);
    expect(uploadError({ type: '', size: 10 })).toBe(MESSAGES.notImage);
  });
  it('rejects files over 5 MB', () => {
    expect(uploadError({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('Ukuran file maksimal 5MB');
  });
});

describe('uniqueUploadName', () => {
  it('is time, random string and the original extension (lower-cased)', () => {
    expect(uniqueUploadName('Foto Jamaah.JPG', 1700000000000, 'abc123')).toBe('1700000000000-abc123.jpg');
  });
  it('uses "bin" when the name has no usable extension', () => {
    expect(uniqueUploadName('noext', 1, 'r')).toBe('1-r.bin');
    expect(uniqueUploadName('weird.toolongext', 1, 'r')).toBe('1-r.bin');
  });
  it('differs between two uploads of the same file by default', () => {
    expect(uniqueUploadName('a.png')).not.toBe(uniqueUploadName('a.png'));
  });
});

describe('form messages', () => {
  it('package requires title, category and quad price', () => {
    expect(packageError({ title: 'T', category: 'umroh', price_quad: 1 })).toBeNull();
    expect(packageError({ title: 'T', category: 'umroh', price_quad: 0 })).toBeNull();
    expect(packageError({ title: ' ', category: 'umroh', price_quad: 1 })).toBe(
      'Mohon lengkapi field yang wajib diisi',
    );
    expect(packageError({ title: 'T', price_quad: 1 })).toBe(MESSAGES.packageRequired);
    expect(packageError({ title: 'T', category: 'haji', price_quad: '' })).toBe(MESSAGES.packageRequired);
  });
  it('feature requires title and description', () => {
    expect(featureError({ title: 'a', description: 'b' })).toBeNull();
    expect(featureError({ title: 'a' })).toBe('Mohon lengkapi semua field');
  });
  it('testimonial requires name and content', () => {
    expect(testimonialError({ name: 'a', content: 'b' })).toBeNull();
    expect(testimonialError({ name: '', content: 'b' })).toBe('Mohon lengkapi nama dan testimoni');
  });
  it('password must match its confirmation and have 8 characters', () => {
    expect(passwordError('rahasia1', 'rahasia1')).toBeNull();
    expect(passwordError('rahasia1', 'rahasia2')).toBe('Password baru dan konfirmasi password tidak cocok');
    expect(passwordError('1234567', '1234567')).toBe('Password minimal 8 karakter');
    expect(passwordError('12345678', '12345678')).toBeNull();
  });
});

describe('toSnakeCase (admin payloads converted to snake_case)', () => {
  it('converts camelCase keys and keeps values', () => {
    expect(toSnakeCase({ priceQuad: 1, isPromo: true, createdAt: 'x', title: 't' })).toEqual({
      price_quad: 1,
      is_promo: true,
      created_at: 'x',
      title: 't',
    });
  });
});

describe('trip facts', () => {
  it('parseAirportCode: blank is not stated, three capitals are kept as typed, anything else is refused', () => {
    expect(parseAirportCode('')).toEqual({ ok: true, value: null });
    expect(parseAirportCode('  ')).toEqual({ ok: true, value: null });
    expect(parseAirportCode(null)).toEqual({ ok: true, value: null });
    expect(parseAirportCode('CGK')).toEqual({ ok: true, value: 'CGK' });
    for (const bad of ['cgk', 'CGk', 'CG', 'CGKX', 'C1K', ' CGK', 'CGK ']) {
      expect(parseAirportCode(bad), bad).toEqual({ ok: false, error: 'Kode bandara 3 huruf kapital, contoh CGK' });
    }
  });

  const none = {
    airline: '',
    departure_airport: null,
    direct_flight: false,
    visa_included: false,
    booking_fee: null,
    full_payment_days: null,
  };

  it('tripFactLines: the three lines of the package page', () => {
    expect(
      tripFactLines({
        airline: 'Saudia',
        departure_airport: 'CGK',
        direct_flight: true,
        visa_included: true,
        booking_fee: 5_000_000,
        full_payment_days: 30,
      }),
    ).toEqual({
      flight: 'Maskapai Saudia · dari CGK · Penerbangan langsung',
      visa: 'Visa termasuk',
      payment: 'DP Rp 5.000.000 · Pelunasan H-30 sebelum keberangkatan',
    });
  });

  it('tripFactLines: empty parts are left out, and a line with no part', () => {
    expect(tripFactLines(none)).toEqual({ flight: null, visa: null, payment: null });
    expect(tripFactLines({ ...none, departure_airport: 'SUB' })).toMatchObject({ flight: 'dari SUB' });
    expect(tripFactLines({ ...none, airline: '  Lion Air ' })).toMatchObject({ flight: 'Maskapai Lion Air' });
    expect(tripFactLines({ ...none, full_payment_days: 0 })).toMatchObject({
      payment: 'Pelunasan H-0 sebelum keberangkatan',
    });
    expect(tripFactLines({ ...none, booking_fee: 0 })).toMatchObject({ payment: null });
  });
});
