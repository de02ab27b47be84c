import { useRef, useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, Card, CardContent, Chip, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link, useNavigate } from 'react-router';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABEL,
  COLUMN_LIMITS,
  articlePath,
  hasErrors,
  parseWibDateTime,
  scheduleLabel,
  type ArticleCategory,
  type FieldErrors,
} from '../domain.ts';
import { fieldError, focusFirstInvalid, limitedField } from '../lib/form-errors.ts';
import { ImageField } from '../lib/ImageField.tsx';
import { isDraftDirty } from '../lib/inline-form.ts';
import { FormFooter } from '../lib/FormFooter.tsx';
import { UnsavedChangesGuard } from '../lib/UnsavedChangesGuard.tsx';
import { useToast } from '../lib/toast.ts';
import { translateError } from '../lib/errors.ts';
import { runSave } from '../lib/useToastedRun.ts';
import { DraftNotice } from '../lib/DraftNotice.tsx';
import { PUBLIC_SITE_URL } from '../env.ts';
import { articleErrors, articlePayload, withTitle, type ArticleDraft } from './model.ts';
import { PreviewButton } from '../preview/PreviewButton.tsx';
import { BodyEditor } from './BodyEditor.tsx';
import { ARTICLE_LABELS as L, ARTICLE_STATUS_LABELS } from '../i18n/resources.ts';

const LIMITS = COLUMN_LIMITS.articles;

export interface PackageChoice {
  id: string;
  title: string;
  /** Its public address, for links in the body. */
  path: string;
  active: boolean;
}

