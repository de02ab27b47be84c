import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, IconButton, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useDataProvider, useGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  COLUMN_LIMITS,
  DEPARTURE_SITE_STATE_LABEL,
  departureSiteState,
  formatDateId,
  hasErrors,
  seatsLabel,
  todayWib,
  type Departure,
  type DepartureSiteState,
  type FieldErrors,
} from '../domain.ts';
import { DateInput } from '../lib/DateInput.tsx';
import { IdrInput } from '../lib/IdrInput.tsx';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { fieldError, focusFirstInvalid, limitedField } from '../lib/form-errors.ts';
import { translateError } from '../lib/errors.ts';
import { isDraftDirty } from '../lib/inline-form.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { useToast } from '../lib/toast.ts';
import { runSave } from '../lib/useToastedRun.ts';
import { DEPARTURE_LABELS as L, DEPARTURE_STATUS_LABELS } from '../i18n/resources.ts';
import {
  departureDateError,
  departureErrors,
  type DateContext,
  type RoomsSold,
  departurePayload,
  departureToDraft,
  duplicateDeparture,
  emptyDeparture,
  stepBooked,
  type DepartureDraft,
} from './departure-model.ts';
import { DEPARTURE_TRASH_HINT } from '../i18n/trash.ts';
import { PACKAGE_LIST_RESOURCE } from './model.ts';
import { HISTORY_QUERY } from '../history/query.ts';

/** Reports which rows hold unsaved typing, so the package form's leave warning covers them. */
export type MarkDirty = (key: string, dirty: boolean) => void;

interface RowState {
  key: string;
  initial: DepartureDraft;
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

/** The "Keberangkatan" tab (issue 12): one inline form per departure, each saved on its own. */
export function DeparturesTab({
  packageId,
  markDirty,
  sold,
  packageActive = true,
  fullPaymentDays = null,
}: {
  packageId?: string;
  markDirty: MarkDirty;
  sold: RoomsSold;
  /** The package's status as typed: a draft's departures are not on the site whatever their own status. */
  packageActive?: boolean;
  /** The package's Pelunasan H-N as typed (null: none): a date past that deadline no longer takes registrations. */
  fullPaymentDays?: number | null;
}) {
  if (!packageId) {
    return (
      <Alert severity="info" data-testid="departures-after-save">
        Simpan paket ini terlebih dahulu. Setelah tersimpan, halaman ini tetap terbuka di tab Keberangkatan sehingga
        Anda bisa langsung menambahkan tanggal keberangkatan beserta jumlah kursinya.
      </Alert>
    );
  }
  return (
    <DepartureRows
      packageId={packageId}
      markDirty={markDirty}
      sold={sold}
      packageActive={packageActive}
      fullPaymentDays={fullPaymentDays}
    />
  );
}

function DepartureRows({
  packageId,
  markDirty,
  sold,
  packageActive,
  fullPaymentDays,
}: {
  packageId: string;
  markDirty: MarkDirty;
  sold: RoomsSold;
  packageActive: boolean;
  fullPaymentDays: number | null;
}) {
  const [today] = useState(() => todayWib());
  // Each row's date as typed, so a row can tell when another row of the package already has it.
  const [dates, setDates] = useState<Record<string, string>>({});
  const reportDate = useCallback(
    (key: string, date: string | null) =>
      setDates((all) => {
        if (date === null) {
          const { [key]: _gone, ...rest } = all;
          return rest;
        }
        return all[key] === date ? all : { ...all, [key]: date };
      }),
    [],
  );
  const { data, isPending, error, refetch } = useGetList<Departure>(
    'departures',
    {
      filter: { package_id: packageId },
      sort: { field: 'depart_on', order: 'ASC' },
      pagination: { page: 1, perPage: 500 },
    },
    { retry: 1, refetchOnWindowFocus: false },
  );
  const [rows, setRows] = useState<RowState[] | null>(null);
  useEffect(() => {
    if (data && rows === null) setRows(data.map((d) => ({ key: newKey(), initial: departureToDraft(d) })));
  }, [data, rows]);

  const add = (initial: DepartureDraft, after?: string) =>
    setRows((rs) => {
      const list = rs ?? [];
      const row = { key: newKey(), initial };
      const i = after ? list.findIndex((r) => r.key === after) : -1;
      return i < 0 ? [...list, row] : [...list.slice(0, i + 1), row, ...list.slice(i + 1)];
    });
  const remove = (key: string) => setRows((rs) => (rs ?? []).filter((r) => r.key !== key));

  if (error && !rows) {
    return (
      <LoadErrorAlert onRetry={refetch}>Gagal memuat keberangkatan: {translateError(error).message}</LoadErrorAlert>
    );
  }
  if (isPending || !rows) return <Typography color="text.secondary">Memuat keberangkatan...</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Setiap tanggal keberangkatan disimpan sendiri dengan tombol Simpan di barisnya. Harga per tipe kamar boleh
        dikosongkan: yang kosong memakai harga paket.
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">Belum ada keberangkatan. Situs menampilkan "Jadwal menyusul" untuk paket ini.</Alert>
      ) : null}
      {rows.map((r, i) => (
        <DepartureRow
          key={r.key}
          rowKey={r.key}
          index={i}
          packageId={packageId}
          sold={sold}
          packageActive={packageActive}
          fullPaymentDays={fullPaymentDays}
          today={today}
          otherDates={Object.entries(dates)
            .filter(([k, v]) => k !== r.key && v !== '')
            .map(([, v]) => v)}
          reportDate={reportDate}
          initial={r.initial}
          markDirty={markDirty}
          onDuplicate={(d) => add(duplicateDeparture(d), r.key)}
          onRemoved={() => remove(r.key)}
        />
      ))}
      <Box>
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => add(emptyDeparture())}>
          Tambah Keberangkatan
        </Button>
      </Box>
    </Box>
  );
}

