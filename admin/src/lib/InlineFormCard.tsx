import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { hasErrors, type FieldErrors } from '../domain.ts';
import { focusFirstInvalid } from './form-errors.ts';
import { isDraftDirty } from './inline-form.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { DraftNotice } from './DraftNotice.tsx';
import { useToast } from './toast.ts';

/** What a card screen hands to its inline form. */
export interface InlineFormProps<D> {
  /** What the form starts with: the record (or the empty draft), or typing kept from an ended session. */
  initial: D;
  mode: 'add' | 'edit';
  busy: boolean;
  onSave(draft: D): void;
  onCancel(): void;
  /** Where the typing is kept if the session ends (lib/drafts.ts). */
  draftKey?: string;
  /** Set when `initial` is kept typing: the record's own values, and how to drop the typing. */
  restored?: { baseline: D; discard(): void } | null;
  /** The server refused the last save for a field's value: the reason, shown beside that field. */
  refused?: FieldErrors | null;
}

/**
 * The frame of an inline add/edit form ("Tambah {noun}" / "Edit {noun}"):
 * the draft is checked on submit, a problem becomes a 'Gagal' toast and nothing is saved.
 * Leaving the screen (or the page) with typing in it asks first, as the package and page forms do.
 */
export function InlineFormCard<D>({
  noun,
  initial,
  mode,
  busy,
  draft,
  validate,
  fieldErrors,
  onFieldErrors,
  onSave,
  onCancel,
  draftKey,
  restored,
  refused,
  children,
}: InlineFormProps<D> & {
  noun: string;
  draft: D;
  validate(draft: D): string | null;
  /** Field-level checks: the form shows them beside the fields it gets through onFieldErrors. */
  fieldErrors?(draft: D): FieldErrors;
  onFieldErrors?(errors: FieldErrors): void;
  children: ReactNode;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal the browser's own checks could not foresee (e.g. the company name changed in another tab):
  // the failure toast says it was not saved, and the reason goes beside the field, which gets the focus.
  useEffect(() => {
    if (!refused) return;
    onFieldErrors?.(refused);
    focusFirstInvalid(formRef.current);
    // Only a new refusal moves the errors and the focus (onFieldErrors is a new function on every render).
  }, [refused]);
  const title = `${mode === 'add' ? 'Tambah' : 'Edit'} ${noun}`;
  const baseline = restored?.baseline ?? initial;
  const changed = isDraftDirty(baseline, draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors?.(draft) ?? {};
    onFieldErrors?.(found);
    const problem = validate(draft) ?? (hasErrors(found) ? 'Periksa kembali field yang ditandai merah' : null);
    if (problem) {
      toast.error(`Gagal menyimpan ${noun.toLowerCase()}`, problem);
      focusFirstInvalid(e.currentTarget as HTMLElement);
      return;
    }
    onSave(draft);
  };
  return (
    <Card
      component="form"
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={title}
      sx={{ mb: 3, borderColor: 'primary.main' }}
    >
      {/* While saving, no prompt: a successful save closes the form anyway. */}
      {/* The draft is kept whatever `busy` says: a save under way is what finds the session ended. */}
      <UnsavedChangesGuard
        dirty={!busy && changed}
        draft={draftKey ? { key: draftKey, values: () => draft, changed: () => changed } : undefined}
      />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2">{title}</Typography>
        {restored ? <DraftNotice onDiscard={restored.discard} /> : null}
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            Batal
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Menyimpan...' : mode === 'add' ? 'Tambah' : 'Perbarui'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
