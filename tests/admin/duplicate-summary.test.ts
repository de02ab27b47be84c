import { describe, expect, it } from 'vitest';
import { duplicateSummary } from '../../admin/src/packages/duplicate.ts';

describe('the toast after "Duplikat" says what was copied', () => {
  it.each([
    [3, 2, 'Paket disalin dengan 3 keberangkatan (ditutup) dan 2 hotel: "Umroh (Copy)", sebagai draft.'],
    [1, 0, 'Paket disalin dengan 1 keberangkatan (ditutup), tanpa hotel: "Umroh (Copy)", sebagai draft.'],
    [0, 2, 'Paket disalin dengan 2 hotel, tanpa keberangkatan: "Umroh (Copy)", sebagai draft.'],
    [0, 0, 'Paket disalin tanpa keberangkatan dan hotel: "Umroh (Copy)", sebagai draft.'],
  ])('%i departures, %i hotels', (departures, hotels, text) => {
    expect(duplicateSummary({ title: 'Umroh (Copy)', departures, hotels })).toBe(text);
  });
});
