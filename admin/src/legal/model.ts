/** Rekening resmi in the admin: a row of public.bank_accounts and its inline form's draft. Pure. */
import { bankAccountErrors, type BankAccount, type FieldErrors } from '../domain.ts';

export interface AdminBankAccount extends BankAccount {
  updated_at?: string;
}

export interface BankAccountDraft {
  bankName: string;
  accountNumber: string;
  holder: string;
}

export const EMPTY_ACCOUNT: BankAccountDraft = { bankName: '', accountNumber: '', holder: '' };

/** A new account starts held by the company: the only holder the database accepts. */
export function newAccountDraft(companyName: string): BankAccountDraft {
  return { ...EMPTY_ACCOUNT, holder: companyName.trim() };
}

export function accountToDraft(a: AdminBankAccount): BankAccountDraft {
  return { bankName: a.bank_name, accountNumber: a.account_number, holder: a.holder };
}

export function accountFieldErrors(d: BankAccountDraft, companyName: string): FieldErrors {
  return bankAccountErrors(d, companyName);
}

export function accountPayload(d: BankAccountDraft, position?: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    bank_name: d.bankName.trim(),
    account_number: d.accountNumber.trim(),
    holder: d.holder.trim(),
  };
  if (position !== undefined) out.position = position;
  return out;
}

/** New accounts go last. */
export function nextAccountPosition(accounts: readonly Pick<BankAccount, 'position'>[]): number {
  return accounts.reduce((max, a) => Math.max(max, Number(a.position) || 0), 0) + 1;
}
