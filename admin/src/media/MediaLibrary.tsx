import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Box, Button, ButtonBase, Card, CardContent, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId, VARIANT_WIDTHS, variantPath, type Media } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { DeleteIconButton } from '../lib/CardActionButtons.tsx';
import { CardGrid, SkeletonGrid } from '../lib/CardGrid.tsx';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { ERROR_MESSAGES, errorMessage } from '../lib/errors.ts';
import { ImageFileInput } from '../lib/ImageFileInput.tsx';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { displayUrl, useImageUpload, useMediaList, useMediaUsage } from '../lib/media.ts';
import { MediaUsageLine, UsedImageDialog } from './MediaUsage.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useToast } from '../lib/toast.ts';
import { NO_UNDO_HINT, UNDO_HINT, useUndoable } from '../lib/undoable.ts';
import { deleteRowsNow, removeObjectsNow } from '../providers/keepalive.ts';
import { uploadPercent, UploadProgress } from '../lib/UploadProgress.tsx';
import { copyText } from './clipboard.ts';
import { COPIED_MS, formatBytes, IMAGE_SIZE_TIPS } from './format.ts';

export default function MediaLibrary() {
  const { data: rows, isPending, error, refetch } = useMediaList();
  // Images deleted but still within their 5 s "Batalkan" window.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const data = rows?.filter((m) => !hidden.has(m.id));
  const usage = useMediaUsage();
  const usesOf = (m: Media) => usage.data?.get(m.id) ?? [];
  const unused = usage.data ? (data ?? []).filter((m) => !usage.data.has(m.id)) : [];
  const [inUse, setInUse] = useState<Media | null>(null);
  const [cleaning, setCleaning] = useState<'ask' | 'busy' | null>(null);
  const { progress, uploading, upload } = useImageUpload();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Media | null>(null);
  const undoable = useUndoable();

  useEffect(() => {
    if (error) console.error(`Error loading media: ${errorMessage(error)}`);
  }, [error]);

  useEffect(() => {
    if (!copiedId) return;
    const t = window.setTimeout(() => setCopiedId(null), COPIED_MS);
    return () => window.clearTimeout(t);
  }, [copiedId]);

  const onFiles = async (files: FileList | File[] | null) => {
    if (!files || !files.length) return;
    const uploaded = await upload(files);
    if (uploaded.length) toast.success('Upload Berhasil', `${uploaded.length} gambar berhasil diupload`);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void onFiles(e.dataTransfer.files);
  };

  const copy = async (m: Media) => {
    try {
      await copyText(displayUrl(m.url));
      setCopiedId(m.id);
    } catch {
      toast.error('Gagal', 'Gagal menyalin URL');
    }
  };

  const askDelete = (m: Media) => {
    // Refused up front with the places (the database refuses it too).
    if (usesOf(m).length) setInUse(m);
    else setToDelete(m);
  };

  const cleanUp = async () => {
    setCleaning('busy');
    let removed = 0;
    for (const m of unused) {
      try {
        await dataProvider.deleteMedia({ id: m.id, filePath: m.file_path });
        removed++;
      } catch (e) {
        console.error(e);
      }
    }
    setCleaning(null);
    toast.success('Media Dibersihkan', `${removed} gambar yang tidak dipakai telah dihapus`);
    void queryClient.invalidateQueries({ queryKey: ['media'] });
  };

  /** Hides the tile now; the file and the record go after 5 s unless "Batalkan" is pressed. */
  const remove = () => {
    if (!toDelete) return;
    const m = toDelete;
    const name = m.original_name || m.filename;
    setToDelete(null);
    setHidden((h) => new Set(h).add(m.id));
    const unhide = () =>
      setHidden((h) => {
        const next = new Set(h);
        next.delete(m.id);
        return next;
      });
    undoable(
      `Gambar "${name}" dihapus`,
      async (leaving) => {
        try {
          if (leaving) {
            // No time to ask again where it is used (it was not, a moment ago): file, variants and record go at once.
            await Promise.all([
              removeObjectsNow([m.file_path, ...VARIANT_WIDTHS.map((w) => variantPath(m.file_path, w))]),
              deleteRowsNow('media', [m.id]),
            ]);
            toast.success('Media Dihapus', `${name} telah dihapus`);
            return;
          }
          // It may have been picked for a package or page meanwhile. The database would refuse the record,
          // but only after the file is gone (the file goes first), leaving that page with a broken image.
          if ((await dataProvider.mediaUsage()).some((u) => u.media_id === m.id)) {
            toast.error('Gagal menghapus gambar', ERROR_MESSAGES.inUse);
            return;
          }
          await dataProvider.deleteMedia({ id: m.id, filePath: m.file_path });
          toast.success('Media Dihapus', `${name} telah dihapus`);
        } catch (e) {
          console.error(e);
          toast.error('Gagal menghapus gambar', errorMessage(e));
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['media'] });
          unhide();
        }
      },
      unhide,
    );
  };

  return (
    <Box>
      <PageHeader title="Media" description="Kelola gambar untuk paket, halaman, dan testimoni." />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, mb: 3 }}>
        <ButtonBase
          onClick={() => inputRef.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          disabled={uploading}
          aria-label="Upload gambar: seret dan lepas atau klik untuk memilih"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            p: 4,
            borderRadius: 3,
            border: '2px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'rgba(15,118,110,0.06)' : 'background.paper',
            color: 'text.secondary',
            textAlign: 'center',
          }}
        >
          <CloudUploadOutlined sx={{ fontSize: 44, color: 'primary.main' }} />
          <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>
            {uploading ? 'Mengupload...' : 'Seret dan lepas gambar di sini'}
          </Typography>
          <Typography variant="body2">atau klik untuk memilih file (JPG, PNG, WebP, GIF, maksimal 5MB)</Typography>
        </ButtonBase>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <TipsAndUpdatesOutlined sx={{ color: '#f59e0b' }} />
              <Typography variant="h3">Tips Ukuran Gambar</Typography>
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {IMAGE_SIZE_TIPS.map((t) => (
                <Typography component="li" variant="body2" key={t.label}>
                  {t.label}: <strong>{t.size}</strong> piksel
                </Typography>
              ))}
              <Typography component="li" variant="body2">
                Gunakan format WebP atau JPG terkompresi agar situs tetap cepat.
              </Typography>
            </Box>
          </CardContent>
        </Card>
      </Box>
      <ImageFileInput ref={inputRef} multiple testId="media-upload-input" onFiles={onFiles} />
      {uploading ? (
        <Box sx={{ mb: 3 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Mengupload... {uploadPercent(progress)}%
          </Typography>
          <UploadProgress progress={progress} />
        </Box>
      ) : null}

      {error ? <LoadErrorAlert onRetry={refetch}>Gagal memuat media: {errorMessage(error)}</LoadErrorAlert> : null}

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          Galeri Media {data ? `(${data.length})` : ''}
        </Typography>
        {unused.length ? (
          <Button variant="outlined" color="warning" size="small" onClick={() => setCleaning('ask')}>
            Hapus {unused.length} gambar tidak dipakai
          </Button>
        ) : null}
      </Box>
      {isPending ? (
        <SkeletonGrid min={150} height={200} count={4} />
      ) : data?.length ? (
        <CardGrid min={150} label="Galeri media">
          {data.map((m) => (
            <Card component="li" key={m.id} aria-label={m.original_name || m.filename}>
              <Box
                component="img"
                src={displayUrl(m.url)}
                alt={m.original_name || m.filename}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', bgcolor: '#eef2ef' }}
              />
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={m.original_name || m.filename}>
                  {m.original_name || m.filename}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {formatBytes(m.file_size)} · {formatDateTimeId(m.created_at)}
                </Typography>
                <MediaUsageLine uses={usage.data ? usesOf(m) : null} />
                <Box sx={{ display: 'flex', gap: 0.5, mt: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => copy(m)}
                    startIcon={copiedId === m.id ? <CheckOutlined /> : <ContentCopyOutlined />}
                    sx={{ flex: 1 }}
                  >
                    {copiedId === m.id ? 'Disalin' : 'Salin URL'}
                  </Button>
                  <DeleteIconButton name={m.original_name || m.filename} onClick={() => askDelete(m)} />
                </Box>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      ) : !error ? (
        <Typography color="text.secondary">Belum ada media. Upload gambar pertama Anda.</Typography>
      ) : null}
      <ConfirmDialog
        open={!!toDelete}
        title="Hapus Gambar?"
        message={
          toDelete ? `${toDelete.original_name || toDelete.filename} akan dihapus dari penyimpanan. ${UNDO_HINT}` : ''
        }
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
      <UsedImageDialog media={inUse} uses={inUse ? usesOf(inUse) : []} onClose={() => setInUse(null)} />
      <ConfirmDialog
        open={!!cleaning}
        title="Hapus gambar yang tidak dipakai?"
        message={`${unused.length} gambar tidak dipakai di paket, halaman, pengaturan, atau testimoni mana pun, juga tidak oleh data di Sampah (misalnya sisa upload dari formulir yang dibatalkan). Gambar-gambar ini akan dihapus dari penyimpanan. ${NO_UNDO_HINT}`}
        busy={cleaning === 'busy'}
        onConfirm={cleanUp}
        onCancel={() => setCleaning(null)}
      />
    </Box>
  );
}
