import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, IconButton, Skeleton, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { Feature } from '../domain.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage } from '../lib/errors.ts';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import { FeatureForm } from './FeatureForm.tsx';
import { FEATURE_ICON_COMPONENTS } from './icons.ts';
import { EMPTY_FEATURE, featurePayload, featureToDraft, nextOrderIndex, type FeatureDraft } from './model.ts';

type FormState = { mode: 'add' } | { mode: 'edit'; feature: Feature } | null;

export default function FeatureList() {
  const crud = useCrudList<Feature>(
    'features',
    { field: 'order_index', order: 'ASC' },
    {
      created: ['Keunggulan Ditambahkan', 'Keunggulan baru berhasil ditambahkan'],
      updated: ['Keunggulan Diperbarui', 'Keunggulan berhasil diperbarui'],
      deleted: ['Keunggulan Dihapus', 'Keunggulan berhasil dihapus'],
      createFailed: 'Gagal menambahkan keunggulan',
      updateFailed: 'Gagal memperbarui keunggulan',
      deleteFailed: 'Gagal menghapus keunggulan',
    },
  );
  const [form, setForm] = useState<FormState>(null);
  const [toDelete, setToDelete] = useState<Feature | null>(null);
  // Bumped on every open/close so the form remounts empty (reset after save or cancel).
  const [formKey, setFormKey] = useState(0);

  const open = (next: FormState) => {
    setForm((cur) =>
      next &&
      cur &&
      cur.mode === next.mode &&
      (next.mode === 'add' || (cur.mode === 'edit' && cur.feature.id === next.feature.id))
        ? null
        : next,
    );
    setFormKey((k) => k + 1);
  };
  const close = () => {
    setForm(null);
    setFormKey((k) => k + 1);
  };

  const save = async (d: FeatureDraft) => {
    const ok =
      form?.mode === 'edit'
        ? await crud.update(form.feature, featurePayload(d) as Partial<Feature>)
        : await crud.create(featurePayload(d, nextOrderIndex(crud.data ?? [])) as Partial<Feature>);
    if (ok) close();
  };

  return (
    <Box>
      <PageHeader
        title="Keunggulan"
        description="Poin 'Mengapa Memilih Kami' di halaman utama (4 keunggulan aktif pertama ditampilkan)."
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => open({ mode: 'add' })}>
            Tambah Keunggulan
          </Button>
        }
      />
      {form ? (
        <FeatureForm
          key={formKey}
          mode={form.mode}
          initial={form.mode === 'edit' ? featureToDraft(form.feature) : EMPTY_FEATURE}
          busy={crud.busy}
          onSave={save}
          onCancel={close}
        />
      ) : null}
      {crud.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => crud.refetch()}>
              Coba Lagi
            </Button>
          }
        >
          Gagal memuat keunggulan: {errorMessage(crud.error)}
        </Alert>
      ) : null}
      {crud.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : crud.data?.length ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}>
          {crud.data.map((f) => {
            const Icon = FEATURE_ICON_COMPONENTS[f.icon] ?? FEATURE_ICON_COMPONENTS.shield;
            return (
              <Card key={f.id} component="article" aria-label={f.title}>
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                    <Box
                      sx={{
                        width: 44,
                        height: 44,
                        borderRadius: 2,
                        bgcolor: 'rgba(15,118,110,0.1)',
                        color: 'primary.main',
                        display: 'grid',
                        placeItems: 'center',
                      }}
                    >
                      <Icon />
                    </Box>
                    <Chip
                      size="small"
                      label={f.is_active ? 'Aktif' : 'Nonaktif'}
                      color={f.is_active ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </Box>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {f.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {f.description}
                  </Typography>
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
                    <IconButton
                      aria-label={`Edit ${f.title}`}
                      onClick={() => open({ mode: 'edit', feature: f })}
                      size="small"
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={`Hapus ${f.title}`}
                      onClick={() => setToDelete(f)}
                      size="small"
                      sx={{ color: 'error.main' }}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      ) : !crud.error ? (
        <Typography color="text.secondary">Belum ada keunggulan. Tambahkan keunggulan pertama Anda.</Typography>
      ) : null}
      <ConfirmDialog
        open={!!toDelete}
        title="Hapus Keunggulan?"
        message={toDelete ? `Keunggulan "${toDelete.title}" akan dihapus permanen.` : ''}
        busy={crud.busy}
        onConfirm={async () => {
          if (toDelete && (await crud.remove(toDelete))) setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
