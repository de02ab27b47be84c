import { Alert, Avatar, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { Testimonial } from '../domain.ts';
import { OrderedCardActions, type OrderedCardProps } from '../lib/CardActionButtons.tsx';
import { displayUrl } from '../lib/media.ts';
import { initials, normalizeRating } from './model.ts';
import { Stars } from './Stars.tsx';

export function TestimonialCard({ testimonial: t, ...actions }: OrderedCardProps & { testimonial: Testimonial }) {
  const onHome = t.show_on_home !== false;
  // Without the pilgrim's consent nothing shows on the site, whatever the home switch says.
  const shown = t.consent === true;
  return (
    <Card component="article" aria-label={t.name}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Stars value={normalizeRating(t.rating)} />
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {t.video_url ? <Chip size="small" label="Video" variant="outlined" /> : null}
            {shown ? null : <Chip size="small" label="Tanpa izin" color="warning" variant="outlined" />}
            <Chip
              size="small"
              label={onHome ? 'Di beranda' : 'Tidak di beranda'}
              color={onHome && shown ? 'success' : 'default'}
              variant="outlined"
            />
          </Box>
        </Box>
        {!shown ? (
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
            Belum ada izin tampil dari jamaah: testimoni ini tidak tampil di situs.
          </Alert>
        ) : null}
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
        <OrderedCardActions name={t.name} {...actions} />
      </CardContent>
    </Card>
  );
}
