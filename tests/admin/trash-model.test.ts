import { describe, expect, it } from 'vitest';
import {
  confirmText,
  daysLeftText,
  editPath,
  entryContext,
  entryTitle,
  partsText,
  restoredText,
  type RestoreResult,
  type TrashEntry,
} from '../../admin/src/trash/model.ts';

const entry = (over: Partial<TrashEntry> = {}): TrashEntry => ({
  id: 7,
  table_name: 'packages',
  row_id: 'p1',
  title: 'Umroh Hemat 9 Hari',
  package_id: null,
  package_title: null,
  deleted_at: '2026-11-20T03:00:00Z',
  deleted_by: 'admin@baitullah-travel.test',
  restorable_until: '2026-12-20T03:00:00Z',
  departures: 3,
  hotels: 2,
  faqs: 0,
  photos: 0,
  ...over,
});

const result = (over: Partial<RestoreResult> = {}): RestoreResult => ({
  table_name: 'packages',
  row_id: 'p1',
  title: 'Umroh Hemat 9 Hari',
  departures: 3,
  hotels: 2,
  faqs: 1,
  photos: 0,
  links: 2,
  inquiries: 0,
  notes: [],
  ...over,
});

describe('a Sampah line', () => {
  it('names what went with the record', () => {
    expect(partsText(entry())).toEqual(['+3 keberangkatan', '+2 hotel']);
    expect(partsText(entry({ departures: 0, hotels: 0, photos: 12 }))).toEqual(['+12 foto']);
  });

  it('reads a departure as its date and its package', () => {
    const d = entry({ table_name: 'departures', title: '2027-03-10', package_id: 'p1', package_title: 'Umroh Hemat' });
    expect(entryTitle(d)).toBe('10 Maret 2027');
    expect(entryContext(d)).toBe('Paket: Umroh Hemat');
    expect(entryContext({ ...d, package_title: null })).toBe('Paket: paketnya juga sudah dihapus');
    expect(entryContext(entry({ table_name: 'faqs', package_id: null }))).toBe('FAQ umum');
    expect(entryContext(entry())).toBeNull();
  });

  it('counts the days left', () => {
    expect(daysLeftText(entry(), new Date('2026-11-21T03:00:00Z'))).toBe('Masih 29 hari lagi');
    expect(daysLeftText(entry(), new Date('2026-12-20T01:00:00Z'))).toBe('Hari terakhir di Sampah');
  });

  it('asks before restoring, naming the parts', () => {
    expect(confirmText(entry())).toMatch(
      /^Paket "Umroh Hemat 9 Hari" bersama 3 keberangkatan dan 2 hotel dikembalikan/,
    );
  });

  it('links the restored record where it is edited', () => {
    expect(editPath(entry())).toBe('/packages/edit/p1');
    expect(editPath(entry({ table_name: 'departures', row_id: 'd1', package_id: 'p1' }))).toBe('/packages/edit/p1');
    expect(editPath(entry({ table_name: 'features', row_id: 'f1' }))).toBe('/features');
    expect(editPath(entry({ table_name: 'bank_accounts', row_id: 'b1' }))).toBe('/legal');
  });
});

describe('after a restore', () => {
  it('says what came back, the inquiries linked again and what could not come back', () => {
    expect(restoredText(result())).toBe(
      'Paket "Umroh Hemat 9 Hari" kembali dengan 3 keberangkatan, 2 hotel dan 1 FAQ.',
    );
    expect(
      restoredText(
        result({
          departures: 0,
          hotels: 0,
          faqs: 0,
          inquiries: 2,
          notes: ['Hotel "Hilton" sudah dihapus dari daftar hotel.'],
        }),
      ),
    ).toBe(
      'Paket "Umroh Hemat 9 Hari" kembali. 2 prospek terhubung lagi. Hotel "Hilton" sudah dihapus dari daftar hotel.',
    );
    expect(
      restoredText(result({ table_name: 'departures', title: '2027-03-10', hotels: 0, faqs: 0, departures: 0 })),
    ).toBe('Keberangkatan "10 Maret 2027" kembali.');
  });
});
