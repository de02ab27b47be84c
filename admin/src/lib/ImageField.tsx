import { useId, useRef, useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { ImageFileInput } from './ImageFileInput.tsx';
import { GalleryToggleButton, MediaPicker } from './MediaPicker.tsx';
import { displayUrl, useImageUpload } from './media.ts';
import { UploadProgress } from './UploadProgress.tsx';

/** An image chosen by URL, by upload, or from the media gallery, with a live preview. */
export function ImageField({
  label,
  value,
  onChange,
  hint,
  error,
  name,
  previewHeight = 160,
  previewFit = 'cover',
}: {
  label: string;
  value: string;
  onChange(url: string): void;
  hint?: string;
  /** The message shown in place of the hint when the value is refused. */
  error?: string;
  /** Names the input so a form can find its first invalid field. */
  name?: string;
  previewHeight?: number;
  previewFit?: 'cover' | 'contain';
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [picking, setPicking] = useState(false);
  const { progress, uploading, upload } = useImageUpload();

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    const [media] = await upload([files[0]]);
    if (media) onChange(media.url);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="https://… atau pilih gambar"
        helperText={error ?? hint}
        error={!!error}
        name={name}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadOutlined />}
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
        >
          {uploading ? 'Mengupload...' : 'Upload'}
        </Button>
        <GalleryToggleButton open={picking} onToggle={() => setPicking((p) => !p)} />
        <ImageFileInput ref={inputRef} id={id} label={`Upload ${label}`} onFiles={onFiles} />
      </Box>
      {uploading ? <UploadProgress progress={progress} /> : null}
      {picking ? (
        <MediaPicker
          selected={value}
          onPick={(url) => {
            onChange(url);
            setPicking(false);
          }}
        />
      ) : null}
      {value && previewHeight > 0 ? (
        <Box
          component="img"
          src={displayUrl(value)}
          alt={`Pratinjau ${label}`}
          sx={{
            width: '100%',
            height: previewHeight,
            objectFit: previewFit,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: '#f1f5f3',
          }}
        />
      ) : !value ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada gambar.
        </Typography>
      ) : null}
    </Box>
  );
}
