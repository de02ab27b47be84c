import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACTIVITY_FILTERS,
  HISTORY_TABLES,
  SYSTEM,
  activityConditions,
  excerpts,
  fieldChanges,
  htmlText,
  kindLabel,
  labelsOf,
  partTitle,
  periodErrors,
  recordPath,
  recordTitle,
  shownValue,
  versionStates,
  type HistoryEntry,
} from '../../admin/src/history/model.ts';

describe('Riwayat', () => {
  const labels = { price_quad: 'Harga Quad', is_promo: 'Tandai sebagai PROMO', title: 'Judul Paket' };

  it('lists the fields a change touched, labelled, prices in rupiah; stamps and keys are not changes', () => {
    const changes = fieldChanges(
      {
        old: { id: 'x', title: 'Umroh', price_quad: 29500000, is_promo: false, updated_at: 'a' },
        new: { id: 'x', title: 'Umroh', price_quad: 2950000000, is_promo: true, updated_at: 'b' },
      },
      labels,
    );
    expect(changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      `Harga Quad: ${shownValue('price_quad', 29500000)} → ${shownValue('price_quad', 2950000000)}`,
      'Tandai sebagai PROMO: Tidak → Ya',
    ]);
    expect(shownValue('price_quad', 29500000)).toMatch(/^Rp\s?29\.500\.000$/);
  });

  it('shows nothing as a dash and lists as their items; an unlabelled column by its name', () => {
    expect(shownValue('airline', null)).toBe('—');
    expect(shownValue('included', ['Visa', 'Hotel'])).toBe('Visa · Hotel');
    expect(fieldChanges({ old: { notes: '' }, new: { notes: 'Baru' } }, {})).toEqual([
      { field: 'notes', label: 'notes', before: '—', after: 'Baru' },
    ]);
  });
});

