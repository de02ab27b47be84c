import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, InputAdornment, Pagination, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useDataProvider, useGetList } from 'react-admin';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CardGrid, SkeletonGrid } from '../lib/CardGrid.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { useToast } from '../lib/toast.ts';
import { UNDO_HINT, useUndoable } from '../lib/undoable.ts';
import { PACKAGE_TRASH_HINT } from '../i18n/trash.ts';
import { deleteRowsNow } from '../providers/keepalive.ts';
import { duplicateSummary, type DuplicatedPackage } from './duplicate.ts';
import { supabase } from '../providers/supabase.ts';
import {
  LIST_SORTS,
  PACKAGE_LIST_RESOURCE,
  PAGE_SIZE,
  listFilter,
  monthFilter,
  monthOptions,
  pageSummary,
  type ListSort,
  type PackageListRow,
} from './model.ts';
import { PackageCard } from './PackageCard.tsx';
import { useInvalidatePackages } from './usePackageMutations.ts';
import { useAddressSearch } from '../lib/useAddressSearch.ts';
import { paginationItemLabel } from '../lib/pagination.ts';

/**
 * "Duplikat": one database call copies the package as a draft with its hotels and its upcoming departures,
 * closed and with no seat booked (supabase/migrations/20261126004100_duplicate_package.sql), all or nothing.
 */
async function duplicatePackage(id: string): Promise<DuplicatedPackage> {
  const { data, error } = await supabase.rpc('duplicate_package', { id });
  if (error) throw error;
  if (!data || typeof data !== 'object') throw new Error('duplicate_package answered nothing');
  return data as DuplicatedPackage;
}

/** The status and code of a failed request, as text. */
function errorText(e: unknown): string {
  if (!e || typeof e !== 'object') return String(e);
  const o = e as { status?: unknown; code?: unknown; body?: { code?: unknown }; message?: unknown };
  return [o.status, o.code, o.body?.code, o.message].filter(Boolean).join(' ');
}

/** The list's last address in this tab, so coming back to "Kelola Paket" from any link finds it as it was left. */
const LAST_LIST = 'admin:packages:list';

function readLastList(): string | null {
  try {
    return sessionStorage.getItem(LAST_LIST);
  } catch {
    return null;
  }
}

