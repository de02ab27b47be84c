import {
  Alert,
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  TERMS_LIMITS,
  cancellationRows,
  hasErrors,
  tierDraftErrors,
  tiersFromDrafts,
  type FieldErrors,
  type TierDraft,
} from '../domain.ts';
import { fieldError } from './form-errors.ts';

/**
 * The rows of a cancellation table: days before departure and the share of the price forfeited, far from
 * departure first. Errors come from the form (keyed `${name}.${i}.days` / `.percent`, and `name` for the
 * list); below the rows, the table as the package page will show it, once the rows are valid.
 */
export function TiersEditor({
  name,
  tiers,
  onChange,
  errors,
}: {
  name: string;
  tiers: TierDraft[];
  onChange(tiers: TierDraft[]): void;
  errors: FieldErrors;
}) {
  const full = tiers.length >= TERMS_LIMITS.tiers;
  const set = (i: number, key: keyof TierDraft, value: string) =>
    onChange(tiers.map((t, j) => (j === i ? { ...t, [key]: value } : t)));
  const valid = tiers.length > 0 && !hasErrors(tierDraftErrors(tiers, name));
  const listError = errors[name];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid={`${name}-editor`}>
      <Typography variant="body2" color="text.secondary">
        Baris pertama untuk pembatalan paling jauh dari keberangkatan. Hari makin kecil ke bawah, potongan tidak boleh
        turun, dan baris terakhir 0 hari (berlaku sampai hari keberangkatan).
      </Typography>
      {tiers.map((t, i) => (
        <Box
          key={i}
          role="group"
          aria-label={`Baris ${i + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label="Hari sebelum berangkat"
            value={t.days}
            onChange={(e) => set(i, 'days', e.target.value)}
            {...fieldError(errors, `${name}.${i}.days`, i === 0 ? 'atau lebih' : undefined)}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Hari sebelum berangkat, baris ${i + 1}` } }}
          />
          <TextField
            label="Potongan (%)"
            value={t.percent}
            onChange={(e) => set(i, 'percent', e.target.value)}
            {...fieldError(errors, `${name}.${i}.percent`, 'dari harga paket')}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Potongan persen, baris ${i + 1}` } }}
          />
          <IconButton
            aria-label={`Hapus baris ${i + 1}`}
            onClick={() => onChange(tiers.filter((_, j) => j !== i))}
            size="small"
            sx={{ mt: 1 }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {listError ? (
        <Alert severity="error" role="alert" data-testid={`${name}-error`}>
          {listError}
        </Alert>
      ) : null}
      <Box>
        <Button
          size="small"
          startIcon={<AddOutlined />}
          disabled={full}
          onClick={() => onChange([...tiers, { days: '', percent: '' }])}
        >
          Tambah Baris
        </Button>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {tiers.length}/{TERMS_LIMITS.tiers} baris
        </Typography>
      </Box>
      {valid ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            Tampil di situs:
          </Typography>
          <Table size="small" aria-label="Pratinjau tabel pembatalan">
            <TableBody>
              {cancellationRows(tiersFromDrafts(tiers)).map((r) => (
                <TableRow key={r.when}>
                  <TableCell>{r.when}</TableCell>
                  <TableCell>{r.cost}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}
