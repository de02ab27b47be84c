import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { countFailedAlerts } from '../providers/alerts.ts';

/** On the dashboard: alerts of new inquiries that did not reach the owner, with the way to send them again. */
export function FailedAlertsNotice() {
  const { data } = useQuery({ queryKey: ['inquiry_alerts', 'failed'], queryFn: countFailedAlerts, retry: 1 });
  if (!data) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 3 }}
      data-testid="failed-alerts"
      action={
        <Button component={Link} to="/settings#notifikasi" color="inherit" size="small">
          Lihat
        </Button>
      }
    >
      {data} notifikasi prospek gagal terkirim ke Telegram atau webhook. Prospeknya tetap tersimpan di Prospek.
    </Alert>
  );
}
