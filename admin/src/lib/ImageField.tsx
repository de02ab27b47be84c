import { useId, useRef, useState } from 'react';
import { Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import { MediaPicker } from './MediaPicker.tsx';
import { displayUrl, useImageUpload } from './media.ts';

/** An image chosen by URL, by upload, or from the media gallery, with a live preview. */
export function ImageField({
  label,
  value,
  onChange,
  hint,
  previewHeight = 160,
  previewFit = 'cover',
}: {
  label: string;
  value: string;
  onChange(url: string): void;
  hint?: string;
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
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="https://… atau pilih gambar"
        helperText={hint}
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
        <Button
          size="small"
          variant="outlined"
          startIcon={<CollectionsOutlined />}
          onClick={() => setPicking((p) => !p)}
          aria-expanded={picking}
        >
          {picking ? 'Tutup Galeri' : 'Pilih dari Galeri'}
        </Button>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          hidden
          aria-label={`Upload ${label}`}
          onChange={(e) => onFiles(e.target.files)}
        />
      </Box>
      {uploading ? (
        <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} aria-label="Progres upload" />
      ) : null}
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
