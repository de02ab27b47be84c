import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import readXlsxFile from 'read-excel-file/node';
import {
  EXPORT_HEADERS,
  SHEET_COLUMNS,
  eventText,
  followUpError,
  nextContactError,
  inquiryCampaign,
  inquirySource,
  isFollowUpDue,
  fetchAllPages,
  inquiryCsvRows,
  inquiryFilter,
  inquirySheet,
  toCsv,
  whatsappReplyLink,
  type InquiryOverview,
} from '../../admin/src/inquiries/model.ts';

const row: InquiryOverview = {
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
  package_title: 'Umroh Reguler',
  departure_date: null,
  channel: 'meta',
  partner_id: null,
  partner_name: null,
  partner_code: null,
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: null,
  referrer_host: null,
  lost_reason: null,
  next_contact_on: null,
  same_number_count: 1,
};
/** Sent 23:30 WIB on 30 November (16:30 UTC), from Hong Kong, with a departure and a would-be formula as name. */
const late: InquiryOverview = {
  ...row,
  id: '2',
  created_at: '2026-11-30T16:30:00Z',
  name: '=HYPERLINK("https://contoh.test")',
  whatsapp: '85291234567',
  departure_id: 'd1',
  departure_date: '2027-01-15',
};

describe('Prospek model', () => {
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
    // A date still being typed does not filter.
    expect(inquiryFilter({ status: '', search: '', packageId: '', from: '15/01/20' })).toEqual({});
  });

  it('replies on wa.me with a prefilled text naming the package and the chosen departure', () => {
    const link = whatsappReplyLink(row, 'Umroh Reguler', '2027-01-15');
    expect(link.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1])).toContain('paket "Umroh Reguler" keberangkatan 15 Januari 2027');
    expect(decodeURIComponent(whatsappReplyLink(row, 'Umroh Reguler').split('text=')[1])).not.toContain(
      'keberangkatan',
    );
  });

  it('exports CSV for Indonesian Excel: byte order mark, ";" between quoted cells, WIB dates, the departure', () => {
    const csv = toCsv(inquiryCsvRows([row, late]));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [head, first, second] = csv.slice(1).split('\r\n');
    expect(head).toBe(
      '"Tanggal (WIB)";"Nama";"WhatsApp";"Paket";"Keberangkatan";"Jumlah Jamaah";"Pesan";"Status";"Catatan";"Halaman";"Diduga Spam";"Sumber";"Kampanye"',
    );
    expect(first).toContain('"23/11/2026 17.00";"Siti ""Ina""";');
    expect(first).toContain('"Umroh Reguler";"";"2";"Halo,\nquad";"Baru"');
    expect(
      second.startsWith(`"30/11/2026 23.30";"'=HYPERLINK(""https://contoh.test"")";"'+852 9123 4567";`),
      second,
    ).toBe(true);
    expect(second).toContain('"Umroh Reguler";"15/01/2027";"2"');
  });

  it('keeps a typed formula as text in the CSV (no spreadsheet formula injection)', () => {
    const csv = toCsv([{ Nama: '=HYPERLINK("http://x")', Pesan: '+62 812', Jumlah: 2, Catatan: 'biasa' }]);
    const [, first] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://x"")";"'+62 812";"2";"biasa"`);
  });

  it('neutralises a formula behind blanks or separators, and leading tab or carriage return', () => {
    const cells = [';=cmd|x', ' =1+1', ',+1', '|-2', '\t=1', '\rx', '  @SUM(A1)', 'Umroh; =bukan awal'];
    const csv = toCsv([Object.fromEntries(cells.map((v, i) => [`k${i}`, v]))]);
    const [, first] = csv.split('\r\n');
    expect(first).toBe(
      [...cells.slice(0, 7).map((v) => `'${v}`), cells[7]].map((v) => `"${v.replace(/"/g, '""')}"`).join(';'),
    );
  });

  it('marks an inquiry sent during a flood in the export', () => {
    const csv = toCsv(inquiryCsvRows([{ ...row, flood_suspect: true }]));
    expect(csv.split('\r\n')[1]).toContain(';"Ya";');
  });

  it('names where each inquiry came from: the channel, or the partner, and the campaign tags', () => {
    expect(inquirySource(row)).toBe('Facebook/Instagram');
    expect(inquiryCampaign(row)).toBe('utm: facebook / cpc');
    expect(inquirySource({ channel: 'partner', partner_name: 'Ustadz Budi', partner_code: 'budi' })).toBe(
      'Mitra: Ustadz Budi (budi)',
    );
    expect(inquirySource({ channel: null, partner_name: null, partner_code: null })).toBe('Tidak diketahui');
    expect(
      inquiryCampaign({ utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: 'www.bing.com' }),
    ).toBe('dari www.bing.com');
    const csv = toCsv(inquiryCsvRows([row]));
    expect(csv.split('\r\n')[1].endsWith(';"Facebook/Instagram";"utm: facebook / cpc"')).toBe(true);
  });
});

