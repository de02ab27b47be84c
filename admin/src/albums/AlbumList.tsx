import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, InputAdornment, Pagination, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Search from '@mui/icons-material/Search';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { formatDateId, type Album } from '../domain.ts';
import { CardGrid, SkeletonGrid } from '../lib/CardGrid.tsx';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { DeleteIconButton } from '../lib/CardActionButtons.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { displayUrl } from '../lib/media.ts';
import { useToast } from '../lib/toast.ts';
import { UNDO_HINT, useUndoable } from '../lib/undoable.ts';
import { ALBUM_TRASH_HINT } from '../i18n/trash.ts';
import { useAddressSearch } from '../lib/useAddressSearch.ts';
import { paginationItemLabel } from '../lib/pagination.ts';
import { deleteRowsNow } from '../providers/keepalive.ts';
import { ALBUM_LIST_COLUMNS, albumListFilter, shownPhotosText } from './model.ts';

const PER_PAGE = 24;

type AlbumRow = Pick<
  Album,
  | 'id'
  | 'slug'
  | 'title'
  | 'taken_on'
  | 'status'
  | 'updated_at'
  | 'cover'
  | 'consented_count'
  | 'photos'
  | 'package_title'
  | 'departure_on'
>;

/**
 * The trip albums, newest trip first: search, status and page live in the address (?q=&status=&page=), so a
 * reload, the back button and a shared link show the same list.
 */
export default function AlbumList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? 'all';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === '' || v === 'all' || (k === 'page' && v === '1')) next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const [search, setSearch] = useAddressSearch(q, (typed) => update({ q: typed }));

  const filter = albumListFilter(q, status);
  const { data, total, isPending, error, refetch } = useGetList<AlbumRow>(
    'albums',
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'taken_on', order: 'DESC' },
      filter,
      meta: { columns: ALBUM_LIST_COLUMNS },
    },
    { placeholderData: keepPreviousData, retry: 1 },
  );
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoable = useUndoable();
  const [toDelete, setToDelete] = useState<AlbumRow | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = data?.filter((a) => !hidden.has(a.id));

  const remove = (a: AlbumRow) => {
    setToDelete(null);
    setHidden((s) => new Set(s).add(a.id));
    const unhide = () =>
      setHidden((s) => {
        const next = new Set(s);
        next.delete(a.id);
        return next;
      });
    undoable(
      `Album "${a.title}" dihapus`,
      async () => {
        try {
          // Sent before the first await: it must leave even when the page is being closed. Photos go with it.
          await deleteRowsNow('albums', [a.id]);
          toast.success('Album Dihapus', `Album "${a.title}" telah dihapus`);
        } catch (e) {
          console.error(e);
          toast.failure('Gagal menghapus album', e);
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['albums'] });
          void queryClient.invalidateQueries({ queryKey: ['media', 'usage'] });
          unhide();
        }
      },
      unhide,
    );
  };

  return (
    <Box>
      <PageHeader
        title="Dokumentasi"
        description="Album foto keberangkatan yang sudah berjalan: tampil di /dokumentasi dan di halaman paketnya. Hanya foto yang sudah diizinkan orangnya yang tampil di situs."
        actions={
          <Button component={Link} to="/albums/create" variant="contained" startIcon={<AddOutlined />}>
            Tambah Album
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2, mb: 3 }}>
        <TextField
          label="Cari album"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => update({ status: e.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="all">Semua status</option>
          <option value="published">Terbit</option>
          <option value="draft">Draf</option>
        </TextField>
      </Box>
      {error ? (
        <LoadErrorAlert onRetry={refetch} mb={3}>
          Gagal memuat album: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}
      {isPending ? (
        <SkeletonGrid min={260} height={240} />
      ) : !shown?.length ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <CameraAltOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography sx={{ mt: 1 }}>
              {Object.keys(filter).length ? 'Tidak ada album yang cocok.' : 'Belum ada album. Tambah album pertama.'}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {total} album
          </Typography>
          <CardGrid min={260} label="Daftar album">
            {shown.map((a) => {
              const cover = a.cover ? displayUrl(a.cover) : null;
              const photoCount = Array.isArray(a.photos) ? a.photos.length : 0;
              return (
                <Box component="li" key={a.id}>
                  <Card
                    component="article"
                    aria-label={a.title}
                    sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                  >
                    {cover ? (
                      <Box
                        component="img"
                        src={cover}
                        alt=""
                        loading="lazy"
                        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
                      />
                    ) : (
                      <Box
                        sx={{
                          width: '100%',
                          aspectRatio: '16 / 9',
                          display: 'grid',
                          placeItems: 'center',
                          bgcolor: '#eef2ef',
                          color: 'text.secondary',
                        }}
                      >
                        <Typography variant="body2">Belum ada sampul</Typography>
                      </Box>
                    )}
                    <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
                      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                        <Chip
                          size="small"
                          color={a.status === 'published' ? 'success' : 'default'}
                          variant={a.status === 'published' ? 'filled' : 'outlined'}
                          label={a.status === 'published' ? 'Terbit' : 'Draf'}
                        />
                      </Box>
                      <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                        {a.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatDateId(a.taken_on)}
                        {a.package_title ? ` · ${a.package_title}` : ''}
                      </Typography>
                      <Typography variant="body2">{shownPhotosText(a.consented_count ?? 0, photoCount)}</Typography>
                      <Box sx={{ display: 'flex', gap: 0.5, mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
                        <Button
                          component={Link}
                          to={`/albums/edit/${a.id}`}
                          size="small"
                          variant="outlined"
                          startIcon={<EditOutlined />}
                          sx={{ flex: 1 }}
                          aria-label={`Edit ${a.title}`}
                        >
                          Edit
                        </Button>
                        <DeleteIconButton name={a.title} title="Hapus" onClick={() => setToDelete(a)} />
                      </Box>
                    </CardContent>
                  </Card>
                </Box>
              );
            })}
          </CardGrid>
          {pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={page}
                onChange={(_, p) => update({ page: String(p) })}
                color="primary"
                aria-label="Halaman daftar album"
                getItemAriaLabel={paginationItemLabel}
              />
            </Box>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Hapus album?"
        message={
          toDelete
            ? `Album "${toDelete.title}" dan semua fotonya akan dihapus dari situs. ${UNDO_HINT} ${ALBUM_TRASH_HINT}`
            : ''
        }
        onConfirm={() => toDelete && remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
