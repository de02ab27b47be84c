import { describe, expect, it } from 'vitest';
import { alertFailureText, alertOutcome, type InquiryAlert } from '../../admin/src/alerts/model.ts';

const failed = (last_error: string | null, next_attempt_at: string | null = null): InquiryAlert => ({
  id: 1,
  inquiry_id: null,
  inquiry_name: 'Jamaah',
  is_test: false,
  status: 'failed',
  attempts: 2,
  last_error,
  delivered_to: [],
  created_at: '2026-11-29T00:00:00Z',
  last_attempt_at: '2026-11-29T00:01:00Z',
  next_attempt_at,
  sent_at: null,
});

describe('a failed alert, in the owner’s words', () => {
  it.each([
    [
      'Telegram: Unauthorized',
      'Telegram: token bot salah atau sudah dicabut; buat token baru di @BotFather (Unauthorized)',
    ],
    [
      'Telegram: Bad Request: chat not found',
      'Telegram: chat ID tidak ditemukan; kirim pesan ke bot atau masukkan bot ke grup dulu (Bad Request: chat not found)',
    ],
    [
      'Telegram: Forbidden: bot was blocked by the user',
      'Telegram: bot diblokir oleh penerima (Forbidden: bot was blocked by the user)',
    ],
    ['Telegram: Bad Gateway', 'Telegram: layanan sedang bermasalah (Bad Gateway)'],
    ['Webhook: HTTP 503', 'Webhook: layanan sedang bermasalah (HTTP 503)'],
    ['Webhook: HTTP 404', 'Webhook: alamat webhook menolak kiriman; periksa alamatnya (HTTP 404)'],
    [
      'Webhook: HTTP 307',
      'Webhook: alamat webhook mengalihkan ke alamat lain; simpan langsung alamat tujuan akhirnya (HTTP 307)',
    ],
    ['Webhook: The signal has been aborted', 'Webhook: tidak ada jawaban dalam 10 detik (The signal has been aborted)'],
    ['Webhook: fetch failed', 'Webhook: tujuan tidak dapat dihubungi (fetch failed)'],
  ])('%s', (raw, shown) => {
    expect(alertFailureText(raw)).toBe(shown);
  });

  it('says each failed destination, and leaves a cause it does not know as the service wrote it', () => {
    expect(alertFailureText('Telegram: Unauthorized; Webhook: something odd')).toBe(
      'Telegram: token bot salah atau sudah dicabut; buat token baru di @BotFather (Unauthorized); Webhook: something odd',
    );
  });

  it('in the list: the attempts, the cause and when it is tried again', () => {
    expect(alertOutcome(failed('Webhook: HTTP 410'))).toBe(
      'Gagal (2×): Webhook: alamat webhook menolak kiriman; periksa alamatnya (HTTP 410) · tidak dicoba lagi',
    );
    expect(alertOutcome(failed(null))).toBe('Gagal (2×): tanpa keterangan · tidak dicoba lagi');
  });
});
