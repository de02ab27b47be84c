import { useRef, useState } from 'react';
import { Alert, Box, ButtonBase, Checkbox, FormControlLabel, IconButton, TextField, Typography } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { ALBUM_MESSAGES, COLUMN_LIMITS, MAX_ALBUM_PHOTOS, type FieldErrors } from '../domain.ts';
import { CardGrid } from '../lib/CardGrid.tsx';
import { ImageFileInput } from '../lib/ImageFileInput.tsx';
import { GalleryToggleButton, MediaPicker } from '../lib/MediaPicker.tsx';
import { UploadProgress } from '../lib/UploadProgress.tsx';
import { limitedField } from '../lib/form-errors.ts';
import { displayUrl, useImageUpload } from '../lib/media.ts';
import { useToast } from '../lib/toast.ts';
import { ALBUM_LABELS, ALBUM_PHOTO_LABELS } from '../i18n/resources.ts';
import {
  coverIndex,
  movePhoto,
  photoCaptionField,
  photoRoom,
  withAddedPhotos,
  withoutPhoto,
  withPhoto,
  type AlbumDraft,
} from './model.ts';

const CAPTION_MAX = COLUMN_LIMITS.album_photos.caption.max;

let made = 0;
/** A React key for a photo not saved yet: unique within the page, never sent to the server. */
const newKeys = (n: number) => Array.from({ length: n }, () => `new-${Date.now().toString(36)}-${(made += 1)}`);

const badge = {
  position: 'absolute',
  left: 6,
  bottom: 6,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.7rem',
  fontWeight: 700,
} as const;

/**
 * The album's photos in order: upload several at once or pick from the media library, then per photo a caption,
 * the consent of the people in it, its place in the order, or removal. Only consented photos reach the site; the
 * first of them is the cover. `change` receives a function of the form's current values, so photos uploaded while
 * the owner types are added to what is on screen then.
 */
export function PhotosEditor({
  draft,
  change,
  errors,
}: {
  draft: AlbumDraft;
  change(fn: (current: AlbumDraft) => AlbumDraft): void;
  errors: FieldErrors;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const toast = useToast();
  const { progress, uploading, upload } = useImageUpload({
    failureText: (f, reason) => `Gagal mengupload ${f.name}: ${reason}`,
  });
  const photos = draft.photos;
  const room = photoRoom(draft);
  const cover = coverIndex(photos);
  const sectionError = errors.photos;

  const add = (urls: string[]) => change((current) => withAddedPhotos(current, urls, newKeys(urls.length)));

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    const all = Array.from(files);
    const chosen = all.slice(0, room);
    if (all.length > chosen.length) toast.error('Sebagian foto tidak ditambahkan', ALBUM_MESSAGES.tooManyPhotos);
    if (!chosen.length) return;
    const uploaded = await upload(chosen);
    if (uploaded.length) add(uploaded.map((m) => m.url));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* The heading, the count and the refusal: what "focus the first marked field" scrolls to, so the sentence
          is on screen however many photos follow. */}
      <Box
        role="group"
        aria-labelledby="album-photos-heading"
        aria-describedby={sectionError ? 'album-photos-error' : undefined}
        aria-invalid={sectionError ? true : undefined}
        tabIndex={sectionError ? -1 : undefined}
        sx={{ display: 'grid', gap: 1, outline: 'none' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="album-photos-heading" variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, flex: 1 }}>
            {ALBUM_LABELS.photos}
          </Typography>
          <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
            {photos.length} / {MAX_ALBUM_PHOTOS} foto
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Hanya foto yang orangnya sudah mengizinkan yang tampil di situs; foto pertama yang diizinkan menjadi sampul.
        </Typography>
        {sectionError ? (
          <Alert severity="error" id="album-photos-error" data-testid="album-photos-error">
            {sectionError}
          </Alert>
        ) : null}
      </Box>
      {photos.length ? (
        <CardGrid min={240} gap={1.5} label="Foto album">
          {photos.map((p, i) => {
            const n = i + 1;
            return (
              <Box
                component="li"
                key={p.key}
                aria-label={`Foto ${n}`}
                sx={{
                  border: 1,
                  borderColor: i === cover ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  overflow: 'hidden',
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: '#eef2ef' }}>
                  <Box
                    component="img"
                    src={displayUrl(p.imageUrl)}
                    alt={p.caption.trim() || `Foto ${n}`}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      height: '100%',
                      objectFit: 'cover',
                      display: 'block',
                      opacity: p.consent ? 1 : 0.6,
                    }}
                  />
                  {i === cover ? (
                    <Box sx={{ ...badge, bgcolor: 'primary.main', color: '#fff' }}>Sampul</Box>
                  ) : !p.consent ? (
                    <Box sx={{ ...badge, bgcolor: 'grey.900', color: '#fff' }}>Tidak tampil di situs</Box>
                  ) : null}
                </Box>
                <Box sx={{ p: 1.5, display: 'grid', gap: 1 }}>
                  <TextField
                    label={`${ALBUM_PHOTO_LABELS.caption} ${n}`}
                    value={p.caption}
                    size="small"
                    multiline
                    onChange={(e) => {
                      const caption = e.target.value;
                      change((current) => withPhoto(current, i, { caption }));
                    }}
                    {...limitedField(errors, photoCaptionField(i), p.caption, CAPTION_MAX)}
                  />
                  <FormControlLabel
                    sx={{ alignItems: 'flex-start', mr: 0 }}
                    control={
                      <Checkbox
                        checked={p.consent}
                        onChange={(e) => {
                          const consent = e.target.checked;
                          change((current) => withPhoto(current, i, { consent }));
                        }}
                        sx={{ pt: 0.25 }}
                      />
                    }
                    label={<Typography variant="body2">{ALBUM_PHOTO_LABELS.consent}</Typography>}
                  />
                  <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
                    <IconButton
                      size="small"
                      aria-label={`Geser foto ${n} ke depan`}
                      disabled={i === 0}
                      onClick={() => change((current) => movePhoto(current, i, i - 1))}
                    >
                      <ChevronLeft fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Geser foto ${n} ke belakang`}
                      disabled={i === photos.length - 1}
                      onClick={() => change((current) => movePhoto(current, i, i + 1))}
                    >
                      <ChevronRight fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Hapus foto ${n}`}
                      onClick={() => change((current) => withoutPhoto(current, i))}
                      sx={{ color: 'error.main' }}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </CardGrid>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Belum ada foto.
        </Typography>
      )}
      {room > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ButtonBase
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
            sx={{
              px: 2,
              py: 1.5,
              borderRadius: 2,
              border: '2px dashed',
              borderColor: 'divider',
              gap: 1,
              color: 'text.secondary',
              '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
            }}
          >
            <AddPhotoAlternateOutlined />
            <Typography variant="body2">{uploading ? 'Mengupload...' : 'Upload Foto'}</Typography>
          </ButtonBase>
          <GalleryToggleButton open={picking} onToggle={() => setPicking((open) => !open)} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {ALBUM_MESSAGES.tooManyPhotos}
        </Typography>
      )}
      <ImageFileInput ref={inputRef} multiple testId="album-upload-input" label="Upload foto album" onFiles={onFiles} />
      {uploading ? <UploadProgress progress={progress} /> : null}
      {picking && room > 0 ? (
        // Stays open: an album usually takes several photos from the library.
        <MediaPicker onPick={(url) => add([url])} />
      ) : null}
    </Box>
  );
}
