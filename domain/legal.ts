/**
 * Legalitas and the official bank accounts: the facts a family checks before paying (who the company is,
 * its licences and accreditation, the ministry that verifies them, and the only accounts a payment is valid
 * to). Stored as page_content 'legal' and public.bank_accounts. Pure: no I/O.
 */
import { lines } from './content.ts';
import { charCount } from './limits.ts';
import { FIELD_MESSAGES, isBlank, linkError, optionalDateError, type FieldErrors } from './fields.ts';

export interface LegalInfo {
  /** The company's legal name ("PT …"); every official account must be held by it. */
  companyName: string;
  /** Nomor Induk Berusaha (13 digits). */
  nib: string;
  /** Umrah licence (Penyelenggara Perjalanan Ibadah Umrah): number and ISO date. */
  ppiuNumber: string;
  ppiuDate: string;
  /** Haji khusus licence (Penyelenggara Ibadah Haji Khusus): number and ISO date. */
  pihkNumber: string;
  pihkDate: string;
  accreditationGrade: string;
  accreditationBody: string;
  /** ISO date the accreditation ends. */
  accreditationValidUntil: string;
  /** One association per line (AMPHURI, HIMPUH). */
  memberships: string;
  /** The licensing ministry: a fact the owner edits, since the ministry itself changed (UU 14/2025). */
  ministryName: string;
  /** Where a visitor verifies the licence. */
  ministryUrl: string;
  /** The facts are an example to replace (said in the admin only). */
  demo: boolean;
}

export const DEFAULT_LEGAL: LegalInfo = {
  companyName: '',
  nib: '',
  ppiuNumber: '',
  ppiuDate: '',
  pihkNumber: '',
  pihkDate: '',
  accreditationGrade: '',
  accreditationBody: '',
  accreditationValidUntil: '',
  memberships: '',
  ministryName: '',
  ministryUrl: '',
  demo: false,
};

/** A row of public.bank_accounts. */
export interface BankAccount {
  id: string;
  bank_name: string;
  account_number: string;
  holder: string;
  position: number;
}

export type AccountLine = Pick<BankAccount, 'bank_name' | 'account_number' | 'holder'>;

/** The associations, one per line, blanks dropped. */
export function memberships(legal: Pick<LegalInfo, 'memberships'>): string[] {
  return lines(legal.memberships);
}

/**
 * A legal name compared as a bank prints it: ASCII letters in one case, no dots or commas, single spaces
 * ("PT. Baitullah" = "PT BAITULLAH"). private.legal_name_key is the same rule in SQL.
 */
export function legalNameKey(name: string | null | undefined): string {
  return (name ?? '')
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/[.,]/g, '')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

/** The holder is the company itself (never a person): the rule the database enforces on bank_accounts. */
export function holderMatchesCompany(holder: string | null | undefined, company: string | null | undefined): boolean {
  const key = legalNameKey(company);
  return key !== '' && legalNameKey(holder) === key;
}

