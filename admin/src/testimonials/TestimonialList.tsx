import { useEffect, useState } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, IconButton, Skeleton, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useSearchParams } from 'react-router';
import type { Testimonial } from '../domain.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage } from '../lib/errors.ts';
import { displayUrl } from '../lib/media.ts';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import {
  EMPTY_TESTIMONIAL,
  initials,
  normalizeRating,
  testimonialPayload,
  testimonialToDraft,
  type TestimonialDraft,
} from './model.ts';
import { Stars } from './Stars.tsx';
import { TestimonialForm } from './TestimonialForm.tsx';

type FormState = { mode: 'add' } | { mode: 'edit'; testimonial: Testimonial } | null;

export default function TestimonialList() {
  const crud = useCrudList<Testimonial>(
    'testimonials',
    { field: 'created_at', order: 'DESC' },
    {
      created: ['Testimoni Ditambahkan', 'Testimoni baru berhasil ditambahkan'],
      updated: ['Testimoni Diperbarui', 'Testimoni berhasil diperbarui'],
      deleted: ['Testimoni Dihapus', 'Testimoni berhasil dihapus'],
      createFailed: 'Gagal menambahkan testimoni',
      updateFailed: 'Gagal memperbarui testimoni',
      deleteFailed: 'Gagal menghapus testimoni',
    },
  );
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<FormState>(null);
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);

  // The dashboard's "Tambah Testimoni" quick action lands here with ?add=1.
  useEffect(() => {
    if (params.get('add') === '1') {
      setForm({ mode: 'add' });
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  const open = (next: FormState) => {
    setForm((cur) =>
      next &&
      cur &&
      cur.mode === next.mode &&
      (next.mode === 'add' || (cur.mode === 'edit' && cur.testimonial.id === next.testimonial.id))
        ? null
        : next,
    );
    setFormKey((k) => k + 1);
  };
  const close = () => {
    setForm(null);
    setFormKey((k) => k + 1);
  };
  const save = async (d: TestimonialDraft) => {
    const payload = testimonialPayload(d) as Partial<Testimonial>;
    const ok = form?.mode === 'edit' ? await crud.update(form.testimonial, payload) : await crud.create(payload);
    if (ok) close();
  };

  return (
    <Box>
      <PageHeader
        title="Testimoni"
        description="Cerita jamaah yang tampil di halaman utama (6 terbaru)."
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => open({ mode: 'add' })}>
            Tambah Testimoni
          </Button>
        }
      />
      {form ? (
        <TestimonialForm
          key={formKey}
          mode={form.mode}
          initial={form.mode === 'edit' ? testimonialToDraft(form.testimonial) : EMPTY_TESTIMONIAL}
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
          Gagal memuat testimoni: {errorMessage(crud.error)}
        </Alert>
      ) : null}
      {crud.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      ) : crud.data?.length ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
          {crud.data.map((t) => (
            <Card key={t.id} component="article" aria-label={t.name}>
              <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                <Stars value={normalizeRating(t.rating)} />
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  “{t.content}”
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Avatar src={displayUrl(t.avatar_url) || undefined} alt={t.name} sx={{ bgcolor: 'primary.main' }}>
                    {initials(t.name)}
                  </Avatar>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }} noWrap>
                      {t.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {t.location}
                    </Typography>
                  </Box>
                  <IconButton
                    aria-label={`Edit ${t.name}`}
                    onClick={() => open({ mode: 'edit', testimonial: t })}
                    size="small"
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Hapus ${t.name}`}
                    onClick={() => setToDelete(t)}
                    size="small"
                    sx={{ color: 'error.main' }}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : !crud.error ? (
        <Typography color="text.secondary">Belum ada testimoni tersedia</Typography>
      ) : null}
      <ConfirmDialog
        open={!!toDelete}
        title="Hapus Testimoni?"
        message={toDelete ? `Testimoni dari "${toDelete.name}" akan dihapus permanen.` : ''}
        busy={crud.busy}
        onConfirm={async () => {
          if (toDelete && (await crud.remove(toDelete))) setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
