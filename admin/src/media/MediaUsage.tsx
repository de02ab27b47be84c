import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import type { Media } from '../domain.ts';
import type { MediaUsage } from '../providers/dataProvider.ts';

const KIND: Record<MediaUsage['kind'], string> = {
  package: 'Paket',
  page: 'Halaman',
  testimonial: 'Testimoni',
  hotel: 'Hotel',
  article: 'Artikel',
  album: 'Album',
  trash: 'Sampah',
};

/** The place's name once: the database's label may already start with the kind ("Hotel: Hilton"). */
const placeText = (u: MediaUsage) =>
  `${KIND[u.kind]}: ${u.label.replace(/^(Testimoni|Hotel|Artikel|Album|Sampah): /, '')}`;

/** "Dipakai di N tempat" with the places, or "Tidak dipakai" (null while usage loads). */
export function MediaUsageLine({ uses }: { uses: MediaUsage[] | null }) {
  if (!uses) return null;
  if (!uses.length)
    return (
      <Typography
        variant="caption"
        component="p"
        sx={{ color: 'warning.dark', fontWeight: 600 }}
        data-testid="media-usage"
      >
        Tidak dipakai
      </Typography>
    );
  return (
    <Typography
      variant="caption"
      component="p"
      color="text.secondary"
      data-testid="media-usage"
      title={uses.map((u) => u.label).join(', ')}
      noWrap
    >
      Dipakai di {uses.length} tempat
    </Typography>
  );
}

/** Deleting an image in use is refused: the places, each with a link to release it there. */
export function UsedImageDialog({
  media,
  uses,
  onClose,
}: {
  media: Media | null;
  uses: MediaUsage[];
  onClose(): void;
}) {
  return (
    <Dialog open={!!media} onClose={onClose} aria-labelledby="used-title" maxWidth="xs" fullWidth>
      <DialogTitle id="used-title">Gambar masih dipakai</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          {media?.original_name || media?.filename} dipakai di {uses.length} tempat. Lepaskan dulu gambar ini dari
          tempat-tempat berikut, lalu hapus lagi.
        </DialogContentText>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {uses.map((u) => (
            <li key={`${u.kind}-${u.link}-${u.label}`}>
              <MuiLink component={Link} to={u.link} onClick={onClose}>
                {placeText(u)}
              </MuiLink>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Mengerti
        </Button>
      </DialogActions>
    </Dialog>
  );
}