/** The accounts the site may show: held by the company, in the owner's order. */
export function officialAccounts<T extends AccountLine & { position?: number }>(
  legal: Pick<LegalInfo, 'companyName'>,
  accounts: readonly T[],
): T[] {
  return accounts
    .filter((a) => holderMatchesCompany(a.holder, legal.companyName))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** The digits of an account number, as a visitor pastes it into a banking app. */
export function accountDigits(number: string): string {
  return number.replace(/\D/g, '');
}

export const ACCOUNT_NUMBER_MESSAGE = 'Nomor rekening 5 sampai 20 angka (boleh dipisah spasi atau tanda -)';

/** The shape bank_accounts_account_number_format accepts: 5 to 20 digits, spaced or dashed. */
export function accountNumberError(value: string): string | null {
  if (isBlank(value)) return FIELD_MESSAGES.required;
  if (value.length > 40 || !/^[0-9]{5,20}$/.test(value.replace(/[ -]/g, ''))) return ACCOUNT_NUMBER_MESSAGE;
  return null;
}

/** NIB: 13 digits (OSS). Optional until the dashboard asks for it. */
export function nibError(value: string): string | null {
  const s = value.trim();
  if (s === '') return null;
  return /^\d{13}$/.test(s) ? null : 'NIB terdiri dari 13 angka';
}

/** The Legalitas form's checks, by field; lengths are checked from PAGE_CONTENT_LIMITS. */
export function legalErrors(v: LegalInfo): FieldErrors {
  const out: FieldErrors = {};
  const put = (path: keyof LegalInfo, message: string | null) => {
    if (message) out[path] = message;
  };
  put('nib', nibError(v.nib));
  put('ppiuDate', optionalDateError(v.ppiuDate));
  put('pihkDate', optionalDateError(v.pihkDate));
  put('accreditationValidUntil', optionalDateError(v.accreditationValidUntil));
  put('ministryUrl', linkError(v.ministryUrl));
  // A date without its licence number would show nothing on the site: say so instead.
  if (v.ppiuDate.trim() && !v.ppiuNumber.trim()) put('ppiuNumber', 'Isi nomor izin atau kosongkan tanggalnya');
  if (v.pihkDate.trim() && !v.pihkNumber.trim()) put('pihkNumber', 'Isi nomor izin atau kosongkan tanggalnya');
  return out;
}

export const HOLDER_MESSAGE = 'Nama pemilik rekening harus sama dengan nama perusahaan di Legalitas';

/** The bank account form's checks, by field (bankName, accountNumber, holder). */
export function bankAccountErrors(
  d: { bankName: string; accountNumber: string; holder: string },
  companyName: string,
): FieldErrors {
  const out: FieldErrors = {};
  if (isBlank(d.bankName)) out.bankName = FIELD_MESSAGES.required;
  else if (charCount(d.bankName) > 60) out.bankName = 'Paling banyak 60 karakter';
  const number = accountNumberError(d.accountNumber);
  if (number) out.accountNumber = number;
  if (isBlank(d.holder)) out.holder = FIELD_MESSAGES.required;
  else if (isBlank(companyName)) out.holder = 'Isi dulu nama perusahaan di Legalitas';
  else if (!holderMatchesCompany(d.holder, companyName)) out.holder = HOLDER_MESSAGE;
  return out;
}

/**
 * What the owner still has to fill in before the site can show the family every fact, each as the
 * dashboard's line ("PPIU belum diisi"). The PIHK licence is not asked for: an agency may offer umrah only.
 * `today` is an ISO date (YYYY-MM-DD) in WIB.
 */
export function legalGaps(legal: LegalInfo, accounts: readonly AccountLine[], today: string): string[] {
  const gaps: string[] = [];
  const missing = (value: string, what: string) => {
    if (isBlank(value)) gaps.push(`${what} belum diisi`);
  };
  if (legal.demo) gaps.push('Data legalitas masih contoh (demo): ganti dengan data resmi perusahaan');
  missing(legal.companyName, 'Nama perusahaan');
  missing(legal.nib, 'NIB');
  missing(legal.ppiuNumber, 'PPIU');
  if (!isBlank(legal.ppiuNumber)) missing(legal.ppiuDate, 'Tanggal PPIU');
  if (!isBlank(legal.pihkNumber)) missing(legal.pihkDate, 'Tanggal PIHK');
  missing(legal.accreditationGrade, 'Akreditasi');
  if (!isBlank(legal.accreditationGrade)) missing(legal.accreditationValidUntil, 'Masa berlaku akreditasi');
  const until = legal.accreditationValidUntil.trim();
  if (until && until < today) gaps.push('Masa berlaku akreditasi sudah lewat');
  missing(legal.ministryName, 'Nama kementerian');
  missing(legal.ministryUrl, 'Tautan verifikasi kementerian');
  if (accounts.length === 0) gaps.push('Rekening resmi belum ada');
  for (const a of accounts) {
    if (!holderMatchesCompany(a.holder, legal.companyName)) {
      gaps.push(`Rekening ${a.bank_name} ${a.account_number}: pemilik bukan nama perusahaan, tidak tampil di situs`);
    }
  }
  return gaps;
}
