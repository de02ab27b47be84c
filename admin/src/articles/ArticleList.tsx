import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, InputAdornment, Pagination, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Search from '@mui/icons-material/Search';
import { keepPreviousData } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABEL, formatDateId, scheduleLabel, type Article } from '../domain.ts';
import { CardGrid, SkeletonGrid } from '../lib/CardGrid.tsx';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { DeleteIconButton } from '../lib/CardActionButtons.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { displayUrl } from '../lib/media.ts';
import { useToast } from '../lib/toast.ts';
import { UNDO_HINT, useUndoable } from '../lib/undoable.ts';
import { TRASH_HINT } from '../i18n/trash.ts';
import { deleteRowsNow } from '../providers/keepalive.ts';
import { ARTICLE_LIST_COLUMNS, articleListFilter } from './model.ts';
import { useAddressSearch } from '../lib/useAddressSearch.ts';
import { paginationItemLabel } from '../lib/pagination.ts';

const PER_PAGE = 24;

type ArticleRow = Pick<
  Article,
  | 'id'
  | 'slug'
  | 'title'
  | 'category'
  | 'status'
  | 'published_at'
  | 'updated_at'
  | 'cover_image'
  | 'publish_at'
  | 'unpublish_at'
>;

/**
 * The articles: search, category, status and page live in the address (?q=&category=&status=&page=), so a
 * reload, the back button and a shared link show the same list.
 */
export default function ArticleList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? 'all';
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

  const filter = articleListFilter(q, category, status);
  const { data, total, isPending, error, refetch } = useGetList<ArticleRow>(
    'articles',
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'updated_at', order: 'DESC' },
      filter,
      meta: { columns: ARTICLE_LIST_COLUMNS },
    },
    { placeholderData: keepPreviousData, retry: 1 },
  );
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoable = useUndoable();
  const [toDelete, setToDelete] = useState<ArticleRow | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = data?.filter((a) => !hidden.has(a.id));

  const remove = (a: ArticleRow) => {
    setToDelete(null);
    setHidden((s) => new Set(s).add(a.id));
    const unhide = () =>
      setHidden((s) => {
        const next = new Set(s);
        next.delete(a.id);
        return next;
      });
    undoable(
      `Artikel "${a.title}" dihapus`,
      async () => {
        try {
          // Sent before the first await: it must leave even when the page is being closed.
          await deleteRowsNow('articles', [a.id]);
          toast.success('Artikel Dihapus', `Artikel "${a.title}" telah dihapus`);
        } catch (e) {
          console.error(e);
          toast.failure('Gagal menghapus artikel', e);
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['articles'] });
          unhide();
        }
      },
      unhide,
    );
  };

  return (
    <Box>
      <PageHeader
        title="Artikel"
        description="Panduan, berita regulasi, tips dan kisah jamaah: tampil di /artikel, di beranda dan di halaman paket yang ditautkan."
        actions={
          <Button component={Link} to="/articles/create" variant="contained" startIcon={<AddOutlined />}>
            Tulis Artikel
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2, mb: 3 }}>
        <TextField
          label="Cari artikel"
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
          label="Kategori"
          value={category}
          onChange={(e) => update({ category: e.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="all">Semua kategori</option>
          {ARTICLE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {ARTICLE_CATEGORY_LABEL[c]}
            </option>
          ))}
        </TextField>
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
          Gagal memuat artikel: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}
      {isPending ? (
        <SkeletonGrid min={260} height={200} />
      ) : !shown?.length ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <ArticleOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography sx={{ mt: 1 }}>
              {Object.keys(filter).length
                ? 'Tidak ada artikel yang cocok.'
                : 'Belum ada artikel. Tulis artikel pertama.'}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {total} artikel
          </Typography>
          <CardGrid min={260} label="Daftar artikel">
            {shown.map((a) => {
              const cover = a.cover_image ? displayUrl(a.cover_image) : null;
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
                        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
                      />
                    ) : null}
                    <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
                      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                        <Chip size="small" label={ARTICLE_CATEGORY_LABEL[a.category] ?? a.category} />
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
                        {a.published_at ? `Terbit ${formatDateId(a.published_at.slice(0, 10))}` : 'Belum pernah terbit'}
                      </Typography>
                      {a.publish_at && a.status === 'draft' ? (
                        <Typography variant="body2" color="primary" data-testid="article-scheduled">
                          Terjadwal: {scheduleLabel(a.publish_at)}
                        </Typography>
                      ) : null}
                      {a.unpublish_at && a.status === 'published' ? (
                        <Typography variant="body2" color="text.secondary" data-testid="article-unpublish">
                          Turun: {scheduleLabel(a.unpublish_at)}
                        </Typography>
                      ) : null}
                      <Box sx={{ display: 'flex', gap: 0.5, mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
                        <Button
                          component={Link}
                          to={`/articles/edit/${a.id}`}
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
                aria-label="Halaman daftar artikel"
                getItemAriaLabel={paginationItemLabel}
              />
            </Box>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Hapus artikel?"
        message={toDelete ? `Artikel "${toDelete.title}" akan dihapus dari situs. ${UNDO_HINT} ${TRASH_HINT}` : ''}
        onConfirm={() => toDelete && remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
