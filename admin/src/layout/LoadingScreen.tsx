import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * Shown while the guard checks the session ('Loading...', the wording the spec fixes for that check) and,
 * inside the layout, while a screen's code or record loads ('Memuat…', in the admin's language).
 */
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
      <Typography>{fullPage ? 'Loading...' : 'Memuat…'}</Typography>
    </Box>
  );
}
