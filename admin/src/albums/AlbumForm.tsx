import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useGetList } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { COLUMN_LIMITS, albumPath, formatDateId, hasErrors, type FieldErrors } from '../domain.ts';
import { DateInput } from '../lib/DateInput.tsx';
import { fieldError, focusFirstInvalid, limitedField } from '../lib/form-errors.ts';
import { isDraftDirty } from '../lib/inline-form.ts';
import { FormFooter } from '../lib/FormFooter.tsx';
import { UnsavedChangesGuard } from '../lib/UnsavedChangesGuard.tsx';
import { useToast } from '../lib/toast.ts';
import { translateError } from '../lib/errors.ts';
import { runSave } from '../lib/useToastedRun.ts';
import { DraftNotice } from '../lib/DraftNotice.tsx';
import { PUBLIC_SITE_URL } from '../env.ts';
import { ALBUM_LABELS, ALBUM_STATUS_LABELS } from '../i18n/resources.ts';
import type { PackageChoice } from '../articles/ArticleForm.tsx';
import {
  albumErrors,
  withDeparture,
  withPackage,
  withTitle,
  type AlbumDepartureChoice,
  type AlbumDraft,
} from './model.ts';
import { PhotosEditor } from './PhotosEditor.tsx';

const LIMITS = COLUMN_LIMITS.albums;

/** The departures of one package, newest first (public.departure_choices: one read, no embedding). */
function usePackageDepartures(packageId: string): AlbumDepartureChoice[] | undefined {
  const { data } = useGetList<AlbumDepartureChoice>(
    'departure_choices',
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'depart_on', order: 'DESC' },
      filter: { package_id: packageId },
    },
    { enabled: !!packageId, retry: 1, staleTime: 30_000 },
  );
  return packageId ? data : [];
}

