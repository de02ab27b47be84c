import { useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link, useNavigate } from 'react-router';
import { hasErrors, type FieldErrors } from '../domain.ts';
import { fieldError, focusFirstInvalid, limitedField } from '../lib/form-errors.ts';
import { ImageField } from '../lib/ImageField.tsx';
import { isDraftDirty } from '../lib/inline-form.ts';
import { FormFooter } from '../lib/FormFooter.tsx';
import { UnsavedChangesGuard } from '../lib/UnsavedChangesGuard.tsx';
import { useToast } from '../lib/toast.ts';
import { translateError } from '../lib/errors.ts';
import { runSave } from '../lib/useToastedRun.ts';
import { DraftNotice } from '../lib/DraftNotice.tsx';
import { HOTEL_NAME_MAX, hotelErrors, type HotelDraft } from './model.ts';
import { HOTEL_LABELS as L, resourcesIndonesian } from '../i18n/resources.ts';

const CITY = resourcesIndonesian.resources.hotels.cities;

/** The hotel form shared by create and edit: checked on save, a refused field marked beside it. */
export function HotelForm({
  initial,
  mode,
  onSubmit,
  usedBy,
  draftKey,
  restored,
  onDiscardDraft,
}: {
  /** The stored hotel (or the empty one): what "unchanged" means. */
  initial: HotelDraft;
  mode: 'create' | 'edit';
  /** Resolves with the stored row; throws the server's error otherwise. */
  onSubmit(draft: HotelDraft): Promise<unknown>;
  /** Where the typing is kept if the session ends (lib/drafts.ts). */
  draftKey: string;
  /** Typing kept from an ended session: the form starts from it, with a notice. */
  restored?: HotelDraft | null;
  onDiscardDraft?(): void;
  /** Edit only: the packages using this hotel. */
  usedBy?: { id: string; title: string }[] | null;
}) {
  const [d, setD] = useState(restored ?? initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const saved = useRef(false);
  const dRef = useRef(d);
  dRef.current = d;
  const navigate = useNavigate();
  const toast = useToast();
  const set = (patch: Partial<HotelDraft>) => {
    const next = { ...d, ...patch };
    setD(next);
    if (checked) setErrors(hotelErrors(next));
  };
  const err = (name: string, hint?: string) => fieldError(errors, name, hint);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLElement;
    const found = hotelErrors(d);
    setErrors(found);
    setChecked(true);
    if (hasErrors(found)) {
      toast.error('Gagal menyimpan hotel', 'Periksa kembali field yang ditandai merah');
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      const outcome = await runSave(toast, () => onSubmit(d), {
        success: [
          mode === 'create' ? 'Hotel Ditambahkan' : 'Hotel Diperbarui',
          `Hotel "${d.name.trim()}" berhasil ${mode === 'create' ? 'ditambahkan' : 'diperbarui'}`,
        ],
        failureTitle: 'Gagal menyimpan hotel',
        draftKey,
      });
      if (outcome.kind === 'saved') {
        saved.current = true;
        navigate('/hotels');
      } else if (outcome.kind === 'failed') {
        const t = translateError(outcome.error);
        if (t.field) {
          setErrors({ [t.field]: t.message });
          focusFirstInvalid(form);
        }
      }
    } finally {
      setSaving(false);
    }
  };
  const changed = () => !saved.current && isDraftDirty(initial, dRef.current);

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={changed} draft={{ key: draftKey, values: () => dRef.current, changed }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/hotels" startIcon={<ArrowBack />} variant="text">
          Kembali
        </Button>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {mode === 'create' ? 'Tambah Hotel' : 'Edit Hotel'}
        </Typography>
      </Box>
      {restored && onDiscardDraft ? <DraftNotice onDiscard={onDiscardDraft} /> : null}
      {mode === 'edit' && usedBy ? (
        <Alert severity={usedBy.length ? 'info' : 'success'} sx={{ mb: 2 }} data-testid="hotel-used-by">
          {usedBy.length ? (
            <>
              Dipakai oleh paket:{' '}
              {usedBy.map((p, i) => (
                <span key={p.id}>
                  {i ? ', ' : ''}
                  <Link to={`/packages/edit/${p.id}`}>{p.title}</Link>
                </span>
              ))}
            </>
          ) : (
            'Belum dipakai oleh paket mana pun.'
          )}
        </Alert>
      ) : null}
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, md: 3 } }}>
          <TextField
            label={L.name}
            value={d.name}
            onChange={(e) => set({ name: e.target.value })}
            required
            placeholder="Hilton Suites Makkah"
            {...limitedField(errors, 'name', d.name, HOTEL_NAME_MAX)}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
            <TextField
              select
              label={L.city}
              value={d.city}
              onChange={(e) => set({ city: e.target.value as HotelDraft['city'] })}
              required
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...err('city')}
            >
              <option value="">Pilih kota</option>
              <option value="makkah">{CITY.makkah}</option>
              <option value="madinah">{CITY.madinah}</option>
              <option value="other">{CITY.other}</option>
            </TextField>
            <TextField
              label={L.stars}
              value={d.stars}
              onChange={(e) => set({ stars: e.target.value })}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...err('stars', '1 sampai 5')}
            />
            <TextField
              label={L.distance_m}
              value={d.distanceM}
              onChange={(e) => set({ distanceM: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...err('distanceM', 'Ke Masjidil Haram / Masjid Nabawi; kosongkan jika tidak tahu')}
            />
          </Box>
          <ImageField
            label={L.image_url}
            name="imageUrl"
            value={d.imageUrl}
            onChange={(url) => set({ imageUrl: url })}
            hint="Opsional: foto hotel dari galeri media, unggahan, atau URL"
            error={errors.imageUrl}
          />
        </CardContent>
        <FormFooter
          cancelTo="/hotels"
          saving={saving}
          saveLabel={mode === 'create' ? 'Simpan Hotel' : 'Simpan Perubahan'}
        />
      </Card>
    </Box>
  );
}
