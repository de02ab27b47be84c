import { describe, expect, it } from 'vitest';
import { exportFileName, foundSummary } from '../../admin/src/data-requests/model.ts';

describe('personal-data requests', () => {
  it('names the export by the masked number and the day', () => {
    expect(exportFileName({ whatsapp: '6281234567890' }, new Date('2026-11-29T03:00:00Z'))).toBe(
      'data-pribadi-628123xxx7890-2026-11-29.json',
    );
  });

  it('says what is stored, or that nothing is', () => {
    const none = { whatsapp: '628', inquiries: [], partners: [] };
    expect(foundSummary(none)).toBe('Tidak ada data tersimpan untuk nomor ini');
    const inquiry = {
      id: '1',
      created_at: '',
      name: 'A',
      package_title: null,
      status: 'baru',
      message: '',
      timeline: [],
    };
    expect(foundSummary({ ...none, inquiries: [inquiry, inquiry] })).toBe('Tersimpan: 2 prospek');
    expect(
      foundSummary({
        ...none,
        inquiries: [inquiry],
        partners: [{ name: 'B', city: '', code: 'b12', active: true, created_at: '' }],
      }),
    ).toBe('Tersimpan: 1 prospek, 1 mitra');
  });
});
