import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { Feature } from '../domain.ts';
import { OrderedCardActions, type OrderedCardProps } from '../lib/CardActionButtons.tsx';
import { FEATURE_ICON_COMPONENTS } from './icons.ts';

export function FeatureCard({ feature: f, ...actions }: OrderedCardProps & { feature: Feature }) {
  const Icon = FEATURE_ICON_COMPONENTS[f.icon] ?? FEATURE_ICON_COMPONENTS.shield;
  return (
    <Card component="article" aria-label={f.title}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              bgcolor: 'rgba(15,118,110,0.1)',
              color: 'primary.main',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Icon />
          </Box>
          <Chip
            size="small"
            label={f.is_active ? 'Aktif' : 'Nonaktif'}
            color={f.is_active ? 'success' : 'default'}
            variant="outlined"
          />
        </Box>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {f.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {f.description}
        </Typography>
        <OrderedCardActions name={f.title} {...actions} />
      </CardContent>
    </Card>
  );
}
