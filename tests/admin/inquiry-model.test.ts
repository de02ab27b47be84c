import { describe, expect, it } from 'vitest';
import {
  inquiryCsvRows,
  inquiryFilter,
  toCsv,
  whatsappReplyLink,
  type Inquiry,
} from '../../admin/src/inquiries/model.ts';

const row: Inquiry = {
  id: '1',
  created_at: '2026-11-23T10:00:00Z',
  name: 'Siti "Ina"',
  whatsapp: '6281234567890',
  package_id: 'p1',
  departure_id: null,
  pax: 2,
  message: 'Halo,\nquad',
  consent: true,
  consent_text_version: 'v',
  status: 'baru',
  notes: '',
  source_path: '/umroh/x',
  flood_suspect: false,
};

describe('Prospek model (issue 13)', () => {
  it('builds the list filter: status, package, date, number or name', () => {
    expect(inquiryFilter({ status: 'baru', search: '', packageId: 'p1', from: '2026-11-01' })).toEqual({
      status: 'baru',
      package_id: 'p1',
      'created_at@gte': '2026-11-01T00:00:00+07:00',
    });
    expect(inquiryFilter({ status: '', search: '0812-3456', packageId: '', from: '' })).toEqual({
      'whatsapp@ilike': '*8123456*',
    });
    expect(inquiryFilter({ status: '', search: 'siti aminah', packageId: '', from: '' })).toEqual({
      'name@ilike': 'siti*aminah',
    });
  });

  it('replies on wa.me with a prefilled text naming the package', () => {
    const link = whatsappReplyLink(row, 'Umroh Reguler');
    expect(link.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1])).toContain('paket "Umroh Reguler"');
  });

  it('exports CSV with Indonesian columns, quoted', () => {
    const csv = toCsv(inquiryCsvRows([row], () => 'Umroh Reguler'));
    const [head, first] = csv.split('\r\n');
    expect(head).toBe(
      '"Tanggal","Nama","WhatsApp","Paket","Jumlah Jamaah","Pesan","Status","Catatan","Halaman","Diduga Spam"',
    );
    expect(first).toContain('"Siti ""Ina"""');
    expect(first).toContain('"Baru"');
    expect(csv).toContain('"Halo,\nquad"');
  });

  it('keeps a typed formula as text in the CSV (no spreadsheet formula injection)', () => {
    const csv = toCsv([{ Nama: '=HYPERLINK("http://x")', Pesan: '+62 812', Jumlah: 2, Catatan: 'biasa' }]);
    const [, first] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://x"")","'+62 812","2","biasa"`);
  });

  it('neutralises a formula behind blanks or separators, and leading tab or carriage return', () => {
    const cells = [';=cmd|x', ' =1+1', ',+1', '|-2', '\t=1', '\rx', '  @SUM(A1)', 'Umroh; =bukan awal'];
    const csv = toCsv([Object.fromEntries(cells.map((v, i) => [`k${i}`, v]))]);
    const [, first] = csv.split('\r\n');
    expect(first).toBe(
      [
        `'` + cells[0],
        `'` + cells[1],
        `'` + cells[2],
        `'` + cells[3],
        `'` + cells[4],
        `'` + cells[5],
        `'` + cells[6],
        cells[7],
      ]
        .map((v) => `"${v}"`)
        .join(','),
    );
  });

  it('marks an inquiry sent during a flood in the export', () => {
    const csv = toCsv(inquiryCsvRows([{ ...row, flood_suspect: true }], () => ''));
    expect(csv.split('\r\n')[1].endsWith(',"Ya"')).toBe(true);
  });
});
