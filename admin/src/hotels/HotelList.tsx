import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import { useDataProvider, useGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HOTEL_CITY_LABEL, hotelDistanceText, starsText, type Hotel } from '../domain.ts';
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
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { deleteRowsNow } from '../providers/keepalive.ts';

/** The hotel library: entered once, picked by packages in their "Hotel & Penerbangan" tab. */
export default function HotelList() {
  const { data, isPending, error, refetch } = useGetList<Hotel>(
    'hotels',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { retry: 1 },
  );
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [toDelete, setToDelete] = useState<Hotel | null>(null);
  const [busy, setBusy] = useState(false);
  // Hotels deleted but still within their 5 s "Batalkan" window.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = data?.filter((h) => !hidden.has(h.id));
  const undoable = useUndoable();

  /** Refused at once while a package uses it; otherwise the card goes now and the hotel after 5 s unless "Batalkan". */
  const remove = async () => {
    if (!toDelete) return;
    const h = toDelete;
    setBusy(true);
    try {
      const users = await dataProvider.hotelPackages(h.id);
      if (users.length) {
        // The same sentence as the database's refusal, before anything looks deleted.
        toast.error(
          'Gagal menghapus hotel',
          `Hotel "${h.name}" masih dipakai oleh paket: ${users.map((p) => p.title).join(', ')}`,
        );
        return;
      }
    } catch (e) {
      console.error(e);
      toast.failure('Gagal menghapus hotel', e);
      return;
    } finally {
      setBusy(false);
      setToDelete(null);
    }
    setHidden((s) => new Set(s).add(h.id));
    const unhide = () =>
      setHidden((s) => {
        const next = new Set(s);
        next.delete(h.id);
        return next;
      });
    undoable(
      `Hotel "${h.name}" dihapus`,
      async () => {
        try {
          // Sent before the first await: it must leave even when the page is being closed.
          await deleteRowsNow('hotels', [h.id]);
          toast.success('Hotel Dihapus', `Hotel "${h.name}" telah dihapus`);
        } catch (e) {
          console.error(e);
          // A package picked it meanwhile: the database names it.
          toast.failure('Gagal menghapus hotel', e);
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['hotels'] });
          unhide();
        }
      },
      unhide,
    );
  };

  return (
    <Box>
      <PageHeader
        title="Hotel"
        description="Daftar hotel yang dipakai paket: diisi sekali, dipilih di tab Hotel & Penerbangan setiap paket."
        actions={
          <Button component={Link} to="/hotels/create" variant="contained" startIcon={<AddOutlined />}>
            Tambah Hotel
          </Button>
        }
      />
      {error ? (
        <LoadErrorAlert onRetry={refetch} mb={3}>
          Gagal memuat hotel: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}
      {isPending ? (
        <SkeletonGrid min={260} height={220} />
      ) : !shown?.length ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <HotelOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography sx={{ mt: 1 }}>Belum ada hotel. Tambahkan hotel pertama.</Typography>
          </CardContent>
        </Card>
      ) : (
        <CardGrid min={260} label="Daftar hotel">
          {shown.map((h) => {
            const cover = h.image_url ? displayUrl(h.image_url) : null;
            const distance = hotelDistanceText(h);
            return (
              <Box component="li" key={h.id}>
                <Card
                  component="article"
                  aria-label={h.name}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                >
                  {/* No photo: a slim strip instead of an empty frame (most library hotels have none). */}
                  <Box
                    sx={{
                      position: 'relative',
                      bgcolor: '#e7ece9',
                      overflow: 'hidden',
                      ...(cover ? { aspectRatio: '16 / 9' } : { height: 48 }),
                    }}
                  >
                    {cover ? (
                      <Box
                        component="img"
                        src={cover}
                        alt=""
                        loading="lazy"
                        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
                      />
                    ) : (
                      <HotelOutlined
                        sx={{ position: 'absolute', top: 12, right: 12, fontSize: 24, color: '#94a3b8' }}
                      />
                    )}
                    <Chip
                      size="small"
                      label={HOTEL_CITY_LABEL[h.city] ?? h.city}
                      sx={{ position: 'absolute', top: 8, left: 8, bgcolor: '#0f766e', color: '#fff', fontWeight: 700 }}
                    />
                  </Box>
                  <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
                    <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                      {h.name}
                    </Typography>
                    <Typography sx={{ color: '#d97706' }} aria-label={`Bintang ${h.stars}`}>
                      {starsText(h.stars)}{' '}
                      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
                        ({h.stars} bintang)
                      </Box>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {distance ?? (h.distance_m !== null ? `${h.distance_m} m` : 'Jarak belum diisi')}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.5, mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
                      <Button
                        component={Link}
                        to={`/hotels/edit/${h.id}`}
                        size="small"
                        variant="outlined"
                        startIcon={<EditOutlined />}
                        sx={{ flex: 1 }}
                        aria-label={`Edit ${h.name}`}
                      >
                        Edit
                      </Button>
                      <DeleteIconButton name={h.name} title="Hapus" onClick={() => setToDelete(h)} disabled={busy} />
                    </Box>
                  </CardContent>
                </Card>
              </Box>
            );
          })}
        </CardGrid>
      )}
      <ConfirmDialog
        open={!!toDelete}
        busy={busy}
        title="Hapus hotel?"
        message={toDelete ? `Hotel "${toDelete.name}" akan dihapus dari daftar hotel. ${UNDO_HINT} ${TRASH_HINT}` : ''}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