/** The album form shared by create and edit: checked on save, a refused field marked beside it. */
export function AlbumForm({
  initial,
  mode,
  onSubmit,
  draftKey,
  restored,
  onDiscardDraft,
  packages,
  storedSlug,
}: {
  /** The stored album (or the empty one): what "unchanged" means. */
  initial: AlbumDraft;
  mode: 'create' | 'edit';
  /** Resolves with the stored row; throws the server's error otherwise. */
  onSubmit(draft: AlbumDraft): Promise<unknown>;
  /** Where the typing is kept if the session ends (lib/drafts.ts). */
  draftKey: string;
  restored?: AlbumDraft | null;
  onDiscardDraft?(): void;
  packages: PackageChoice[];
  /** Edit, when published: the live address. */
  storedSlug?: string;
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
  const departures = usePackageDepartures(d.packageId);
  const update = (next: AlbumDraft) => {
    dRef.current = next;
    setD(next);
    if (checked) setErrors(albumErrors(next));
  };
  const change = (fn: (current: AlbumDraft) => AlbumDraft) => update(fn(dRef.current));
  const set = (patch: Partial<AlbumDraft>) => update({ ...dRef.current, ...patch });
  const err = (name: string, hint?: string) => fieldError(errors, name, hint);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLElement;
    const draft = dRef.current;
    const found = albumErrors(draft);
    setErrors(found);
    setChecked(true);
    if (hasErrors(found)) {
      toast.error('Gagal menyimpan album', 'Periksa kembali bagian yang ditandai merah');
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      const published = draft.status === 'published';
      const outcome = await runSave(toast, () => onSubmit(draft), {
        success: [
          mode === 'create' ? 'Album Ditambahkan' : 'Album Diperbarui',
          `Album "${draft.title.trim()}" berhasil disimpan${published ? ' dan akan tampil di situs setelah diterbitkan ulang' : ' sebagai draf'}`,
        ],
        failureTitle: 'Gagal menyimpan album',
        draftKey,
      });
      if (outcome.kind === 'saved') {
        saved.current = true;
        navigate('/albums');
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
  const storedPackageMissing = !!d.packageId && !packages.some((p) => p.id === d.packageId);
  const storedDepartureMissing = !!d.departureId && !departures?.some((x) => x.id === d.departureId);

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={changed} draft={{ key: draftKey, values: () => dRef.current, changed }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/albums" startIcon={<ArrowBack />} variant="text">
          Kembali
        </Button>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {mode === 'create' ? 'Tambah Album' : 'Edit Album'}
        </Typography>
        {storedSlug ? (
          <Button
            href={`${PUBLIC_SITE_URL}${albumPath(storedSlug)}`}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNew />}
            variant="outlined"
          >
            Lihat di situs
          </Button>
        ) : null}
      </Box>
      {restored && onDiscardDraft ? <DraftNotice onDiscard={onDiscardDraft} /> : null}
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, md: 3 } }}>
          <TextField
            label={ALBUM_LABELS.title}
            value={d.title}
            onChange={(e) => update(withTitle(dRef.current, e.target.value))}
            required
            placeholder="Umroh Februari 2026 bersama rombongan Jakarta"
            {...limitedField(errors, 'title', d.title, LIMITS.title.max)}
          />
          <TextField
            label={ALBUM_LABELS.slug}
            value={d.slug}
            onChange={(e) => set({ slug: e.target.value, slugEdited: true })}
            required
            slotProps={{
              input: {
                startAdornment: (
                  <Box sx={{ color: 'text.secondary', mr: 0.5, whiteSpace: 'nowrap' }}>/dokumentasi/</Box>
                ),
              },
            }}
            {...limitedField(
              errors,
              'slug',
              d.slug,
              LIMITS.slug.max,
              mode === 'edit' ? 'Alamat lama tetap mengarah ke alamat baru' : 'Terisi dari judul; boleh diubah',
            )}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <DateInput
              label={ALBUM_LABELS.taken_on}
              value={d.takenOn}
              onChange={(takenOn) => set({ takenOn })}
              required
              {...err('takenOn')}
            />
            <TextField
              select
              label={ALBUM_LABELS.status}
              value={d.status}
              onChange={(e) => set({ status: e.target.value === 'published' ? 'published' : 'draft' })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              helperText={
                d.status === 'published' ? 'Tampil di situs (foto yang diizinkan saja)' : 'Hanya terlihat di admin'
              }
            >
              <option value="draft">{ALBUM_STATUS_LABELS.draft}</option>
              <option value="published">{ALBUM_STATUS_LABELS.published}</option>
            </TextField>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField
              select
              label={ALBUM_LABELS.package_id}
              value={d.packageId}
              onChange={(e) => update(withPackage(dRef.current, e.target.value))}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...err('packageId', 'Paket yang didokumentasikan (opsional)')}
            >
              <option value="">Tanpa paket</option>
              {/* The stored package until the list arrives, so the value is never dropped meanwhile. */}
              {storedPackageMissing ? <option value={d.packageId}>Paket tersimpan</option> : null}
              {packages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.active ? p.title : `${p.title} (draf)`}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={ALBUM_LABELS.departure_id}
              value={d.departureId}
              disabled={!d.packageId}
              onChange={(e) =>
                update(withDeparture(dRef.current, departures?.find((x) => x.id === e.target.value) ?? null))
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...err(
                'departureId',
                d.packageId
                  ? 'Tanggal perjalanan yang kosong diisi tanggal keberangkatan ini (opsional)'
                  : 'Pilih paket dulu (opsional)',
              )}
            >
              <option value="">Tidak disebutkan</option>
              {storedDepartureMissing ? <option value={d.departureId}>Keberangkatan tersimpan</option> : null}
              {(departures ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {formatDateId(x.depart_on)}
                </option>
              ))}
            </TextField>
          </Box>
          <TextField
            label={ALBUM_LABELS.description}
            value={d.description}
            onChange={(e) => set({ description: e.target.value })}
            multiline
            minRows={3}
            {...limitedField(
              errors,
              'description',
              d.description,
              LIMITS.description.max,
              'Cerita singkat perjalanan (opsional)',
            )}
          />
          <PhotosEditor draft={d} change={change} errors={errors} />
        </CardContent>
        <FormFooter
          cancelTo="/albums"
          saving={saving}
          saveLabel={mode === 'create' ? 'Simpan Album' : 'Simpan Perubahan'}
        />
      </Card>
    </Box>
  );
}
