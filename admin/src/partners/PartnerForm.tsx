import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link, useNavigate } from 'react-router';
import { formatWhatsapp, hasErrors, normalizeWhatsapp, partnerLinkPath, type FieldErrors } from '../domain.ts';
import { fieldError, focusFirstInvalid, limitedField } from '../lib/form-errors.ts';
import { isDraftDirty } from '../lib/inline-form.ts';
import { FormFooter } from '../lib/FormFooter.tsx';
import { UnsavedChangesGuard } from '../lib/UnsavedChangesGuard.tsx';
import { useToast } from '../lib/toast.ts';
import { ownError, translateError } from '../lib/errors.ts';
import { runSave } from '../lib/useToastedRun.ts';
import { DraftNotice } from '../lib/DraftNotice.tsx';
import { PARTNER_LABELS as L } from '../i18n/resources.ts';
import { PARTNER_LIMITS, partnerErrors, partnerSaveError, withPartnerName, type PartnerDraft } from './model.ts';
import type { PackageChoice } from './usePackageChoices.ts';

const CODE_PREFIX = partnerLinkPath('');

/** The partner form shared by create and edit: checked on save, a refused field marked beside it. */
export function PartnerForm({
  initial,
  mode,
  onSubmit,
  draftKey,
  restored,
  onDiscardDraft,
  packages,
  share,
}: {
  /** The stored partner (or the empty one): what "unchanged" means. */
  initial: PartnerDraft;
  mode: 'create' | 'edit';
  /** Resolves with the stored row; throws the server's error otherwise. */
  onSubmit(draft: PartnerDraft): Promise<unknown>;
  /** Where the typing is kept if the session ends (lib/drafts.ts). */
  draftKey: string;
  restored?: PartnerDraft | null;
  onDiscardDraft?(): void;
  packages: PackageChoice[] | null;
  /** Edit: the stored partner's link, QR and message, above the form. */
  share?: ReactNode;
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
  const update = (next: PartnerDraft) => {
    dRef.current = next;
    setD(next);
    if (checked) setErrors(partnerErrors(next));
  };
  const set = (patch: Partial<PartnerDraft>) => update({ ...dRef.current, ...patch });
  const err = (name: string, hint?: string) => fieldError(errors, name, hint);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLElement;
    const draft = dRef.current;
    const found = partnerErrors(draft);
    setErrors(found);
    setChecked(true);
    if (hasErrors(found)) {
      toast.error('Gagal menyimpan mitra', 'Periksa kembali field yang ditandai merah');
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      // The table's own refusals (a code already taken) are said in the toast with the same sentence as beside the field.
      const work = () =>
        onSubmit(draft).catch((error: unknown) => {
          const own = partnerSaveError(error);
          throw own ? Object.assign(ownError(own.message), { cause: error }) : error;
        });
      const outcome = await runSave(toast, work, {
        success: [
          mode === 'create' ? 'Mitra Ditambahkan' : 'Mitra Diperbarui',
          `Mitra "${draft.name.trim()}" berhasil ${mode === 'create' ? 'ditambahkan' : 'diperbarui'}`,
        ],
        failureTitle: 'Gagal menyimpan mitra',
        draftKey,
      });
      if (outcome.kind === 'saved') {
        saved.current = true;
        // A new partner opens on its share link and QR: handing them over is why it was added.
        navigate(mode === 'create' ? `/partners/edit/${String(outcome.record.id)}` : '/partners');
      } else if (outcome.kind === 'failed') {
        const t = partnerSaveError(outcome.error) ?? translateError(outcome.error);
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
  const chosen = d.packageId ? packages?.find((p) => p.id === d.packageId) : undefined;
  const packageHint = !d.packageId
    ? 'Tautan membuka beranda situs'
    : chosen && !chosen.active
      ? 'Paket ini belum aktif: tautan membuka beranda sampai paket diaktifkan'
      : 'Tautan membuka halaman paket ini';

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={changed} draft={{ key: draftKey, values: () => dRef.current, changed }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/partners" startIcon={<ArrowBack />} variant="text">
          Kembali
        </Button>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {mode === 'create' ? 'Tambah Mitra' : 'Edit Mitra'}
        </Typography>
      </Box>
      {restored && onDiscardDraft ? <DraftNotice onDiscard={onDiscardDraft} /> : null}
      {share ? <Box sx={{ mb: 2 }}>{share}</Box> : null}
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, md: 3 } }}>
          <TextField
            label={L.name}
            value={d.name}
            onChange={(e) => update(withPartnerName(dRef.current, e.target.value))}
            required
            placeholder="Ustadz Ahmad Fauzi"
            {...limitedField(errors, 'name', d.name, PARTNER_LIMITS.name)}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField
              label={L.whatsapp}
              value={d.whatsapp}
              onChange={(e) => set({ whatsapp: e.target.value })}
              required
              type="tel"
              placeholder="0812-3456-7890"
              // Shown back in one format (+62 812-…); what cannot be read stays as typed, marked on save.
              onBlur={() => {
                const n = normalizeWhatsapp(dRef.current.whatsapp);
                if (n) set({ whatsapp: formatWhatsapp(n) });
              }}
              {...err('whatsapp', 'Untuk mengirim tautan ke mitra. Nomor luar negeri diawali +')}
            />
            <TextField
              label={L.city}
              value={d.city}
              onChange={(e) => set({ city: e.target.value })}
              placeholder="Bekasi"
              {...limitedField(errors, 'city', d.city, PARTNER_LIMITS.city)}
            />
          </Box>
          <TextField
            label={L.code}
            value={d.code}
            onChange={mode === 'create' ? (e) => set({ code: e.target.value, codeEdited: true }) : undefined}
            required={mode === 'create'}
            slotProps={{
              htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
              input: {
                readOnly: mode === 'edit',
                startAdornment: (
                  <Box sx={{ color: 'text.secondary', mr: 0.5, whiteSpace: 'nowrap' }}>{CODE_PREFIX}</Box>
                ),
              },
            }}
            {...err(
              'code',
              mode === 'create'
                ? 'Terisi dari nama; boleh diubah. Huruf kecil, angka dan tanda hubung, 3–32 karakter. Tidak dapat diubah setelah disimpan.'
                : 'Tidak dapat diubah: tautan dan QR yang sudah dibagikan memakai kode ini.',
            )}
          />
          <TextField
            select
            label={L.package_id}
            value={d.packageId}
            onChange={(e) => set({ packageId: e.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...err('packageId', packageHint)}
          >
            <option value="">Beranda</option>
            {d.packageId && !chosen ? <option value={d.packageId}>Memuat paket…</option> : null}
            {(packages ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.active ? p.title : `${p.title} (draf)`}
              </option>
            ))}
          </TextField>
          <Box>
            <FormControlLabel
              control={<Switch checked={d.active} onChange={(e) => set({ active: e.target.checked })} />}
              label={L.active}
            />
            <FormHelperText sx={{ mt: 0 }}>
              {d.active
                ? 'Kunjungan dan prospek lewat tautannya tercatat atas nama mitra ini.'
                : 'Nonaktif: tautannya tetap membuka situs, tetapi tidak lagi dicatat atas nama mitra ini.'}{' '}
              Mitra tidak dihapus, agar kodenya tidak pernah dipakai mitra lain.
            </FormHelperText>
          </Box>
          <TextField
            label={L.notes}
            value={d.notes}
            onChange={(e) => set({ notes: e.target.value })}
            multiline
            minRows={2}
            {...limitedField(errors, 'notes', d.notes, PARTNER_LIMITS.notes, 'Hanya terlihat di admin')}
          />
        </CardContent>
        <FormFooter
          cancelTo="/partners"
          saving={saving}
          saveLabel={mode === 'create' ? 'Simpan Mitra' : 'Simpan Perubahan'}
        />
      </Card>
    </Box>
  );
}
