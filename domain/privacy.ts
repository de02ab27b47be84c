/**
 * The privacy page (/privasi): page_content row 'privacy', edited in the admin. A missing row or
 * field falls back to this default, written for UU PDP No. 27/2022 (purpose, data kept, retention, rights).
 * `body` is plain text: a blank line separates paragraphs, a line starting with "- " is a list item.
 */
import { withDefaults } from './content.ts';

export interface PrivacyContent {
  title: string;
  body: string;
}

export const DEFAULT_PRIVACY: PrivacyContent = {
  title: 'Kebijakan Privasi',
  body: [
    'Kami menghormati data pribadi Anda dan mengelolanya sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).',
    'Tujuan: data yang Anda kirim melalui formulir permintaan informasi hanya kami pakai untuk menghubungi Anda kembali mengenai paket umroh atau haji yang Anda tanyakan. Data tidak dijual dan tidak dibagikan kepada pihak lain untuk pemasaran.',
    'Data yang kami simpan:\n- nama\n- nomor WhatsApp\n- paket dan tanggal keberangkatan yang ditanyakan\n- jumlah jamaah dan pesan Anda\n- waktu pengiriman dan persetujuan Anda\n- dari mana kunjungan Anda berasal (misalnya iklan, pencarian Google, atau kode mitra agen yang membagikan tautan kami)',
    'Masa simpan: data permintaan informasi dihapus otomatis paling lambat 12 bulan setelah dikirim.',
    'Hak Anda: Anda dapat meminta salinan, perbaikan, atau penghapusan data Anda kapan saja dengan menghubungi kami melalui WhatsApp atau e-mail yang tercantum di halaman Kontak. Permintaan penghapusan kami proses tanpa biaya.',
    'Situs ini tidak memakai cookie pelacak dan tidak menyimpan alamat IP Anda. Saat formulir dikirim, kami menyimpan kode hash dari alamat IP Anda (bukan alamatnya) hanya untuk membatasi kiriman otomatis, dan menghapusnya paling lama dua hari kemudian. Asal kunjungan disimpan di peramban Anda hanya selama kunjungan itu (sessionStorage) dan tidak disimpan sama sekali bila peramban Anda mengirim sinyal Global Privacy Control atau Do Not Track.',
  ].join('\n\n'),
};

export function privacyContent(stored: unknown): PrivacyContent {
  const p = withDefaults(DEFAULT_PRIVACY, stored);
  return { title: p.title.trim() || DEFAULT_PRIVACY.title, body: p.body.trim() || DEFAULT_PRIVACY.body };
}

type PrivacyBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Plain text → paragraphs and lists (rendered as text nodes: nothing the admin types becomes HTML). */
export function privacyBlocks(body: string): PrivacyBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap((chunk): PrivacyBlock[] => {
      const lines = chunk.split('\n').map((l) => l.trim());
      const lead = lines.filter((l) => !l.startsWith('- '));
      const items = lines.filter((l) => l.startsWith('- ')).map((l) => l.slice(2).trim());
      const out: PrivacyBlock[] = [];
      if (lead.length) out.push({ kind: 'p', text: lead.join(' ') });
      if (items.length) out.push({ kind: 'ul', items });
      return out;
    });
}
