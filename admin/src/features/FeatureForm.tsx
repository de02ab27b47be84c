import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { FEATURE_ICONS } from '../domain.ts';
import { useToast } from '../lib/toast.ts';
import { FEATURE_ICON_COMPONENTS } from './icons.ts';
import { ICON_LABELS, validateFeature, type FeatureDraft } from './model.ts';

export function FeatureForm({
  initial,
  mode,
  busy,
  onSave,
  onCancel,
}: {
  initial: FeatureDraft;
  mode: 'add' | 'edit';
  busy: boolean;
  onSave(d: FeatureDraft): void;
  onCancel(): void;
}) {
  const [d, setD] = useState(initial);
  const toast = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateFeature(d);
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
      aria-label={mode === 'add' ? 'Tambah Keunggulan' : 'Edit Keunggulan'}
      sx={{ mb: 3, borderColor: 'primary.main' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2">{mode === 'add' ? 'Tambah Keunggulan' : 'Edit Keunggulan'}</Typography>
        <TextField
          label="Judul"
          value={d.title}
          onChange={(e) => setD({ ...d, title: e.target.value })}
          required
          autoFocus
        />
        <TextField
          label="Deskripsi"
          value={d.description}
          onChange={(e) => setD({ ...d, description: e.target.value })}
          required
          multiline
          minRows={3}
        />
        <Box role="radiogroup" aria-label="Ikon">
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
            Ikon
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {FEATURE_ICONS.map((name) => {
              const Icon = FEATURE_ICON_COMPONENTS[name];
              const selected = d.icon === name;
              return (
                <ButtonBase
                  key={name}
                  role="radio"
                  aria-checked={selected}
                  aria-label={name}
                  title={ICON_LABELS[name]}
                  onClick={() => setD({ ...d, icon: name })}
                  sx={{
                    width: 64,
                    py: 1,
                    borderRadius: 2,
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'rgba(15,118,110,0.08)' : 'transparent',
                    flexDirection: 'column',
                    gap: 0.25,
                    color: selected ? 'primary.main' : 'text.secondary',
                  }}
                >
                  <Icon />
                  <Typography sx={{ fontSize: '0.7rem' }}>{name}</Typography>
                </ButtonBase>
              );
            })}
          </Box>
        </Box>
        <FormControlLabel
          control={<Switch checked={d.isActive} onChange={(e) => setD({ ...d, isActive: e.target.checked })} />}
          label="Tampilkan di situs"
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
