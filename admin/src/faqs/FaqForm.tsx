import { useState } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import type { FieldErrors } from '../domain.ts';
import { InlineFormCard, type InlineFormProps } from '../lib/InlineFormCard.tsx';
import { limitedField } from '../lib/form-errors.ts';
import { ANSWER_MAX, QUESTION_MAX, faqFieldErrors, validateFaq, type FaqDraft } from './model.ts';
import { SITE_WIDE_LABEL, packageLabel, usePackageOptions } from './packages.ts';
import { FAQ_LABELS } from '../i18n/resources.ts';

export function FaqForm({ initial, ...frame }: InlineFormProps<FaqDraft>) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const packages = usePackageOptions();
  const set = (patch: Partial<FaqDraft>) => {
    const next = { ...d, ...patch };
    setD(next);
    if (Object.keys(errors).length) setErrors(faqFieldErrors(next));
  };
  return (
    <InlineFormCard
      noun="FAQ"
      initial={initial}
      draft={d}
      validate={validateFaq}
      fieldErrors={faqFieldErrors}
      onFieldErrors={setErrors}
      {...frame}
    >
      <TextField
        select
        label={FAQ_LABELS.package_id}
        value={d.packageId}
        onChange={(e) => set({ packageId: e.target.value })}
        // '' is "Umum": shown as an option, not as an empty field.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        helperText="Umum tampil di halaman FAQ; pertanyaan paket tampil di halaman paket tersebut."
      >
        <MenuItem value="">{SITE_WIDE_LABEL}</MenuItem>
        {packages.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {packageLabel(packages, p.id)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={FAQ_LABELS.question}
        value={d.question}
        onChange={(e) => set({ question: e.target.value })}
        required
        autoFocus
        {...limitedField(errors, 'question', d.question, QUESTION_MAX)}
      />
      <TextField
        label={FAQ_LABELS.answer}
        value={d.answer}
        onChange={(e) => set({ answer: e.target.value })}
        required
        multiline
        minRows={3}
        {...limitedField(errors, 'answer', d.answer, ANSWER_MAX)}
      />
      <FormControlLabel
        control={<Switch checked={d.isActive} onChange={(e) => set({ isActive: e.target.checked })} />}
        label={FAQ_LABELS.is_active}
      />
    </InlineFormCard>
  );
}
