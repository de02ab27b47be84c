import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import MosqueOutlined from '@mui/icons-material/MosqueOutlined';
import { useDocumentTitle } from '../layout/titles.ts';

/** The centred card of the login and password pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0b3b37 0%, #0f766e 55%, #14b8a6 100%)',
      }}
    >
      <Card variant="elevation" elevation={8} sx={{ width: '100%', maxWidth: 420, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <Box
              sx={{
                width: 56,
                height: 56,
                borderRadius: 3,
                bgcolor: '#f59e0b',
                color: '#0b3b37',
                display: 'grid',
                placeItems: 'center',
                mb: 1.5,
              }}
            >
              <MosqueOutlined />
            </Box>
            <Typography variant="h1" sx={{ fontSize: '1.4rem' }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: '0.95rem' }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
