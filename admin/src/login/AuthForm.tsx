import type { FormEvent, ReactNode } from 'react';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { SubmitButton } from '../lib/SubmitButton.tsx';

/** The form inside an AuthCard: fields, one large submit button, then whatever goes below it. */
export function AuthForm({
  onSubmit,
  busy,
  submitLabel,
  footer,
  children,
}: {
  onSubmit(e: FormEvent): void;
  busy: boolean;
  submitLabel: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {children}
      <SubmitButton busy={busy} label={submitLabel} size="large" />
      {footer}
    </Box>
  );
}

/** A centred link under an auth form. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Typography sx={{ textAlign: 'center', fontSize: '0.9rem' }}>
      <MuiLink component={Link} to={to}>
        {children}
      </MuiLink>
    </Typography>
  );
}
