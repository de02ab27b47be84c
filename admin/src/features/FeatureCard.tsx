import { Box, Card, CardContent, Chip, IconButton, Typography } from '@mui/material';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import type { Feature } from '../domain.ts';
import { DeleteIconButton, EditIconButton } from '../lib/CardActionButtons.tsx';
import { FEATURE_ICON_COMPONENTS } from './icons.ts';

export function FeatureCard({
  feature: f,
  onEdit,
  onDelete,
  onMove,
  first = false,
  last = false,
  busy = false,
}: {
  feature: Feature;
  onEdit(): void;
  onDelete(): void;
  onMove?(direction: -1 | 1): void;
  first?: boolean;
  last?: boolean;
  busy?: boolean;
}) {
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          {onMove ? (
            <>
              <IconButton
                size="small"
                aria-label={`Naikkan ${f.title}`}
                title="Naikkan urutan"
                disabled={first || busy}
                onClick={() => onMove(-1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Turunkan ${f.title}`}
                title="Turunkan urutan"
                disabled={last || busy}
                onClick={() => onMove(1)}
                sx={{ mr: 'auto' }}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </>
          ) : null}
          <EditIconButton name={f.title} onClick={onEdit} />
          <DeleteIconButton name={f.title} onClick={onDelete} />
        </Box>
      </CardContent>
    </Card>
  );
}
