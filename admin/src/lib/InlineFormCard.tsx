import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useToast } from './toast.ts';

/** What a card screen hands to its inline form. */
export interface InlineFormProps<D> {
  initial: D;
  mode: 'add' | 'edit';
  busy: boolean;
  onSave(draft: D): void;
  onCancel(): void;
}

/**
 * The frame of an inline add/edit form ("Tambah {noun}" / "Edit {noun}"):
 * the draft is checked on submit, a problem becomes an 'Error' toast and nothing is saved.
 */
export function InlineFormCard<D>({
  noun,
  mode,
  busy,
  draft,
  validate,
  onSave,
  onCancel,
  children,
}: Omit<InlineFormProps<D>, 'initial'> & {
  noun: string;
  draft: D;
  validate(draft: D): string | null;
  children: ReactNode;
}) {
  const toast = useToast();
  const title = `${mode === 'add' ? 'Tambah' : 'Edit'} ${noun}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validate(draft);
    if (problem) {
      toast.error('Error', problem);
      return;
    }
    onSave(draft);
  };
  return (
    <Card component="form" onSubmit={submit} noValidate aria-label={title} sx={{ mb: 3, borderColor: 'primary.main' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2">{title}</Typography>
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
