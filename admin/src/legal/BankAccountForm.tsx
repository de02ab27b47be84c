import { useState } from 'react';
import { TextField } from '@mui/material';
import { COLUMN_LIMITS, type FieldErrors } from '../domain.ts';
import { InlineFormCard, type InlineFormProps } from '../lib/InlineFormCard.tsx';
import { fieldError, limitedField } from '../lib/form-errors.ts';
import { accountFieldErrors, type BankAccountDraft } from './model.ts';
import { BANK_ACCOUNT_LABELS as L } from '../i18n/resources.ts';

const LIMITS = COLUMN_LIMITS.bank_accounts;

/** Add or edit one official account; the holder is checked against the company name Legalitas has stored. */
export function BankAccountForm({
  initial,
  companyName,
  ...frame
}: InlineFormProps<BankAccountDraft> & { companyName: string }) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = (draft: BankAccountDraft) => accountFieldErrors(draft, companyName);
  const set = (patch: Partial<BankAccountDraft>) => {
    const next = { ...d, ...patch };
    setD(next);
    if (Object.keys(errors).length) setErrors(check(next));
  };
  return (
    <InlineFormCard
      noun="Rekening"
      initial={initial}
      draft={d}
      validate={() => null}
      fieldErrors={check}
      onFieldErrors={setErrors}
      {...frame}
    >
      <TextField
        label={L.bank_name}
        value={d.bankName}
        onChange={(e) => set({ bankName: e.target.value })}
        required
        autoFocus
        {...limitedField(errors, 'bankName', d.bankName, LIMITS.bank_name.max, 'Contoh: Bank Syariah Indonesia (BSI)')}
      />
      <TextField
        label={L.account_number}
        value={d.accountNumber}
        onChange={(e) => set({ accountNumber: e.target.value })}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...fieldError(errors, 'accountNumber', 'Angka saja; boleh dipisah spasi seperti di buku tabungan')}
      />
      <TextField
        label={L.holder}
        value={d.holder}
        onChange={(e) => set({ holder: e.target.value })}
        required
        {...limitedField(
          errors,
          'holder',
          d.holder,
          LIMITS.holder.max,
          companyName
            ? `Harus sama dengan nama perusahaan: ${companyName}`
            : 'Isi dulu nama perusahaan di atas lalu simpan',
        )}
      />
    </InlineFormCard>
  );
}
