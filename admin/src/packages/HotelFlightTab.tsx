import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  IconButton,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useDataProvider, useGetList } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HOTEL_CITY_LABEL, hasErrors, type FieldErrors, type Hotel } from '../domain.ts';
import type { AdminDataProvider, PackageHotelRow } from '../providers/dataProvider.ts';
import { fieldError, focusFirstInvalid, limitedField } from '../lib/form-errors.ts';
import { translateError } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { useToast } from '../lib/toast.ts';
import { PACKAGE_TEXT_LIMITS, type PackageFormValues } from './model.ts';
import type { MarkDirty } from './DeparturesTab.tsx';
import { PACKAGE_HOTEL_LABELS as L, PACKAGE_LABELS as P } from '../i18n/resources.ts';
import { packageHotelErrors, type PackageHotelDraft } from '../hotels/model.ts';
import { HISTORY_QUERY } from '../history/query.ts';

type Set = <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) => void;

/**
 * "Hotel & Penerbangan": the package's hotels, picked from the hotel library and saved row by row, then the
 * flight and visa fields, which save with the package form.
 */
export function HotelFlightTab({
  values: v,
  set,
  errors,
  packageId,
  markDirty,
}: {
  values: PackageFormValues;
  set: Set;
  errors: FieldErrors;
  packageId?: string;
  markDirty: MarkDirty;
}) {
  const err = (name: string, hint?: string) => fieldError(errors, name, hint);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="package-hotels-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="package-hotels-heading" variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          Hotel
        </Typography>
        {packageId ? (
          <PackageHotels packageId={packageId} markDirty={markDirty} />
        ) : (
          <Alert severity="info" data-testid="hotels-after-save">
            Simpan paket ini terlebih dahulu. Setelah tersimpan, halaman ini tetap terbuka dan Anda bisa langsung
            memilih hotel dari daftar Hotel.
          </Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="package-trip-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="package-trip-heading" variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          Penerbangan &amp; Visa
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Bagian ini ikut tersimpan dengan tombol Simpan di bawah formulir paket.
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label={P.airline}
            value={v.airline}
            onChange={(e) => set('airline', e.target.value)}
            placeholder="Saudia"
            {...limitedField(errors, 'airline', v.airline, PACKAGE_TEXT_LIMITS.airline, 'Kosongkan jika belum pasti')}
          />
          <TextField
            label={P.departure_airport}
            value={v.departureAirport}
            onChange={(e) => set('departureAirport', e.target.value)}
            placeholder="CGK"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            {...err('departureAirport', 'Kode IATA 3 huruf kapital, contoh CGK atau SUB')}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <FormControlLabel
            control={<Switch checked={v.directFlight} onChange={(e) => set('directFlight', e.target.checked)} />}
            label={P.direct_flight}
          />
          <FormControlLabel
            control={<Switch checked={v.visaIncluded} onChange={(e) => set('visaIncluded', e.target.checked)} />}
            label={P.visa_included}
          />
        </Box>
      </Box>
    </Box>
  );
}

interface Row {
  key: string;
  /** The hotel stored for this row ('' while not saved). */
  savedHotelId: string;
  savedNights: string;
  draft: PackageHotelDraft;
}

let nextKey = 0;
const newKey = () => `hotel-row-${++nextKey}`;

function PackageHotels({ packageId, markDirty }: { packageId: string; markDirty: MarkDirty }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const library = useGetList<Hotel>(
    'hotels',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { retry: 1, refetchOnWindowFocus: false },
  );
  const chosen = useQuery({
    queryKey: ['package_hotels', packageId],
    queryFn: () => dataProvider.packageHotels(packageId),
    retry: 1,
    refetchOnWindowFocus: false,
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (chosen.data && rows === null)
      setRows(
        chosen.data.map((r) => ({
          key: newKey(),
          savedHotelId: r.hotel_id,
          savedNights: String(r.nights),
          draft: { hotelId: r.hotel_id, nights: String(r.nights) },
        })),
      );
  }, [chosen.data, rows]);

  const dirtyOf = (r: Row) => !r.savedHotelId || r.draft.hotelId !== r.savedHotelId || r.draft.nights !== r.savedNights;
  useEffect(() => {
    for (const r of rows ?? []) markDirty(r.key, dirtyOf(r));
  }, [rows, markDirty]);
  const keysRef = useRef<string[]>([]);
  keysRef.current = (rows ?? []).map((r) => r.key);
  useEffect(() => () => keysRef.current.forEach((k) => markDirty(k, false)), [markDirty]);

  if (library.error || chosen.error) {
    return (
      <LoadErrorAlert
        onRetry={() => {
          void library.refetch();
          void chosen.refetch();
        }}
      >
        Gagal memuat hotel: {translateError(library.error ?? chosen.error).message}
      </LoadErrorAlert>
    );
  }
  if (!rows || library.isPending) return <Typography color="text.secondary">Memuat hotel...</Typography>;
  const hotels = library.data ?? [];
  const update = (key: string, patch: Partial<PackageHotelDraft>) => {
    setRows((rs) => (rs ?? []).map((r) => (r.key === key ? { ...r, draft: { ...r.draft, ...patch } } : r)));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: {} }));
  };
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: ['package_hotels'] });
    void queryClient.invalidateQueries({ queryKey: ['package_checks'] });
    void queryClient.invalidateQueries({ queryKey: ['hotel_packages'] });
    // The package's Riwayat lists its hotels' changes.
    void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
  };
  const positions = (list: Row[]) => list.map((r, i) => ({ ...r, position: i }));

  const save = async (row: Row, index: number) => {
    const others = rows.filter((r) => r.key !== row.key).map((r) => r.draft.hotelId);
    const found = packageHotelErrors(row.draft, others);
    setErrors((e) => ({ ...e, [row.key]: found }));
    if (hasErrors(found)) {
      toast.error('Gagal menyimpan hotel paket', 'Periksa kembali field yang ditandai merah');
      focusFirstInvalid(ref.current);
      return;
    }
    setBusy(row.key);
    try {
      const payload: PackageHotelRow = {
        package_id: packageId,
        hotel_id: row.draft.hotelId,
        nights: Number(row.draft.nights.trim()),
        position: index,
      };
      await dataProvider.savePackageHotel(payload, row.savedHotelId || undefined);
      setRows((rs) =>
        (rs ?? []).map((r) =>
          r.key === row.key
            ? {
                ...r,
                savedHotelId: payload.hotel_id,
                savedNights: row.draft.nights.trim(),
                draft: { ...r.draft, nights: row.draft.nights.trim() },
              }
            : r,
        ),
      );
      const name = hotels.find((h) => h.id === payload.hotel_id)?.name ?? 'Hotel';
      toast.success('Hotel Paket Disimpan', `${name}, ${payload.nights} malam`);
      invalidate();
    } catch (e) {
      console.error(e);
      const t = translateError(e);
      if (t.field) setErrors((x) => ({ ...x, [row.key]: { [t.field!]: t.message } }));
      toast.failure('Gagal menyimpan hotel paket', e);
    } finally {
      setBusy(null);
    }
  };

  const detach = async (row: Row) => {
    if (!row.savedHotelId) {
      setRows((rs) => (rs ?? []).filter((r) => r.key !== row.key));
      markDirty(row.key, false);
      return;
    }
    setBusy(row.key);
    try {
      await dataProvider.removePackageHotel({ packageId, hotelId: row.savedHotelId });
      setRows((rs) => (rs ?? []).filter((r) => r.key !== row.key));
      markDirty(row.key, false);
      toast.success(
        'Hotel Dilepas',
        `${hotels.find((h) => h.id === row.savedHotelId)?.name ?? 'Hotel'} dilepas dari paket ini`,
      );
      invalidate();
    } catch (e) {
      console.error(e);
      toast.failure('Gagal melepas hotel', e);
    } finally {
      setBusy(null);
    }
  };

  /** Swaps two saved rows and stores both positions. */
  const move = async (index: number, dir: -1 | 1) => {
    const j = index + dir;
    if (j < 0 || j >= rows.length) return;
    const next = [...rows];
    [next[index], next[j]] = [next[j], next[index]];
    setRows(next);
    setBusy('move');
    try {
      for (const [i, r] of positions(next).entries()) {
        if (!r.savedHotelId) continue;
        await dataProvider.savePackageHotel(
          { package_id: packageId, hotel_id: r.savedHotelId, nights: Number(r.savedNights), position: i },
          r.savedHotelId,
        );
      }
      invalidate();
    } catch (e) {
      console.error(e);
      toast.failure('Gagal mengubah urutan hotel', e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box ref={ref} sx={{ display: 'grid', gap: 1.5 }}>
      {hotels.length === 0 ? (
        <Alert severity="info">
          Daftar hotel masih kosong. Tambahkan hotel di menu <Link to="/hotels/create">Hotel</Link> lebih dulu.
        </Alert>
      ) : null}
      {rows.length === 0 && hotels.length > 0 ? (
        <Typography color="text.secondary">Belum ada hotel untuk paket ini.</Typography>
      ) : null}
      {rows.map((r, i) => {
        const e = errors[r.key] ?? {};
        const dirty = dirtyOf(r);
        return (
          <Card
            key={r.key}
            variant="outlined"
            role="group"
            aria-label={`Hotel ${i + 1}`}
            data-testid="package-hotel-row"
            onKeyDown={(ev) => {
              if (ev.key === 'Enter' && (ev.target as HTMLElement).tagName === 'INPUT') ev.preventDefault();
            }}
            sx={{ borderColor: dirty ? 'warning.main' : 'divider' }}
          >
            <CardContent
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
                gap: 1.5,
                alignItems: 'start',
                p: { xs: 1.5, sm: 2 },
              }}
            >
              <TextField
                select
                label={L.hotel_id}
                value={r.draft.hotelId}
                onChange={(ev) => update(r.key, { hotelId: ev.target.value })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                {...fieldError(e, 'hotelId')}
              >
                <option value="">Pilih hotel</option>
                {hotels.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name} ({HOTEL_CITY_LABEL[h.city] ?? h.city}, {h.stars}★)
                  </option>
                ))}
              </TextField>
              <TextField
                label={L.nights}
                value={r.draft.nights}
                onChange={(ev) => update(r.key, { nights: ev.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...fieldError(e, 'nights', '1 sampai 60 malam')}
              />
              <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', pt: 0.5, flexWrap: 'wrap' }}>
                <IconButton
                  size="small"
                  aria-label="Naikkan urutan hotel"
                  disabled={i === 0 || !!busy || dirty}
                  onClick={() => void move(i, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label="Turunkan urutan hotel"
                  disabled={i === rows.length - 1 || !!busy || dirty}
                  onClick={() => void move(i, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <Button
                  size="small"
                  color="error"
                  startIcon={<LinkOffOutlined />}
                  disabled={!!busy}
                  onClick={() => void detach(r)}
                >
                  Lepaskan
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  startIcon={<SaveOutlined />}
                  disabled={!!busy || !dirty}
                  onClick={() => void save(r, i)}
                >
                  {busy === r.key ? 'Menyimpan...' : 'Simpan'}
                </Button>
              </Box>
            </CardContent>
          </Card>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          disabled={hotels.length === 0}
          onClick={() =>
            setRows((rs) => [
              ...(rs ?? []),
              { key: newKey(), savedHotelId: '', savedNights: '', draft: { hotelId: '', nights: '4' } },
            ])
          }
        >
          Tambah Hotel
        </Button>
      </Box>
    </Box>
  );
}
