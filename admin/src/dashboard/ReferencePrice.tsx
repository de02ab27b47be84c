import { useState } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIdr, formatIdrTyping, parseIdr } from '../domain.ts';
import { IdrInput } from '../lib/IdrInput.tsx';
import { errorMessage } from '../lib/errors.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

const QUERY_KEY = ['umroh_reference_price'];
const DECREE_MAX = 100;

/** What is wrong with the typed reference price, by field; empty when it can be saved. */
export function referencePriceErrors(price: string, decree: string): { price?: string; decree?: string } {
  const errors: { price?: string; decree?: string } = {};
  const parsed = parseIdr(price);
  if (!parsed.ok) errors.price = parsed.error;
  else if (parsed.value === null || parsed.value < 1) errors.price = 'Isi harga referensi';
  const d = decree.trim();
  if (!d) errors.decree = 'Isi dasar hukumnya, mis. KMA 777/2020';
  else if ([...d].length > DECREE_MAX) errors.decree = `Maksimal ${DECREE_MAX} karakter`;
  return errors;
}

/**
 * The Umrah reference price the consistency check compares prices with (a ministry decree; the owner updates it
 * when a new decree sets another). Shown under the findings, edited in place.
 */
export function ReferencePrice() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.referencePrice(),
    retry: 1,
  });
  const [editing, setEditing] = useState<{ price: string; decree: string } | null>(null);
  const [errors, setErrors] = useState<{ price?: string; decree?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  const row = query.data;
  if (!row) return null;

  const start = () => {
    setEditing({ price: formatIdrTyping(String(row.price)), decree: row.decree });
    setErrors({});
  };
  const save = async () => {
    if (!editing) return;
    const found = referencePriceErrors(editing.price, editing.decree);
    setErrors(found);
    if (found.price || found.decree) return;
    const parsed = parseIdr(editing.price);
    setSaving(true);
    try {
      const saved = await dataProvider.setReferencePrice({
        price: parsed.ok && parsed.value !== null ? parsed.value : 0,
        decree: editing.decree.trim(),
      });
      queryClient.setQueryData(QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['package_checks'] });
      setEditing(null);
      notify('Harga referensi disimpan', { type: 'success' });
    } catch (e) {
      // The typed values stay in the form; the reason is shown beside it.
      setErrors({ form: `Gagal menyimpan: ${errorMessage(e)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box data-testid="reference-price" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {editing ? (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
        >
          <IdrInput
            label="Harga referensi Umroh"
            value={editing.price}
            onChange={(price) => setEditing({ ...editing, price })}
            required
            error={!!errors.price}
            helperText={errors.price ?? 'Harga paket Umroh di bawah ini wajib dilaporkan'}
          />
          <TextField
            label="Dasar hukum"
            value={editing.decree}
            onChange={(e) => setEditing({ ...editing, decree: e.target.value })}
            required
            error={!!errors.decree}
            helperText={errors.decree ?? `${[...editing.decree.trim()].length}/${DECREE_MAX}`}
          />
          {errors.form ? (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {errors.form}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Menyimpan…' : 'Simpan harga referensi'}
            </Button>
            <Button onClick={() => setEditing(null)} disabled={saving}>
              Batal
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">
            Harga referensi Umroh: <strong>{formatIdr(row.price)}</strong> ({row.decree})
          </Typography>
          <Button size="small" onClick={start}>
            Ubah
          </Button>
        </Box>
      )}
    </Box>
  );
}
