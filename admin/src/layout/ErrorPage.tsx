import { Box, Button, Typography } from '@mui/material';

/** The fallback when a screen fails to render (SPEC §8). */
export function ErrorPage({
  error,
  resetErrorBoundary,
}: {
  error: Error;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  return (
    <Box role="alert" sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
        {error?.message}
      </Typography>
      <Button
        variant="contained"
        onClick={() => (resetErrorBoundary ? resetErrorBoundary() : window.location.reload())}
      >
        Coba Lagi
      </Button>
    </Box>
  );
}
