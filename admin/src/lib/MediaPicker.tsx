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
  // The scrolling box wraps the grid: a height-limited grid squeezes its rows (the tiles would overlap).
  return (
    <Box sx={{ maxHeight: 296, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box
        role="listbox"
        aria-label="Galeri media"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
          gridAutoRows: 'max-content',
          alignContent: 'start',
          gap: 1,
          p: 1,
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
              display: 'block',
              width: '100%',
              aspectRatio: '1',
              minHeight: 0,
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
              sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </ButtonBase>
        ))}
      </Box>
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
