import { Avatar, Box, Card, CardContent, Chip, IconButton, Typography } from '@mui/material';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import type { Testimonial } from '../domain.ts';
import { DeleteIconButton, EditIconButton } from '../lib/CardActionButtons.tsx';
import { displayUrl } from '../lib/media.ts';
import { initials, normalizeRating } from './model.ts';
import { Stars } from './Stars.tsx';

export function TestimonialCard({
  testimonial: t,
  onEdit,
  onDelete,
  onMove,
  first = false,
  last = false,
  busy = false,
}: {
  testimonial: Testimonial;
  onEdit(): void;
  onDelete(): void;
  onMove?(direction: -1 | 1): void;
  first?: boolean;
  last?: boolean;
  busy?: boolean;
}) {
  const onHome = t.show_on_home !== false;
  return (
    <Card component="article" aria-label={t.name}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Stars value={normalizeRating(t.rating)} />
          <Chip
            size="small"
            label={onHome ? 'Di beranda' : 'Tidak di beranda'}
            color={onHome ? 'success' : 'default'}
            variant="outlined"
          />
        </Box>
        <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{t.content}”
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={displayUrl(t.avatar_url) || undefined} alt={t.name} sx={{ bgcolor: 'primary.main' }}>
            {initials(t.name)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {t.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {t.location}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          {onMove ? (
            <>
              <IconButton
                size="small"
                aria-label={`Naikkan ${t.name}`}
                title="Naikkan urutan"
                disabled={first || busy}
                onClick={() => onMove(-1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Turunkan ${t.name}`}
                title="Turunkan urutan"
                disabled={last || busy}
                onClick={() => onMove(1)}
                sx={{ mr: 'auto' }}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </>
          ) : null}
          <EditIconButton name={t.name} onClick={onEdit} />
          <DeleteIconButton name={t.name} onClick={onDelete} />
        </Box>
      </CardContent>
    </Card>
  );
}
