import { useRef, useState } from 'react';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { MAX_GALLERY_IMAGES, MESSAGES } from '../domain.ts';
import { displayUrl, useImageUpload } from '../lib/media.ts';
import { CardGrid } from '../lib/CardGrid.tsx';
import { useToast } from '../lib/toast.ts';
import { ImageFileInput } from '../lib/ImageFileInput.tsx';
import { GalleryToggleButton, MediaPicker } from '../lib/MediaPicker.tsx';
import { UploadProgress } from '../lib/UploadProgress.tsx';
import { PACKAGE_LABELS as L } from '../i18n/resources.ts';
import { galleryRoom, moveItem } from './model.ts';

/** Up to 6 photos; the first is the cover. Reorder with the arrows or by dragging. */
export function GalleryTab({ images, onChange }: { images: string[]; onChange(images: string[]): void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const { progress, uploading, upload } = useImageUpload({ failureText: () => 'Gagal mengupload foto' });
  const toast = useToast();
  const room = galleryRoom(images);

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    const all = Array.from(files);
    const chosen = all.slice(0, room);
    // The photos past the gallery's room are not uploaded: say so, rather than let them vanish.
    if (all.length > chosen.length) toast.error('Sebagian foto tidak ditambahkan', MESSAGES.galleryFull);
    if (!chosen.length) return;
    const uploaded = await upload(chosen);
    if (uploaded.length) onChange([...images, ...uploaded.map((m) => m.url)].slice(0, MAX_GALLERY_IMAGES));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Maksimal {MAX_GALLERY_IMAGES} foto. Foto pertama menjadi sampul. Ukuran yang disarankan 800x600 piksel (sampul
        600x400).
      </Typography>
      <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
        {images.length} / {MAX_GALLERY_IMAGES} foto
      </Typography>
      <CardGrid min={160} gap={1.5} label={L.images}>
        {images.map((url, i) => (
          <Box
            component="li"
            key={`${url}-${i}`}
            draggable
            onDragStart={() => setDragFrom(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) onChange(moveItem(images, dragFrom, i));
              setDragFrom(null);
            }}
            aria-label={`Foto ${i + 1}`}
            sx={{
              position: 'relative',
              aspectRatio: '4 / 3',
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: i === 0 ? 'primary.main' : 'divider',
              cursor: 'grab',
              bgcolor: '#eef2ef',
            }}
          >
            <Box
              component="img"
              src={displayUrl(url)}
              alt={`Foto ${i + 1}`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            {i === 0 ? (
              <Box
                sx={{
                  position: 'absolute',
                  left: 6,
                  bottom: 6,
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  color: '#fff',
                  fontSize: '0.7rem',
                  fontWeight: 700,
                }}
              >
                Sampul
              </Box>
            ) : null}
            <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', gap: 0.5 }}>
              <IconButton
                size="small"
                aria-label={`Geser foto ${i + 1} ke kiri`}
                disabled={i === 0}
                onClick={() => onChange(moveItem(images, i, i - 1))}
                sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
              >
                <ChevronLeft fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Geser foto ${i + 1} ke kanan`}
                disabled={i === images.length - 1}
                onClick={() => onChange(moveItem(images, i, i + 1))}
                sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
              >
                <ChevronRight fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Hapus foto ${i + 1}`}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
                sx={{ bgcolor: 'rgba(255,255,255,0.9)', color: 'error.main', '&:hover': { bgcolor: '#fff' } }}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        ))}
        {room > 0 ? (
          <Box component="li">
            <ButtonBase
              onClick={() => inputRef.current?.click()}
              disabled={uploading}
              aria-label="Upload foto"
              sx={{
                width: '100%',
                aspectRatio: '4 / 3',
                borderRadius: 2,
                border: '2px dashed',
                borderColor: 'divider',
                flexDirection: 'column',
                gap: 0.5,
                color: 'text.secondary',
                '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
              }}
            >
              <AddPhotoAlternateOutlined />
              <Typography variant="body2">{uploading ? 'Mengupload...' : 'Upload Foto'}</Typography>
            </ButtonBase>
          </Box>
        ) : null}
      </CardGrid>
      <ImageFileInput ref={inputRef} multiple testId="gallery-upload-input" onFiles={onFiles} />
      {uploading ? <UploadProgress progress={progress} /> : null}
      {room > 0 ? (
        <Box>
          <GalleryToggleButton open={picking} onToggle={() => setPicking((p) => !p)} />
        </Box>
      ) : null}
      {picking && room > 0 ? (
        <MediaPicker
          onPick={(url) => {
            onChange([...images, url].slice(0, MAX_GALLERY_IMAGES));
            setPicking(false);
          }}
        />
      ) : null}
    </Box>
  );
}
