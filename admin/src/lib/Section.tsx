import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A titled card of a form. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ mb: description ? 0.5 : 2 }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
