import { Box, Button, ButtonBase, CircularProgress, Typography } from '@mui/material';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import { useMediaList, displayUrl } from './media.ts';

/** The media gallery as a picker: choosing an image hands its URL back (the caller closes it). */
export function MediaPicker({ onPick, selected }: { onPick(url: string): void; selected?: string }) {
  const { data, isPending, error } = useMediaList();
  if (isPending) {
    return (
      <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (error) return <Typography color="error">Gagal memuat galeri media.</Typography>;
  if (!data?.length) return <Typography color="text.secondary">Belum ada gambar di galeri media.</Typography>;
  return (
    <Box
      role="listbox"
      aria-label="Galeri media"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 1,
        maxHeight: 280,
        overflowY: 'auto',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {data.map((m) => (
        <ButtonBase
          key={m.id}
          role="option"
          aria-selected={selected === m.url}
          aria-label={`Pilih ${m.original_name || m.filename}`}
          onClick={() => onPick(m.url)}
          sx={{
            aspectRatio: '1',
            borderRadius: 1.5,
            overflow: 'hidden',
            outline: selected === m.url ? '3px solid' : 'none',
            outlineColor: 'primary.main',
          }}
        >
          <Box
            component="img"
            src={displayUrl(m.url)}
            alt={m.original_name || m.filename}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}

/** Opens and closes a MediaPicker. */
export function GalleryToggleButton({ open, onToggle }: { open: boolean; onToggle(): void }) {
  return (
    <Button size="small" variant="outlined" startIcon={<CollectionsOutlined />} onClick={onToggle} aria-expanded={open}>
      {open ? 'Tutup Galeri' : 'Pilih dari Galeri'}
    </Button>
  );
}
