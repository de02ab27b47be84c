import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Feature } from '../domain.ts';
import { ActiveChip, OrderedCardActions, type OrderedCardProps } from '../lib/CardActionButtons.tsx';
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
          <ActiveChip active={f.is_active} />
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