describe('follow-up', () => {
  it('"Tidak lanjut" needs a reason; the other statuses none', () => {
    expect(followUpError('tidak_lanjut', null)).toBe('Pilih alasannya');
    expect(followUpError('tidak_lanjut', 'harga')).toBeNull();
    expect(followUpError('tertarik', null)).toBeNull();
  });

  it('judges the next-contact day while the inquiry is followed up, within the database’s 2020–2100', () => {
    expect(nextContactError('dihubungi', '')).toBeNull();
    expect(nextContactError('dihubungi', '2027-01-15')).toBeNull();
    expect(nextContactError('baru', '15/13/2027')).toMatch(/^Tanggal tidak valid/);
    expect(nextContactError('tertarik', '2019-12-31')).toBe('Tanggal follow-up harus antara tahun 2020 dan 2100');
    expect(nextContactError('tertarik', '2101-01-01')).toBe('Tanggal follow-up harus antara tahun 2020 dan 2100');
    expect(nextContactError('tertarik', '2100-12-31')).toBeNull();
    // Closed or lost: the field is hidden and the day is not saved, so nothing typed there blocks the save.
    expect(nextContactError('closing', '15/13/2027')).toBeNull();
    expect(nextContactError('tidak_lanjut', '2019-01-01')).toBeNull();
  });

  it('is due today or overdue while still open, in WIB days', () => {
    const today = '2026-11-29';
    expect(isFollowUpDue({ status: 'dihubungi', next_contact_on: '2026-11-29' }, today)).toBe(true);
    expect(isFollowUpDue({ status: 'tertarik', next_contact_on: '2026-11-20' }, today)).toBe(true);
    expect(isFollowUpDue({ status: 'tertarik', next_contact_on: '2026-11-30' }, today)).toBe(false);
    expect(isFollowUpDue({ status: 'closing', next_contact_on: '2026-11-20' }, today)).toBe(false);
    expect(isFollowUpDue({ status: 'baru', next_contact_on: null }, today)).toBe(false);
  });

  it('filters "Follow-up terjadwal": open statuses with a next-contact day', () => {
    expect(inquiryFilter({ status: 'follow_up', search: '', packageId: '', from: '' })).toEqual({
      'status@in': '(baru,dihubungi,tertarik)',
      'next_contact_on@not.is': 'null',
    });
  });

  it('reads each timeline line in Indonesian', () => {
    const base = {
      id: 1,
      inquiry_id: 'x',
      created_at: '',
      actor: null,
      lost_reason: null,
      next_contact_on: null,
      note: null,
    };
    expect(
      eventText({ ...base, kind: 'status', from_status: 'baru', to_status: 'tidak_lanjut', lost_reason: 'harga' }),
    ).toBe('Status: Baru → Tidak lanjut (Harga tidak cocok)');
    expect(
      eventText({ ...base, kind: 'next_contact', from_status: null, to_status: null, next_contact_on: '2026-12-03' }),
    ).toBe('Follow-up berikutnya: 3 Desember 2026');
    expect(eventText({ ...base, kind: 'note', from_status: null, to_status: null, note: 'Minta brosur' })).toBe(
      'Minta brosur',
    );
  });
});

describe('Prospek .xlsx export', () => {
  async function roundTrip(rows: InquiryOverview[]) {
    const blob = await writeXlsxFile(inquirySheet(rows), { columns: SHEET_COLUMNS }).toBlob();
    const sheets = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    return sheets[0].data;
  }
  /** A spreadsheet date is a fraction of a day: read back to the minute, as Excel shows it. */
  const minute = (v: unknown) => new Date(Math.round((v as Date).getTime() / 60_000) * 60_000).toISOString();

  it('reads back with the sent time and departure as dates in WIB, the number as text, the count as a number', async () => {
    const [header, first, second] = await roundTrip([row, late]);
    expect(header).toEqual([...EXPORT_HEADERS]);
    // A date cell holds the wall clock in Jakarta: 10:00 UTC is 17:00 WIB.
    expect(first[0]).toBeInstanceOf(Date);
    expect(minute(first[0])).toBe('2026-11-23T17:00:00.000Z');
    expect(minute(second[0])).toBe('2026-11-30T23:30:00.000Z');
    // Text cells: never 6,28E+12, never a formula.
    expect(first[2]).toBe('+62 812-3456-7890');
    expect(second[2]).toBe('+852 9123 4567');
    expect(second[1]).toBe('=HYPERLINK("https://contoh.test")');
    expect(first[3]).toBe('Umroh Reguler');
    expect(first[5]).toBe(2);
    expect(second[4]).toBeInstanceOf(Date);
    expect(minute(second[4])).toBe('2027-01-15T00:00:00.000Z');
    expect(first.slice(6, 8)).toEqual(['Halo,\nquad', 'Baru']);
  });
});

describe('fetchAllPages', () => {
  it('asks page after page until one comes back short, so every matching row is exported', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => i);
    const asked: [number, number][] = [];
    const all = await fetchAllPages(async (from, to) => {
      asked.push([from, to]);
      return rows.slice(from, to + 1);
    });
    expect(all).toEqual(rows);
    expect(asked).toEqual([
      [0, 499],
      [500, 999],
      [1000, 1499],
    ]);
  });

  it('stops after an empty page when the count is a multiple of the page size', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => i);
    let calls = 0;
    const all = await fetchAllPages(async (from, to) => {
      calls++;
      return rows.slice(from, to + 1);
    });
    expect(all).toHaveLength(1000);
    expect(calls).toBe(3);
  });
});
