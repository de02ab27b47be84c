import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { Testimonial } from '../domain.ts';
import { DeleteIconButton, EditIconButton } from '../lib/CardActionButtons.tsx';
import { displayUrl } from '../lib/media.ts';
import { initials, normalizeRating } from './model.ts';
import { Stars } from './Stars.tsx';

export function TestimonialCard({
  testimonial: t,
  onEdit,
  onDelete,
}: {
  testimonial: Testimonial;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <Card component="article" aria-label={t.name}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stars value={normalizeRating(t.rating)} />
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
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <EditIconButton name={t.name} onClick={onEdit} />
            <DeleteIconButton name={t.name} onClick={onDelete} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
