import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while the guard checks the session and while a screen's code loads. */
export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullPage ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={32} />
      <Typography>Loading...</Typography>
    </Box>
  );
}
