import { describe, expect, it } from 'vitest';
import { fieldChanges, shownValue } from '../../admin/src/history/model.ts';

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