/**
 * Search, filters, sort and page live in the address (?q=&category=&status=&month=&sort=&page=), so a
 * reload, the browser's back button and a shared link show the same list.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const [saved] = useState(() => (params.toString() === '' ? readLastList() : null));
  const restored = useRef(!saved);
  const source = !restored.current && saved ? new URLSearchParams(saved) : params;
  useEffect(() => {
    if (!restored.current && saved) {
      setParams(new URLSearchParams(saved), { replace: true });
    }
    restored.current = true;
  }, [saved, setParams]);
  useEffect(() => {
    if (!restored.current) return;
    try {
      sessionStorage.setItem(LAST_LIST, params.toString());
    } catch {
      // Private mode without storage: the address alone still keeps the list.
    }
  }, [params]);
  const pageParam = Number(source.get('page'));
  const sortParam = source.get('sort') ?? '';
  const values = {
    q: source.get('q') ?? '',
    category: source.get('category') ?? 'all',
    status: source.get('status') ?? 'all',
    month: source.get('month') ?? 'all',
    sort: (sortParam in LIST_SORTS ? sortParam : 'created') as ListSort,
    page: Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1,
  };
  /** Sets some values; any change but the page's starts again at page 1. Defaults leave the address. */
  const update = (patch: Partial<Record<keyof typeof values, string | number>>) => {
    // Two changes in a row (a filter, then the search's debounce) build on each other: the browser's address
    // is replaced at once, while the router's render of it may still be pending.
    const next = new URLSearchParams(restored.current ? window.location.search : source);
    for (const [k, v] of Object.entries(patch)) {
      const text = String(v);
      if (text === '' || text === 'all' || (k === 'sort' && text === 'created') || (k === 'page' && text === '1'))
        next.delete(k);
      else next.set(k, text);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { values, update };
}

export default function PackageList() {
  const { values: listParams, update } = useListParams();
  const { category, status, month, sort, page } = listParams;
  const setCategory = (v: string) => update({ category: v });
  const setStatus = (v: string) => update({ status: v });
  const setMonth = (v: string) => update({ month: v });
  const setSort = (v: ListSort) => update({ sort: v });
  const setPage = (p: number) => update({ page: p });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [bulkDelete, setBulkDelete] = useState(false);
  const [months] = useState(() => monthOptions(new Date()));
  const [search, setSearch, debounced] = useAddressSearch(listParams.q, (q) => update({ q }));
  // A month matches the packages with a departure in it (the view lists each package's departure months).
  const filter = { ...listFilter(debounced, category, status), ...monthFilter(month) };
  const filtered = Object.keys(filter).length > 0;
  // A new filter or sort forgets the selection (it starts again at page 1: see useListParams).
  const filterKey = JSON.stringify([filter, sort]);
  useEffect(() => {
    setSelected(new Set());
  }, [filterKey]);
  const { field, order } = LIST_SORTS[sort];
  // Server-side paging: however many packages there are, every one can be reached. One request per page:
  // public.admin_package_list gives each card with its next departure (the local server, like the rule for
  // hosted, has no resource embedding; composite reads are views).
  const {
    data: rows,
    total,
    isPending,
    error,
    refetch,
  } = useGetList<PackageListRow>(
    PACKAGE_LIST_RESOURCE,
    { pagination: { page, perPage: PAGE_SIZE }, sort: { field, order }, filter },
    // Packages are fresh for 30 s and refetched every 30 s.
    { placeholderData: keepPreviousData, retry: 1, staleTime: 30_000, refetchInterval: 30_000 },
  );
  const dataProvider = useDataProvider();
  const invalidate = useInvalidatePackages();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PackageListRow | null>(null);
  const undoable = useUndoable();
  const data = rows?.filter((p) => !hidden.has(p.id));
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  // A page kept in the address that no longer exists (packages deleted since): show the last one, or the
  // first when the server refuses the page outright (416, PGRST103: an offset past the end).
  const pastTheEnd = !!error && page > 1 && /416|PGRST103/.test(errorText(error));
  useEffect(() => {
    if (pastTheEnd) update({ page: 1 });
    else if (total !== undefined && !isPending && page > pages) update({ page: pages });
  }, [pastTheEnd, total, isPending, page, pages]);
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Hides the rows now; deletes them after 5 s unless "Batalkan" is pressed. */
  const deleteLater = (items: PackageListRow[]) => {
    const ids = new Set(items.map((p) => p.id));
    setHidden((h) => new Set([...h, ...ids]));
    setSelected(new Set());
    const unhide = () => setHidden((h) => new Set([...h].filter((id) => !ids.has(id))));
    undoable(
      items.length === 1 ? `Paket "${items[0].title}" dihapus` : `${items.length} paket dihapus`,
      async () => {
        try {
          // Sent before the first await: it must leave even when the page is being closed.
          await deleteRowsNow('packages', [...ids]);
          toast.success(
            'Paket Dihapus',
            items.length === 1 ? `Paket "${items[0].title}" telah dihapus` : `${items.length} paket telah dihapus`,
          );
        } catch (e) {
          console.error(e);
          toast.failure('Gagal menghapus paket', e);
        } finally {
          unhide();
          invalidate();
        }
      },
      unhide,
    );
  };

  const setStatusOf = async (next: 'active' | 'draft') => {
    const ids = [...selected];
    try {
      await dataProvider.updateMany('packages', { ids, data: { status: next } });
      toast.success('Paket Diperbarui', `${ids.length} paket dijadikan ${next === 'active' ? 'Aktif' : 'Draft'}`);
      setSelected(new Set());
    } catch (e) {
      console.error(e);
      toast.failure('Gagal menyimpan paket', e);
    } finally {
      invalidate();
    }
  };

  const duplicate = async (p: PackageListRow) => {
    setBusyId(p.id);
    try {
      const copied = await duplicatePackage(p.id);
      toast.success('Paket Diduplikasi', duplicateSummary(copied));
    } catch (e) {
      console.error(e);
      toast.failure('Gagal menduplikasi paket', e);
    } finally {
      setBusyId(null);
      invalidate();
    }
  };

  const remove = () => {
    if (!toDelete) return;
    deleteLater([toDelete]);
    setToDelete(null);
  };

  const reset = () => {
    setSearch('');
    update({ q: '', category: 'all', status: 'all', month: 'all' });
  };

  return (
    <Box>
      <PageHeader
        title="Kelola Paket"
        description="Paket Umroh dan Haji yang tampil di situs."
        actions={
          <Button component={Link} to="/packages/new" variant="contained" startIcon={<AddOutlined />}>
            Tambah Paket
          </Button>
        }
      />
      <Card sx={{ mb: 3 }}>
        <CardContent
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr 1fr' },
            gap: 2,
            '&:last-child': { pb: 2 },
          }}
        >
          <TextField
            label="Cari paket"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Cari berdasarkan judul…"
            type="search"
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Kategori"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            slotProps={{ select: { native: true } }}
          >
            <option value="all">Semua Kategori</option>
            <option value="umroh">Umroh</option>
            <option value="haji">Haji</option>
          </TextField>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            slotProps={{ select: { native: true } }}
          >
            <option value="all">Semua Status</option>
            <option value="active">Aktif</option>
            <option value="draft">Draft</option>
          </TextField>
          <TextField
            select
            label="Bulan Keberangkatan"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            slotProps={{ select: { native: true } }}
          >
            <option value="all">Semua Bulan</option>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Urutkan"
            value={sort}
            onChange={(e) => setSort(e.target.value as ListSort)}
            slotProps={{ select: { native: true } }}
          >
            {Object.entries(LIST_SORTS).map(([value, s]) => (
              <option key={value} value={value}>
                {s.label}
              </option>
            ))}
          </TextField>
        </CardContent>
      </Card>

      {error ? (
        <LoadErrorAlert onRetry={() => void refetch()} mb={3}>
          Gagal memuat paket: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}

      {isPending ? (
        <SkeletonGrid min={260} height={340} />
      ) : data && data.length > 0 ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap', minHeight: 36 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1 }}>
              {pageSummary(page, PAGE_SIZE, total ?? data.length)}
            </Typography>
            {selected.size ? (
              <Box
                role="toolbar"
                aria-label="Aksi untuk paket terpilih"
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {selected.size} dipilih
                </Typography>
                <Button size="small" variant="outlined" onClick={() => setStatusOf('active')}>
                  Jadikan Aktif
                </Button>
                <Button size="small" variant="outlined" onClick={() => setStatusOf('draft')}>
                  Jadikan Draft
                </Button>
                <Button size="small" variant="outlined" color="error" onClick={() => setBulkDelete(true)}>
                  Hapus
                </Button>
              </Box>
            ) : null}
          </Box>
          <CardGrid min={260}>
            {data.map((p) => (
              <PackageCard
                key={p.id}
                pkg={p}
                busy={busyId === p.id}
                onDuplicate={duplicate}
                onDelete={setToDelete}
                selected={selected.has(p.id)}
                onSelect={(on) => toggle(p.id, on)}
              />
            ))}
          </CardGrid>
          {pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={page}
                onChange={(_, p) => setPage(p)}
                color="primary"
                siblingCount={1}
                aria-label="Halaman daftar paket"
                getItemAriaLabel={paginationItemLabel}
              />
            </Box>
          ) : null}
        </>
      ) : !error ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Inventory2Outlined sx={{ fontSize: 48, color: 'text.disabled' }} />
            {filtered ? (
              <>
                <Typography sx={{ fontWeight: 700, mt: 1 }}>Tidak ada paket yang cocok</Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Coba ubah kata kunci atau filter.
                </Typography>
                <Button onClick={reset} variant="outlined">
                  Reset Filter
                </Button>
              </>
            ) : (
              <>
                <Typography sx={{ fontWeight: 700, mt: 1 }}>Belum ada paket</Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Mulai dengan menambahkan paket umroh atau haji pertama Anda.
                </Typography>
                <Button component={Link} to="/packages/new" variant="contained" startIcon={<AddOutlined />}>
                  Tambah Paket Pertama
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      ) : null}

      <ConfirmDialog
        open={!!toDelete}
        title="Hapus Paket?"
        message={toDelete ? `Paket "${toDelete.title}" akan dihapus. ${UNDO_HINT} ${PACKAGE_TRASH_HINT}` : ''}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={bulkDelete}
        title={`Hapus ${selected.size} paket?`}
        message={`${selected.size} paket terpilih akan dihapus. ${UNDO_HINT} ${PACKAGE_TRASH_HINT}`}
        onConfirm={() => {
          deleteLater((rows ?? []).filter((p) => selected.has(p.id)));
          setBulkDelete(false);
        }}
        onCancel={() => setBulkDelete(false)}
      />
    </Box>
  );
}
