import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, InputAdornment, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useDataProvider, useGetList } from 'react-admin';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Package } from '../domain.ts';
import { CardGrid, SkeletonGrid } from '../lib/CardGrid.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { useToast } from '../lib/toast.ts';
import { duplicatePayload, listFilter } from './model.ts';
import { PackageCard } from './PackageCard.tsx';
import { useInvalidatePackages } from './usePackageMutations.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

export default function PackageList() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [status, setStatus] = useState('all');
  const debounced = useDebounced(search, 300);
  const filter = listFilter(debounced, category, status);
  const filtered = Object.keys(filter).length > 0;
  const { data, isPending, error, refetch } = useGetList<Package>(
    'packages',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'created_at', order: 'DESC' }, filter },
    // SPEC §7/§9: packages are fresh for 30 s and refetched every 30 s.
    { placeholderData: keepPreviousData, retry: 1, staleTime: 30_000, refetchInterval: 30_000 },
  );
  const dataProvider = useDataProvider();
  const invalidate = useInvalidatePackages();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Package | null>(null);

  const duplicate = async (p: Package) => {
    setBusyId(p.id);
    try {
      await dataProvider.create('packages', { data: duplicatePayload(p) });
      toast.success('Paket Diduplikasi', `Salinan draft "${p.title} (Copy)" telah dibuat`);
    } catch (e) {
      console.error(e);
      toast.error('Gagal menduplikasi paket', errorMessage(e));
    } finally {
      setBusyId(null);
      invalidate();
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    const p = toDelete;
    setBusyId(p.id);
    try {
      await dataProvider.delete('packages', { id: p.id, previousData: p });
      toast.success('Paket Dihapus', `Paket "${p.title}" telah dihapus`);
      setToDelete(null);
    } catch (e) {
      console.error(e);
      toast.error('Gagal menghapus paket', errorMessage(e));
    } finally {
      setBusyId(null);
      invalidate();
    }
  };

  const reset = () => {
    setSearch('');
    setCategory('all');
    setStatus('all');
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
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
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
        </CardContent>
      </Card>

      {error ? (
        <LoadErrorAlert onRetry={refetch} mb={3}>
          Gagal memuat paket: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}

      {isPending ? (
        <SkeletonGrid min={260} height={340} />
      ) : data && data.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {data.length} paket ditampilkan
          </Typography>
          <CardGrid min={260}>
            {data.map((p) => (
              <PackageCard key={p.id} pkg={p} busy={busyId === p.id} onDuplicate={duplicate} onDelete={setToDelete} />
            ))}
          </CardGrid>
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
        message={toDelete ? `Paket "${toDelete.title}" akan dihapus permanen dan tidak dapat dikembalikan.` : ''}
        busy={!!toDelete && busyId === toDelete.id}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
