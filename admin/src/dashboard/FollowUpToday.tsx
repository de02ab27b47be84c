import { Card, CardContent, Chip, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateDmy, formatWhatsapp, wibDate } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { fetchFollowUpsDue } from '../providers/follow-up.ts';
import { INQUIRY_STATUS_LABELS, whatsappReplyLink } from '../inquiries/model.ts';

/** "Follow-up hari ini": the people the owner meant to contact today, and those overdue first. */
export function FollowUpToday() {
  const today = wibDate(new Date());
  const { data, error, refetch } = useQuery({
    queryKey: ['inquiry_overview', 'follow-up', today],
    queryFn: () => fetchFollowUpsDue(today),
    retry: 1,
  });
  if (!error && !data?.length) return null;
  return (
    <Card component="section" aria-labelledby="follow-up-title" sx={{ mb: 3 }} data-testid="follow-up-today">
      <CardContent>
        <Typography id="follow-up-title" variant="h2" sx={{ mb: 1 }}>
          Follow-up hari ini
        </Typography>
        {error ? (
          <LoadErrorAlert onRetry={refetch} mb={0}>
            Gagal memuat follow-up: {errorMessage(error)}
          </LoadErrorAlert>
        ) : (
          <List dense disablePadding>
            {(data ?? []).map((r) => (
              <ListItem key={r.id} disableGutters data-testid="follow-up-row">
                <ListItemText
                  primary={
                    <>
                      <MuiLink component={Link} to={`/inquiries/edit/${r.id}`}>
                        {r.name}
                      </MuiLink>{' '}
                      <Chip size="small" label={INQUIRY_STATUS_LABELS[r.status] ?? r.status} />
                      {r.next_contact_on && r.next_contact_on.slice(0, 10) < today && (
                        <Chip
                          size="small"
                          color="error"
                          variant="outlined"
                          label={`terlambat, ${formatDateDmy(r.next_contact_on)}`}
                          sx={{ ml: 0.5 }}
                        />
                      )}
                    </>
                  }
                  secondary={
                    <>
                      {r.package_title ?? 'Tanpa paket'} ·{' '}
                      <MuiLink
                        href={whatsappReplyLink(r, r.package_title, r.departure_date)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {formatWhatsapp(r.whatsapp)}
                      </MuiLink>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
