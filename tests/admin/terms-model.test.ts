import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS_FORM, termsFormErrors, termsFromForm, termsToForm } from '../../admin/src/pages/terms-model.ts';
import {
  cancellationErrors,
  newPackageDefaults,
  packageFields,
  packageToForm,
} from '../../admin/src/packages/model.ts';

const stored = {
  cancellationTiers: [
    { days: 60, percent: 10 },
    { days: 0, percent: 100 },
  ],
  passportMonths: 8,
  passportNameWords: 2,
  documents: ['Pas foto'],
};

describe('Ketentuan & Dokumen form', () => {
  it('round-trips the stored document', () => {
    const form = termsToForm(stored);
    expect(termsFormErrors(form)).toEqual({});
    expect(termsFromForm(form)).toEqual(stored);
  });

  it('starts from no tiers and the Saudi passport rule', () => {
    expect(DEFAULT_TERMS_FORM).toEqual({
      cancellationTiers: [],
      passportMonths: '6',
      passportNameWords: '2',
      documents: [],
    });
    expect(termsFormErrors(DEFAULT_TERMS_FORM)).toEqual({});
  });

  it('refuses beside each field and keeps what was typed', () => {
    const form = {
      ...termsToForm(stored),
      passportMonths: '8,5',
      passportNameWords: '',
      cancellationTiers: [
        { days: '60', percent: '10' },
        { days: '30', percent: '5' },
      ],
    };
    expect(termsFormErrors(form)).toEqual({
      passportMonths: 'Isi dengan bilangan bulat, tanpa titik atau koma',
      passportNameWords: 'Wajib diisi',
      'cancellationTiers.1.percent': 'Tidak boleh lebih kecil dari baris di atasnya (10%)',
      'cancellationTiers.1.days': 'Baris terakhir harus 0 hari (berlaku sampai hari keberangkatan)',
    });
    expect(form.passportMonths).toBe('8,5');
  });

  it('drops blank documents when saving', () => {
    expect(termsFromForm({ ...termsToForm(stored), documents: ['  KTP ', ''] }).documents).toEqual(['KTP']);
  });
});

describe('package form: Pembatalan & Dokumen', () => {
  it('stores null for the site-wide tiers and the typed tiers for its own', () => {
    const v = newPackageDefaults();
    expect(packageFields(v)).toMatchObject({ cancellation_tiers: null, extra_documents: [] });
    const own = { ...v, useSiteTiers: false, cancellationTiers: [{ days: '0', percent: '100' }] };
    expect(packageFields(own)).toMatchObject({ cancellation_tiers: [{ days: 0, percent: 100 }] });
  });

  it('reads a stored row: null is the site-wide table', () => {
    expect(packageToForm({ cancellation_tiers: null })).toMatchObject({ useSiteTiers: true, cancellationTiers: [] });
    expect(
      packageToForm({ cancellation_tiers: [{ days: 0, percent: 50 }], extra_documents: ['Surat mahram'] }),
    ).toMatchObject({
      useSiteTiers: false,
      cancellationTiers: [{ days: '0', percent: '50' }],
      extraDocuments: ['Surat mahram'],
    });
  });

  it('refuses an empty own table, a broken row and a document over 200 characters', () => {
    expect(cancellationErrors({ useSiteTiers: false, cancellationTiers: [], extraDocuments: [] })).toEqual({
      cancellationTiers: 'Tambahkan minimal satu baris, atau pakai ketentuan umum',
    });
    expect(
      cancellationErrors({
        useSiteTiers: false,
        cancellationTiers: [{ days: '10', percent: '101' }],
        extraDocuments: ['x'.repeat(201)],
      }),
    ).toEqual({
      'cancellationTiers.0.percent': 'Maksimal 100',
      'cancellationTiers.0.days': 'Baris terakhir harus 0 hari (berlaku sampai hari keberangkatan)',
      'extraDocuments.0': 'Paling banyak 200 karakter (sekarang 201)',
    });
    // The site-wide choice ignores rows left from an own table (they are not saved).
    expect(
      cancellationErrors({ useSiteTiers: true, cancellationTiers: [{ days: 'x', percent: '' }], extraDocuments: [] }),
    ).toEqual({});
  });
});
