import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tooltip,
  Typography,
} from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import { fetchPublishStatus, requestRepublish } from '../providers/publish.ts';
import { useToast } from '../lib/toast.ts';
import { errorMessage } from '../lib/errors.ts';
import { describePublish } from './publish-status.ts';

const KEY = ['publish-status'];

/** Visually hidden below 600 px (icons only on phones) but always read by screen readers. */
const hiddenOnPhone = {
  '@media (max-width: 599.95px)': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
} as const;

/**
 * Shown in the header of every screen: whether the public site is being
 * rebuilt, when it was last published, or why the last build failed, with
 * "Terbitkan ulang" to ask for a new build.
 */
export function PublishStatus() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [now, setNow] = useState(() => Date.now());
  const [detailOpen, setDetailOpen] = useState(false);
  const status = useQuery({
    queryKey: KEY,
    queryFn: fetchPublishStatus,
    // Poll fast while a build runs, slowly otherwise; saves elsewhere in the admin start builds.
    refetchInterval: (q) => (q.state.data?.pending ? 1000 : 4000),
    retry: 1,
  });
  const republish = useMutation({
    mutationFn: requestRepublish,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    onError: (e) => toast.error('Gagal meminta penerbitan ulang', errorMessage(e)),
  });
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);

  const view = status.isError
    ? { tone: 'idle' as const, label: 'Status situs tidak tersedia' }
    : describePublish(status.data, now);
  const icon =
    view.tone === 'busy' ? (
      <CircularProgress size={16} aria-hidden />
    ) : view.tone === 'error' ? (
      <ErrorOutlined fontSize="small" color="error" aria-hidden />
    ) : view.tone === 'ok' ? (
      <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
    ) : null;

  return (
    <Box
      role="status"
      aria-label="Publikasi situs"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
    >
      {icon}
      <Typography
        variant="body2"
        noWrap
        sx={{ color: view.tone === 'error' ? 'error.main' : 'text.secondary', maxWidth: 240, ...hiddenOnPhone }}
        title={view.label}
      >
        {view.label}
      </Typography>
      {view.error ? (
        <Button size="small" color="error" onClick={() => setDetailOpen(true)}>
          Lihat detail
        </Button>
      ) : null}
      {view.logUrl ? (
        <Button size="small" color="error" href={view.logUrl} target="_blank" rel="noopener noreferrer">
          Log build
        </Button>
      ) : null}
      <Tooltip title="Bangun ulang situs publik dari data terbaru">
        <span>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PublishOutlined fontSize="small" />}
            onClick={() => republish.mutate()}
            disabled={republish.isPending || view.tone === 'busy'}
            sx={{ whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={hiddenOnPhone}>
              Terbitkan ulang
            </Box>
          </Button>
        </span>
      </Tooltip>
      <Dialog
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby="publish-error-title"
      >
        <DialogTitle id="publish-error-title">Build situs gagal</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            Situs publik tetap menampilkan versi terakhir yang berhasil. Perbaiki penyebabnya lalu klik Terbitkan ulang.
          </Typography>
          {view.logUrl ? (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              <a href={view.logUrl} target="_blank" rel="noopener noreferrer">
                Buka log build di Netlify
              </a>
            </Typography>
          ) : null}
          <Box
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', fontSize: 12, bgcolor: 'grey.100', p: 1.5, borderRadius: 1, m: 0 }}
          >
            {view.error}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDetailOpen(false)}>Tutup</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
