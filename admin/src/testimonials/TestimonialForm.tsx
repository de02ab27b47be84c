import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { ImageField } from '../lib/ImageField.tsx';
import { useToast } from '../lib/toast.ts';
import { validateTestimonial, type TestimonialDraft } from './model.ts';
import { StarInput } from './Stars.tsx';

export function TestimonialForm({
  initial,
  mode,
  busy,
  onSave,
  onCancel,
}: {
  initial: TestimonialDraft;
  mode: 'add' | 'edit';
  busy: boolean;
  onSave(d: TestimonialDraft): void;
  onCancel(): void;
}) {
  const [d, setD] = useState(initial);
  const toast = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateTestimonial(d);
    if (problem) {
      toast.error('Error', problem);
      return;
    }
    onSave(d);
  };
  return (
    <Card
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={mode === 'add' ? 'Tambah Testimoni' : 'Edit Testimoni'}
      sx={{ mb: 3, borderColor: 'primary.main' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2">{mode === 'add' ? 'Tambah Testimoni' : 'Edit Testimoni'}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label="Nama"
            value={d.name}
            onChange={(e) => setD({ ...d, name: e.target.value })}
            required
            autoFocus
          />
          <TextField
            label="Kota"
            value={d.location}
            onChange={(e) => setD({ ...d, location: e.target.value })}
            placeholder="Jakarta Selatan"
          />
        </Box>
        <TextField
          label="Testimoni"
          value={d.content}
          onChange={(e) => setD({ ...d, content: e.target.value })}
          required
          multiline
          minRows={3}
        />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Rating
          </Typography>
          <StarInput value={d.rating} onChange={(rating) => setD({ ...d, rating })} />
        </Box>
        <ImageField
          label="Foto (Avatar)"
          value={d.avatarUrl}
          onChange={(avatarUrl) => setD({ ...d, avatarUrl })}
          hint="Ukuran yang disarankan 300x300 piksel (opsional)"
          previewHeight={96}
          previewFit="contain"
        />
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
