import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERMS,
  cancellationRows,
  documentChecklist,
  isCancellationTiers,
  packageTiers,
  termsContent,
  tierDraftErrors,
  tierDrafts,
  tiersFromDrafts,
} from '../../domain/terms.ts';

interface Case {
  name: string;
  tiers: unknown;
  valid: boolean;
}
const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'cancellation-tiers.json'), 'utf8'),
) as { cases: Case[] };

describe('isCancellationTiers agrees with tests/fixtures/cancellation-tiers.json', () => {
  it.each(cases)('$name', (c) => {
    expect(isCancellationTiers(c.tiers)).toBe(c.valid);
  });
});

describe('typed tiers', () => {
  // The admin's refusals follow the same rule: what the form accepts, the database stores, and the reverse.
  const numeric = cases.filter(
    (c) =>
      Array.isArray(c.tiers) &&
      c.tiers.length > 0 &&
      c.tiers.length <= 8 &&
      c.tiers.every(
        (t) =>
          typeof t === 'object' &&
          t !== null &&
          Object.keys(t).length === 2 &&
          typeof (t as { days: unknown }).days === 'number' &&
          typeof (t as { percent: unknown }).percent === 'number',
      ),
  );
  it.each(numeric)('$name: refused in the form exactly when the rule refuses it', (c) => {
    const drafts = (c.tiers as { days: number; percent: number }[]).map((t) => ({
      days: String(t.days),
      percent: String(t.percent),
    }));
    const errors = tierDraftErrors(drafts, 'tiers');
    expect(Object.keys(errors).length === 0).toBe(c.valid);
    if (c.valid) expect(tiersFromDrafts(drafts)).toEqual(c.tiers);
  });

  it('puts each sentence beside its field', () => {
    expect(
      tierDraftErrors(
        [
          { days: '30', percent: '50' },
          { days: '45', percent: '10' },
          { days: '7', percent: '' },
        ],
        'tiers',
      ),
    ).toEqual({
      'tiers.1.days': 'Harus lebih kecil dari baris di atasnya (30 hari)',
      'tiers.1.percent': 'Tidak boleh lebih kecil dari baris di atasnya (50%)',
      'tiers.2.days': 'Baris terakhir harus 0 hari (berlaku sampai hari keberangkatan)',
      'tiers.2.percent': 'Wajib diisi',
    });
    expect(tierDraftErrors([{ days: '1,5', percent: '101' }], 't')).toEqual({
      't.0.days': 'Isi dengan bilangan bulat, tanpa titik atau koma',
      't.0.percent': 'Maksimal 100',
    });
    expect(
      tierDraftErrors(
        Array.from({ length: 9 }, () => ({ days: '0', percent: '0' })),
        't',
      ).t,
    ).toBe('Paling banyak 8 baris');
  });

  it('round-trips stored tiers through the form', () => {
    const tiers = [
      { days: 60, percent: 10 },
      { days: 0, percent: 100 },
    ];
    expect(tiersFromDrafts(tierDrafts(tiers))).toEqual(tiers);
    expect(tierDrafts(null)).toEqual([]);
  });
});

describe('the table and the checklist', () => {
  it('reads tiers as ranges of days, far from departure first', () => {
    expect(
      cancellationRows([
        { days: 60, percent: 10 },
        { days: 30, percent: 50 },
        { days: 29, percent: 75 },
        { days: 0, percent: 100 },
      ]),
    ).toEqual([
      { when: '60 hari atau lebih sebelum keberangkatan', cost: '10% dari harga paket' },
      { when: '30–59 hari sebelum keberangkatan', cost: '50% dari harga paket' },
      { when: '29 hari sebelum keberangkatan', cost: '75% dari harga paket' },
      { when: 'Kurang dari 29 hari sebelum keberangkatan', cost: '100% dari harga paket' },
    ]);
    expect(cancellationRows([{ days: 0, percent: 0 }])).toEqual([
      { when: 'Kapan pun sebelum keberangkatan', cost: 'Tanpa potongan' },
    ]);
  });

  it('uses a package’s own tiers when it has them, the site’s otherwise', () => {
    const site = { ...DEFAULT_TERMS, cancellationTiers: [{ days: 0, percent: 100 }] };
    const own = [
      { days: 10, percent: 0 },
      { days: 0, percent: 100 },
    ];
    expect(packageTiers({ cancellation_tiers: null, extra_documents: [] }, site)).toEqual(site.cancellationTiers);
    expect(packageTiers({ cancellation_tiers: own, extra_documents: [] }, site)).toEqual(own);
  });

  it('states the passport rule first, then the site’s documents, then the package’s', () => {
    const site = termsContent({ passportMonths: 8, passportNameWords: 2, documents: ['Pas foto', '  '] });
    expect(documentChecklist(site, ['Surat mahram'])).toEqual([
      'Paspor berlaku minimal 8 bulan dari tanggal keberangkatan, dengan nama minimal 2 kata',
      'Pas foto',
      'Surat mahram',
    ]);
  });

  it('shows no tiers that break the rule and falls back on unusable numbers', () => {
    const t = termsContent({ cancellationTiers: [{ days: 30, percent: 10 }], passportMonths: 0 });
    expect(t.cancellationTiers).toEqual([]);
    expect(t.passportMonths).toBe(DEFAULT_TERMS.passportMonths);
    expect(termsContent(null)).toEqual(DEFAULT_TERMS);
  });
});