describe('Riwayat of every kind of content', () => {
  it('names every recorded table in Indonesian and labels its fields from the forms’ module', () => {
    for (const table of HISTORY_TABLES) {
      expect(kindLabel(table), table).not.toBe(table);
      if (table !== 'page_content') expect(Object.keys(labelsOf(table)).length, table).toBeGreaterThan(0);
    }
    expect(kindLabel('departures')).toBe('Keberangkatan');
    expect(kindLabel('page_content')).toBe('Halaman & Pengaturan');
  });

  it('reads a page’s content field by field with the editor’s labels, a list’s item counted from 1', () => {
    const changes = fieldChanges({
      table_name: 'page_content',
      old: {
        page_name: 'home',
        content: { hero: { title: 'Lama', subtitle: 'Sama' }, stats: [{ value: '15+', label: 'Tahun' }] },
      },
      new: {
        page_name: 'home',
        content: { hero: { title: 'Baru', subtitle: 'Sama' }, stats: [{ value: '16+', label: 'Tahun' }] },
      },
    });
    expect(changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Judul Hero: Lama → Baru',
      'Nilai Statistik 1: 15+ → 16+',
    ]);
    const terms = fieldChanges({
      table_name: 'page_content',
      old: { page_name: 'terms', content: { documents: ['Paspor'], cancellationTiers: [] } },
      new: { page_name: 'terms', content: { documents: ['Paspor', 'KTP'], cancellationTiers: [] } },
    });
    expect(terms.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual(['Dokumen: Paspor → Paspor · KTP']);
  });

  it('says an article body changed with the words around the change, never its HTML', () => {
    const [body] = fieldChanges({
      table_name: 'articles',
      old: { body: '<p>Niat umroh dibaca di miqat &amp; bersuci dulu.</p>' },
      new: { body: '<p>Niat umroh dibaca di miqat &amp; mandi sunnah dulu.</p><script>x</script>' },
    });
    expect(body).toMatchObject({ label: 'Isi Artikel', long: true });
    expect(body!.before).toBe('Niat umroh dibaca di miqat & bersuci dulu.');
    expect(body!.after).not.toMatch(/[<>]/);
    const long = 'a'.repeat(200);
    const cut = excerpts(`${long} lama`, `${long} baru`);
    expect(cut.before.startsWith('…')).toBe(true);
    expect(cut.before.endsWith('lama')).toBe(true);
    expect(htmlText('<h2>Bab</h2><p>satu</p>')).toBe('Bab satu');
    // A long list reads the same way, from a little before its first difference.
    const terms = ['DP Rp 5.000.000 saat pendaftaran, paling lambat 45 hari sebelum keberangkatan', 'Pelunasan H-30'];
    const [list] = fieldChanges({
      table_name: 'packages',
      old: { terms: [...terms, 'Pembatalan dikenakan biaya'] },
      new: { terms: [...terms, 'Harga dapat berubah'] },
    });
    expect(list).toMatchObject({ label: 'Syarat', long: true });
    expect(list!.before).toMatch(/^….*Pelunasan H-30 · Pembatalan dikenakan biaya$/);
    expect(list!.after).toMatch(/^….*Pelunasan H-30 · Harga dapat berubah$/);
  });

  it('shows words for stored codes, dates in Indonesian, times in WIB and names for ids', () => {
    expect(shownValue('status', 'published', 'articles')).toBe('Terbit');
    expect(shownValue('status', 'active', 'packages')).toBe('Aktif');
    expect(shownValue('city', 'makkah', 'hotels')).toBe('Makkah');
    expect(shownValue('icon', 'heart', 'features')).toBe('Hati');
    expect(shownValue('depart_on', '2027-03-10')).toBe('10 Maret 2027');
    expect(shownValue('published_at', '2026-11-29T01:05:00+00:00')).toMatch(/29 Nov 2026.*08[.:]05 WIB$/);
    expect(shownValue('package_ids', ['p1', 'p2'], 'articles', { p1: 'Umroh Hemat' })).toBe('Umroh Hemat · #p2');
    expect(shownValue('package_id', null, 'faqs')).toBe('Umum (semua halaman)');
    expect(shownValue('cover_image', '/storage/v1/object/public/images/a%20b.webp')).toBe('a b.webp');
    expect(
      shownValue('cancellation_tiers', [
        { days: 30, percent: 50 },
        { days: 0, percent: 100 },
      ]),
    ).toBe(
      '30 hari atau lebih sebelum keberangkatan: 50% dari harga paket · Kurang dari 30 hari sebelum keberangkatan: 100% dari harga paket',
    );
  });

  it('names a part of a record by what it is, and leaves its parent out of the changes', () => {
    const departure = {
      table_name: 'departures',
      record_table: 'packages',
      item_title: '2027-03-10',
      old: { package_id: 'p', seats_total: 40 },
      new: { package_id: 'p', seats_total: 45 },
    };
    expect(partTitle(departure)).toBe('Keberangkatan 10 Maret 2027');
    expect(fieldChanges(departure).map((c) => c.label)).toEqual(['Kursi total']);
    expect(partTitle({ table_name: 'album_photos', record_table: 'albums', item_title: 'Di Arafah' })).toBe(
      'Foto Album: Di Arafah',
    );
    expect(partTitle({ table_name: 'packages', record_table: 'packages', item_title: 'x' })).toBeNull();
    expect(recordTitle({ table_name: 'page_content', record_table: 'page_content', title: 'site-settings' })).toBe(
      'Pengaturan',
    );
  });

  it('offers the newest version of each row as current, older ones to restore, none of a deleted row', () => {
    const e = (id: number, table_name: string, row_id: string, op: HistoryEntry['op']): HistoryEntry => ({
      id,
      table_name,
      row_id,
      op,
      changed_at: '2026-11-29T00:00:00Z',
      changed_by: null,
      old: null,
      new: null,
    });
    const states = versionStates([
      e(6, 'departures', 'd1', 'delete'),
      e(5, 'packages', 'p', 'update'),
      e(4, 'departures', 'd1', 'update'),
      e(3, 'departures', 'd2', 'update'),
      e(2, 'packages', 'p', 'update'),
      e(1, 'departures', 'd2', 'insert'),
    ]);
    expect(Object.fromEntries(states)).toEqual({
      6: 'none',
      5: 'current',
      4: 'none',
      3: 'current',
      2: 'restorable',
      1: 'restorable',
    });
  });

  it('links a change to the screen that edits its record, while the record exists', () => {
    const at = (record_table: string, record_id: string, table_name = record_table, record_exists = true) =>
      recordPath({ record_table, record_id, table_name, record_exists });
    expect(at('articles', 'a1')).toBe('/articles/edit/a1');
    expect(at('packages', 'p1', 'departures')).toBe('/packages/edit/p1?tab=keberangkatan');
    expect(at('features', 'f1')).toBe('/features?edit=f1');
    expect(at('bank_accounts', 'b1')).toBe('/legal?edit=b1');
    expect(at('page_content', 'site-settings')).toBe('/settings');
    expect(at('articles', 'gone', 'articles', false)).toBeNull();
    // Every kind of record has a screen (a part of a record opens its record's).
    const parts = ['departures', 'package_hotels', 'album_photos'];
    for (const table of HISTORY_TABLES.filter((t) => !parts.includes(t)))
      expect(at(table, table === 'page_content' ? 'home' : 'x'), table).not.toBeNull();
  });

  it('reads the Aktivitas filters as whole WIB days, refuses a bad period beside its field, escapes the search', () => {
    const f = { ...EMPTY_ACTIVITY_FILTERS, table: 'articles', editor: SYSTEM, from: '2026-11-01', to: '2026-11-30' };
    expect(activityConditions(f)).toEqual([
      { op: 'eq', column: 'table_name', value: 'articles' },
      { op: 'is-null', column: 'changed_by' },
      { op: 'gte', column: 'changed_at', value: '2026-11-01T00:00:00+07:00' },
      { op: 'lt', column: 'changed_at', value: '2026-12-01T00:00:00+07:00' },
    ]);
    expect(periodErrors({ from: '31/02/2026', to: '' })).toEqual({ from: 'Tanggal tidak valid (dd/mm/yyyy)' });
    expect(periodErrors({ from: '2026-11-30', to: '2026-11-01' }).to).toMatch(/sesudah/);
    expect(activityConditions({ ...EMPTY_ACTIVITY_FILTERS, from: '3/13' })).toEqual([]);
    expect(activityConditions({ ...EMPTY_ACTIVITY_FILTERS, search: 'pengaturan' })).toEqual([
      {
        op: 'or',
        filter:
          'title.ilike.*pengaturan*,item_title.ilike.*pengaturan*,changed_by.ilike.*pengaturan*,and(record_table.eq.page_content,record_id.in.(site-settings))',
      },
    ]);
    const [search] = activityConditions({ ...EMPTY_ACTIVITY_FILTERS, search: 'Umroh (Plus), 9*' });
    expect(search).toEqual({
      op: 'or',
      filter: 'title.ilike.*Umroh _Plus__ 9_*,item_title.ilike.*Umroh _Plus__ 9_*,changed_by.ilike.*Umroh _Plus__ 9_*',
    });
  });
});
