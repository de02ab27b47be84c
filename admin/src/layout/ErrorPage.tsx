import { Box, Button, Typography } from '@mui/material';
import { CHUNK_MESSAGE, isChunkLoadError, translateError } from '../lib/errors.ts';

/**
 * The fallback when a screen fails to render. A screen whose code cannot be
 * downloaded (server down, new deploy) asks to retry; anything else gets the
 * generic Indonesian sentence with the code in small print.
 */
export function ErrorPage({
  error,
  resetErrorBoundary,
}: {
  error: Error;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  const chunk = isChunkLoadError(error);
  const t = translateError(error);
  // A failed lazy import stays failed in React's cache: only a reload fetches the code again.
  const retry = () => (chunk || !resetErrorBoundary ? window.location.reload() : resetErrorBoundary());
  return (
    <Box role="alert" sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {chunk ? CHUNK_MESSAGE : 'Terjadi kesalahan pada aplikasi'}
      </Typography>
      {chunk ? null : (
        <Typography color="text.secondary" sx={{ mb: 1, wordBreak: 'break-word' }}>
          {t.message}
        </Typography>
      )}
      {!chunk && t.code ? (
        <Typography component="small" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 2 }}>
          Kode: {t.code}
        </Typography>
      ) : null}
      <Button variant="contained" onClick={retry} sx={{ mt: 2 }}>
        Coba Lagi
      </Button>
    </Box>
  );
}