function DepartureRow({
  rowKey,
  index,
  packageId,
  sold,
  packageActive,
  fullPaymentDays,
  today,
  otherDates,
  reportDate,
  initial,
  markDirty,
  onDuplicate,
  onRemoved,
}: {
  rowKey: string;
  index: number;
  packageId: string;
  sold: RoomsSold;
  packageActive: boolean;
  fullPaymentDays: number | null;
  today: string;
  otherDates: readonly string[];
  reportDate(key: string, date: string | null): void;
  initial: DepartureDraft;
  markDirty: MarkDirty;
  onDuplicate(d: DepartureDraft): void;
  onRemoved(): void;
}) {
  const [saved, setSaved] = useState(initial);
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const isNew = !saved.id;
  const dirty = isNew || isDraftDirty(saved, d);

  useEffect(() => {
    markDirty(rowKey, dirty);
  }, [dirty, rowKey, markDirty]);
  useEffect(() => () => markDirty(rowKey, false), [rowKey, markDirty]);
  useEffect(() => reportDate(rowKey, d.departOn), [reportDate, rowKey, d.departOn]);
  useEffect(() => () => reportDate(rowKey, null), [reportDate, rowKey]);
  const dates: DateContext = { today, savedDepartOn: saved.departOn, otherDates };
  // A past or already used date is said beside the field as soon as it is complete, not only on save.
  const dateProblem = departureDateError(d.departOn, dates);
  const shown: FieldErrors = !errors.departOn && dateProblem ? { ...errors, departOn: dateProblem } : errors;

  const set = (patch: Partial<DepartureDraft>) => {
    const next = { ...d, ...patch };
    setD(next);
    if (checked) setErrors(departureErrors(next, sold, dates));
  };
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: ['departures'] });
    // The list's cards show the next departure and the month filter matches departure dates.
    void queryClient.invalidateQueries({ queryKey: [PACKAGE_LIST_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: ['package_checks'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard_summary'] });
    // The package's Riwayat lists its departures' changes.
    void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
  };

  const save = async () => {
    const found = departureErrors(d, sold, dates);
    setErrors(found);
    setChecked(true);
    if (hasErrors(found)) {
      toast.error('Gagal menyimpan keberangkatan', 'Periksa kembali field yang ditandai merah');
      focusFirstInvalid(ref.current);
      return;
    }
    setBusy(true);
    try {
      const payload = departurePayload(d, packageId);
      // Only the row the server answered with counts as stored (and becomes what the row shows).
      const outcome = await runSave(
        toast,
        () =>
          isNew
            ? dataProvider.create<Departure>('departures', { data: payload })
            : dataProvider.update<Departure>('departures', {
                id: saved.id,
                data: payload,
                previousData: { id: saved.id } as Departure,
              }),
        {
          success: [
            isNew ? 'Keberangkatan Ditambahkan' : 'Keberangkatan Diperbarui',
            `Keberangkatan ${formatDateId(d.departOn)} tersimpan`,
          ],
          failureTitle: 'Gagal menyimpan keberangkatan',
        },
      );
      if (outcome.kind === 'saved') {
        const next = departureToDraft(outcome.record as unknown as Departure);
        setSaved(next);
        setD(next);
        invalidate();
      } else if (outcome.kind === 'failed') {
        const t = translateError(outcome.error);
        if (t.field) {
          setErrors({ [t.field]: t.message });
          focusFirstInvalid(ref.current);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (isNew) {
      setConfirm(false);
      onRemoved();
      return;
    }
    setBusy(true);
    try {
      await dataProvider.delete('departures', { id: saved.id, previousData: { id: saved.id } });
      toast.success('Keberangkatan Dihapus', `Keberangkatan ${formatDateId(saved.departOn)} telah dihapus`);
      invalidate();
      setConfirm(false);
      onRemoved();
    } catch (e) {
      console.error(e);
      toast.failure('Gagal menghapus keberangkatan', e);
      setConfirm(false);
    } finally {
      setBusy(false);
    }
  };

  const err = (name: string, hint?: string) => fieldError(shown, name, hint);
  const title = d.departOn && /^\d{4}-\d{2}-\d{2}$/.test(d.departOn) ? formatDateId(d.departOn) : `Keberangkatan baru`;
  const label = `Keberangkatan ${index + 1}`;
  const total = Number(saved.seatsTotal);
  const booked = Number(saved.seatsBooked);
  const savedState = saved.id
    ? departureSiteState(
        { depart_on: saved.departOn, seats_total: total, seats_booked: booked, status: saved.status },
        packageActive,
        today,
        fullPaymentDays,
      )
    : null;
  const status = !saved.id
    ? 'Belum disimpan'
    : savedState === 'past'
      ? 'Sudah lewat'
      : savedState === 'registration_closed'
        ? 'Lewat batas pelunasan'
        : seatsLabel({ seats_total: total, seats_booked: booked, status: saved.status });
  const siteText = siteStateText(d, packageActive, fullPaymentDays, today, dirty);

  return (
    <Card
      variant="outlined"
      component="section"
      role="group"
      aria-label={label}
      data-testid="departure-row"
      ref={ref}
      // Enter saves this row, never the package form around it.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault();
          void save();
        }
      }}
      sx={{ borderColor: dirty ? 'warning.main' : 'divider' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <Chip
            size="small"
            label={status}
            data-testid="departure-status"
            color={
              !saved.id
                ? 'warning'
                : saved.status === 'closed'
                  ? 'default'
                  : Number(saved.seatsBooked) >= Number(saved.seatsTotal)
                    ? 'error'
                    : 'success'
            }
            variant={saved.id ? 'filled' : 'outlined'}
          />
          {saved.id && dirty ? <Chip size="small" label="Belum disimpan" color="warning" variant="outlined" /> : null}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', lg: '1fr 1fr 0.8fr 0.9fr 1.4fr' },
            gap: 2,
          }}
        >
          <DateInput
            label={L.depart_on}
            required
            value={d.departOn}
            onChange={(v) => set({ departOn: v })}
            {...err('departOn', 'dd/mm/yyyy')}
          />
          <DateInput
            label={L.return_on}
            value={d.returnOn}
            onChange={(v) => set({ returnOn: v })}
            {...err('returnOn', 'dd/mm/yyyy (opsional)')}
          />
          <TextField
            label={L.seats_total}
            required
            value={d.seatsTotal}
            onChange={(e) => set({ seatsTotal: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...err('seatsTotal', '0 sampai 10.000')}
          />
          <TextField
            select
            label={L.status}
            value={d.status}
            onChange={(e) => set({ status: e.target.value === 'closed' ? 'closed' : 'open' })}
            helperText={siteText}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              formHelperText: { 'data-testid': 'departure-site-state' } as object,
            }}
          >
            <option value="open">{DEPARTURE_STATUS_LABELS.open}</option>
            <option value="closed">{DEPARTURE_STATUS_LABELS.closed}</option>
          </TextField>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
            <IconButton
              aria-label="Kurangi kursi terisi"
              title="Kurangi satu"
              onClick={() => {
                const next = stepBooked(d, -1);
                if (next !== null) set({ seatsBooked: next });
              }}
              sx={{ mt: 1 }}
            >
              <RemoveOutlined />
            </IconButton>
            <TextField
              label={L.seats_booked}
              value={d.seatsBooked}
              onChange={(e) => set({ seatsBooked: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1, minWidth: 0 }}
              {...err('seatsBooked', 'Jamaah yang sudah mendaftar')}
            />
            <IconButton
              aria-label="Tambah kursi terisi"
              title="Tambah satu"
              onClick={() => {
                const next = stepBooked(d, 1);
                if (next !== null) set({ seatsBooked: next });
              }}
              sx={{ mt: 1 }}
            >
              <AddOutlined />
            </IconButton>
          </Box>
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            Harga khusus tanggal ini (opsional, kosongkan = harga paket)
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
            <IdrInput
              label={L.price_quad}
              value={d.priceQuad}
              onChange={(v) => set({ priceQuad: v })}
              {...err('priceQuad')}
            />
            <IdrInput
              label={L.price_triple}
              value={d.priceTriple}
              onChange={(v) => set({ priceTriple: v })}
              {...err('priceTriple')}
            />
            <IdrInput
              label={L.price_double}
              value={d.priceDouble}
              onChange={(v) => set({ priceDouble: v })}
              {...err('priceDouble')}
            />
          </Box>
        </Box>
        <TextField
          label={L.note}
          value={d.note}
          onChange={(e) => set({ note: e.target.value })}
          placeholder="Contoh: Ramadhan, atau lewat Istanbul"
          {...limitedField(shown, 'note', d.note, COLUMN_LIMITS.departures.note.max, 'Opsional')}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button startIcon={<ContentCopyOutlined />} onClick={() => onDuplicate(d)} disabled={busy}>
            Duplikat
          </Button>
          <Button startIcon={<DeleteOutline />} color="error" onClick={() => setConfirm(true)} disabled={busy}>
            Hapus
          </Button>
          <Button variant="contained" startIcon={<SaveOutlined />} onClick={() => void save()} disabled={busy}>
            {busy ? 'Menyimpan...' : 'Simpan'}
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirm}
        busy={busy}
        title="Hapus keberangkatan?"
        message={
          isNew
            ? 'Baris keberangkatan yang belum disimpan ini akan dibuang.'
            : `Keberangkatan ${formatDateId(saved.departOn)} akan dihapus dari paket ini dan dari situs. ${DEPARTURE_TRASH_HINT}`
        }
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(false)}
      />
    </Card>
  );
}

/**
 * What the site will do with the row as typed (departureSiteState, the site's own rule). A row with unsaved
 * typing is not on the site yet, so "Dijual di situs" is only promised for after the save.
 */
function siteStateText(
  d: DepartureDraft,
  packageActive: boolean,
  fullPaymentDays: number | null,
  today: string,
  unsaved: boolean,
): string {
  const total = Number(d.seatsTotal);
  const booked = d.seatsBooked.trim() === '' ? 0 : Number(d.seatsBooked);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.departOn) || !Number.isInteger(total) || !Number.isInteger(booked))
    return 'Belum tampil di situs: lengkapi tanggal dan kursi';
  const state: DepartureSiteState = departureSiteState(
    { depart_on: d.departOn, seats_total: total, seats_booked: booked, status: d.status },
    packageActive,
    today,
    fullPaymentDays,
  );
  if (state === 'on_sale' && unsaved) return 'Akan dijual di situs setelah disimpan';
  return DEPARTURE_SITE_STATE_LABEL[state];
}
