import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

/** A load that failed, with 'Coba Lagi' to fetch again. */
export function LoadErrorAlert({
  onRetry,
  mb = 2,
  children,
}: {
  onRetry(): unknown;
  mb?: number;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      sx={{ mb }}
      action={
        <Button color="inherit" size="small" onClick={() => onRetry()}>
          Coba Lagi
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
