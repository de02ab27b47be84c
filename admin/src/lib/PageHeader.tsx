import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function PageHeader({
  title,
  description,
  actions,
  level = 'h1',
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** 'h2' for a second list on a screen that already has its title. */
  level?: 'h1' | 'h2';
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant={level} component={level}>
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Box>
  );
}
