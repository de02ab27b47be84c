import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEGAL,
  accountNumberError,
  bankAccountErrors,
  bookingWhatsappMessage,
  holderMatchesCompany,
  legalErrors,
  legalGaps,
  licences,
  officialAccounts,
  type LegalInfo,
} from '../../domain/index.ts';

const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'account-holders.json'), 'utf8'),
) as { cases: { holder: string; company: string; matches: boolean }[] };

const COMPANY = 'PT Baitullah Tour dan Travel';
const complete: LegalInfo = {
  companyName: COMPANY,
  nib: '9120301234567',
  ppiuNumber: 'U.123 Tahun 2019',
  ppiuDate: '2019-03-12',
  pihkNumber: '',
  pihkDate: '',
  accreditationGrade: 'A',
  accreditationBody: 'Lembaga Akreditasi',
  accreditationValidUntil: '2027-03-11',
  memberships: 'AMPHURI',
  ministryName: 'Kementerian Haji dan Umrah',
  ministryUrl: 'https://example.go.id/',
  demo: false,
};
const account = { bank_name: 'BSI', account_number: '7123 4567 89', holder: COMPANY, position: 1 };

describe('holderMatchesCompany agrees with tests/fixtures/account-holders.json', () => {
  it.each(cases)('$holder / $company', (c) => {
    expect(holderMatchesCompany(c.holder, c.company)).toBe(c.matches);
  });
});

describe('officialAccounts: the site shows only accounts held by the company, in order', () => {
  it('drops a personal account and sorts by position', () => {
    const shown = officialAccounts({ companyName: COMPANY }, [
      { ...account, bank_name: 'Mandiri', position: 2 },
      { ...account, holder: 'Ahmad', position: 0 },
      { ...account, position: 1 },
    ]);
    expect(shown.map((a) => a.bank_name)).toEqual(['BSI', 'Mandiri']);
  });
});

describe('legalGaps: what the dashboard asks for', () => {
  it('lists nothing when every fact is there', () => {
    expect(legalGaps(complete, [account], '2026-11-28')).toEqual([]);
  });

  it('names the missing licence the way the owner reads it', () => {
    expect(legalGaps({ ...complete, ppiuNumber: '', ppiuDate: '' }, [account], '2026-11-28')).toEqual([
      'PPIU belum diisi',
    ]);
  });

  it('asks for everything on an empty document, the accounts included', () => {
    const gaps = legalGaps(DEFAULT_LEGAL, [], '2026-11-28');
    expect(gaps).toEqual([
      'Nama perusahaan belum diisi',
      'NIB belum diisi',
      'PPIU belum diisi',
      'Akreditasi belum diisi',
      'Nama kementerian belum diisi',
      'Tautan verifikasi kementerian belum diisi',
      'Rekening resmi belum ada',
    ]);
  });

  it('says when the facts are the demo, the accreditation ran out, or an account is not the company’s', () => {
    const gaps = legalGaps(
      { ...complete, demo: true, accreditationValidUntil: '2026-11-27' },
      [{ ...account, holder: 'Ahmad' }],
      '2026-11-28',
    );
    expect(gaps).toEqual([
      'Data legalitas masih contoh (demo): ganti dengan data resmi perusahaan',
      'Masa berlaku akreditasi sudah lewat',
      'Rekening BSI 7123 4567 89: pemilik bukan nama perusahaan, tidak tampil di situs',
    ]);
  });
});

describe('legalErrors: the Legalitas form refuses beside the field', () => {
  it('accepts a complete document and a blank one', () => {
    expect(legalErrors(complete)).toEqual({});
    expect(legalErrors(DEFAULT_LEGAL)).toEqual({});
  });

  it('refuses a date that is not one, a date without its number, a bad NIB and a link that is not one', () => {
    expect(
      legalErrors({
        ...complete,
        ppiuDate: '2024-02-31',
        pihkDate: '2020-08-20',
        nib: '12345',
        ministryUrl: 'kemenhaj',
      }),
    ).toEqual({
      ppiuDate: 'Tanggal tidak valid (dd/mm/yyyy)',
      pihkNumber: 'Isi nomor izin atau kosongkan tanggalnya',
      nib: 'NIB terdiri dari 13 angka',
      ministryUrl: expect.any(String),
    });
  });
});

describe('bank account checks', () => {
  it('accepts digits spaced or dashed as banks print them, 5 to 20 digits', () => {
    expect(accountNumberError('7123 4567 89')).toBeNull();
    expect(accountNumberError('123-456-7890')).toBeNull();
    expect(accountNumberError('1234')).toMatch(/5 sampai 20 angka/);
    expect(accountNumberError('12a45678')).toMatch(/5 sampai 20 angka/);
  });

  it('refuses a holder that is not the company, and an account before the company is named', () => {
    const d = { bankName: 'BSI', accountNumber: '7123456789', holder: 'Ahmad' };
    expect(bankAccountErrors(d, COMPANY)).toEqual({
      holder: 'Nama pemilik rekening harus sama dengan nama perusahaan di Legalitas',
    });
    expect(bankAccountErrors({ ...d, holder: COMPANY }, COMPANY)).toEqual({});
    expect(bankAccountErrors({ ...d, holder: COMPANY }, '')).toEqual({
      holder: 'Isi dulu nama perusahaan di Legalitas',
    });
  });

  it('counts a bank name as the database does: an emoji is one character', () => {
    const d = { accountNumber: '7123456789', holder: COMPANY };
    expect(bankAccountErrors({ ...d, bankName: `${'B'.repeat(58)}🏦🏦` }, COMPANY)).toEqual({});
    expect(bankAccountErrors({ ...d, bankName: `${'B'.repeat(59)}🏦🏦` }, COMPANY).bankName).toBe(
      'Paling banyak 60 karakter',
    );
  });
});

describe('licences come from Legalitas', () => {
  it('leaves out a licence without a number', () => {
    expect(licences(complete).map((l) => l.kind)).toEqual(['PPIU']);
  });
});

describe('the booking message ends with the official accounts and the warning', () => {
  it('names each account with its holder after the request', () => {
    const m = bookingWhatsappMessage({ title: 'Umroh', url: 'https://x.test/umroh/a', accounts: [account] });
    const lines = m.split('\n');
    expect(lines.slice(-2)).toEqual([
      'Pembayaran hanya sah jika ditransfer ke rekening resmi atas nama perusahaan berikut.',
      `- BSI 7123 4567 89 a.n. ${COMPANY}`,
    ]);
  });

  it('says nothing about payment when there is no official account', () => {
    expect(bookingWhatsappMessage({ title: 'Umroh', url: '' })).not.toContain('rekening');
  });
});