/** The article form shared by create and edit: checked on save, a refused field marked beside it. */
export function ArticleForm({
  initial,
  mode,
  onSubmit,
  draftKey,
  restored,
  onDiscardDraft,
  packages,
  storedSlug,
  recordId = null,
}: {
  /** The stored article (or the empty one): what "unchanged" means. */
  initial: ArticleDraft;
  mode: 'create' | 'edit';
  /** Resolves with the stored row; throws the server's error otherwise. */
  onSubmit(draft: ArticleDraft): Promise<unknown>;
  /** Where the typing is kept if the session ends (lib/drafts.ts). */
  draftKey: string;
  restored?: ArticleDraft | null;
  onDiscardDraft?(): void;
  packages: PackageChoice[];
  /** Edit, when published: the live address. */
  storedSlug?: string;
  /** Edit: the stored article's id (its preview reads it). */
  recordId?: string | null;
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
  const update = (next: ArticleDraft) => {
    dRef.current = next;
    setD(next);
    if (checked) setErrors(articleErrors(next));
  };
  const set = (patch: Partial<ArticleDraft>) => update({ ...dRef.current, ...patch });
  const err = (name: string, hint?: string) => fieldError(errors, name, hint);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLElement;
    const draft = dRef.current;
    const found = articleErrors(draft);
    setErrors(found);
    setChecked(true);
    if (hasErrors(found)) {
      toast.error('Gagal menyimpan artikel', 'Periksa kembali field yang ditandai merah');
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      const published = draft.status === 'published';
      const outcome = await runSave(toast, () => onSubmit(draft), {
        success: [
          mode === 'create' ? 'Artikel Ditambahkan' : 'Artikel Diperbarui',
          `Artikel "${draft.title.trim()}" berhasil disimpan${published ? ' dan akan tampil di situs setelah diterbitkan ulang' : ' sebagai draf'}`,
        ],
        failureTitle: 'Gagal menyimpan artikel',
        draftKey,
      });
      if (outcome.kind === 'saved') {
        saved.current = true;
        navigate('/articles');
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
  const chosen = d.packageIds.map(
    (id) => packages.find((p) => p.id === id) ?? { id, title: 'Paket terhapus', path: '', active: false },
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={changed} draft={{ key: draftKey, values: () => dRef.current, changed }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/articles" startIcon={<ArrowBack />} variant="text">
          Kembali
        </Button>
        {/* On a phone the title keeps its line and the buttons beside it wrap below. */}
        <Typography variant="h1" sx={{ flex: 1, minWidth: 170 }}>
          {mode === 'create' ? 'Tulis Artikel' : 'Edit Artikel'}
        </Typography>
        <PreviewButton kind="artikel" rowId={recordId} draft={() => articlePayload(dRef.current)} />
        {storedSlug ? (
          <Button
            href={`${PUBLIC_SITE_URL}${articlePath(storedSlug)}`}
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
            label={L.title}
            value={d.title}
            onChange={(e) => update(withTitle(dRef.current, e.target.value))}
            required
            placeholder="Panduan manasik umroh langkah demi langkah"
            {...limitedField(errors, 'title', d.title, LIMITS.title.max)}
          />
          <TextField
            label={L.slug}
            value={d.slug}
            onChange={(e) => set({ slug: e.target.value, slugEdited: true })}
            required
            slotProps={{
              input: {
                startAdornment: <Box sx={{ color: 'text.secondary', mr: 0.5, whiteSpace: 'nowrap' }}>/artikel/</Box>,
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
            <TextField
              select
              label={L.category}
              value={d.category}
              onChange={(e) => set({ category: e.target.value as ArticleCategory })}
              required
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...err('category')}
            >
              {ARTICLE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {ARTICLE_CATEGORY_LABEL[c]}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={L.status}
              value={d.status}
              onChange={(e) => set({ status: e.target.value === 'published' ? 'published' : 'draft' })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              helperText={d.status === 'published' ? 'Tampil di situs' : 'Hanya terlihat di admin'}
            >
              <option value="draft">{ARTICLE_STATUS_LABELS.draft}</option>
              <option value="published">{ARTICLE_STATUS_LABELS.published}</option>
            </TextField>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={L.publish_at}
              value={d.publishAt}
              onChange={(e) => set({ publishAt: e.target.value })}
              placeholder="dd/mm/yyyy jj.mm"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
              {...err(
                'publishAt',
                d.publishAt && parseWibDateTime(d.publishAt)
                  ? `Terjadwal: ${scheduleLabel(parseWibDateTime(d.publishAt))}`
                  : 'Opsional: draf ini terbit sendiri pada waktunya',
              )}
            />
            <TextField
              label={L.unpublish_at}
              value={d.unpublishAt}
              onChange={(e) => set({ unpublishAt: e.target.value })}
              placeholder="dd/mm/yyyy jj.mm"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
              {...err(
                'unpublishAt',
                d.unpublishAt && parseWibDateTime(d.unpublishAt)
                  ? `Turun: ${scheduleLabel(parseWibDateTime(d.unpublishAt))}`
                  : 'Opsional: artikel kembali menjadi draf pada waktunya',
              )}
            />
          </Box>
          <TextField
            label={L.excerpt}
            value={d.excerpt}
            onChange={(e) => set({ excerpt: e.target.value })}
            multiline
            minRows={2}
            {...limitedField(
              errors,
              'excerpt',
              d.excerpt,
              LIMITS.excerpt.max,
              'Tampil di daftar artikel dan saat dibagikan',
            )}
          />
          <BodyEditor
            label={L.body}
            value={d.body}
            onChange={(body) => set({ body })}
            error={errors.body}
            helperText="Subjudul, daftar, kutipan, tautan dan gambar dari galeri media"
            packages={packages.filter((p) => p.active)}
          />
          <ImageField
            label={L.cover_image}
            name="coverImage"
            value={d.coverImage}
            onChange={(url) => set({ coverImage: url })}
            hint="Opsional: tampil di daftar artikel dan saat dibagikan"
            error={errors.coverImage}
          />
          {d.coverImage ? (
            <TextField
              label={L.cover_alt}
              value={d.coverAlt}
              onChange={(e) => set({ coverAlt: e.target.value })}
              required
              {...limitedField(errors, 'coverAlt', d.coverAlt, LIMITS.cover_alt.max, 'Apa yang terlihat di gambar')}
            />
          ) : null}
          <Autocomplete
            multiple
            options={packages}
            value={chosen}
            getOptionLabel={(p) => (p.active ? p.title : `${p.title} (draf)`)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, value) => set({ packageIds: value.map((p) => p.id) })}
            renderValue={(value, getItemProps) =>
              value.map((p, index) => {
                const { key, ...rest } = getItemProps({ index });
                return <Chip key={key} label={p.title} size="small" {...rest} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={L.package_ids}
                {...err('packageIds', 'Tampil sebagai kartu di akhir artikel, sesuai urutan; paling banyak 6')}
              />
            )}
          />
          <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mt: 1 }}>
            Mesin pencari (opsional)
          </Typography>
          <TextField
            label={L.seo_title}
            value={d.seoTitle}
            onChange={(e) => set({ seoTitle: e.target.value })}
            {...limitedField(errors, 'seoTitle', d.seoTitle, LIMITS.seo_title.max, 'Kosong: memakai judul artikel')}
          />
          <TextField
            label={L.seo_description}
            value={d.seoDescription}
            onChange={(e) => set({ seoDescription: e.target.value })}
            multiline
            minRows={2}
            {...limitedField(
              errors,
              'seoDescription',
              d.seoDescription,
              LIMITS.seo_description.max,
              'Kosong: memakai ringkasan',
            )}
          />
        </CardContent>
        <FormFooter
          cancelTo="/articles"
          saving={saving}
          saveLabel={mode === 'create' ? 'Simpan Artikel' : 'Simpan Perubahan'}
        />
      </Card>
    </Box>
  );
}
