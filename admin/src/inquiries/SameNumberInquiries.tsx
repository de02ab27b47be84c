import { Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTimeId } from '../domain.ts';
import { fetchSameNumber } from '../providers/follow-up.ts';
import { INQUIRY_STATUS_LABELS, type InquiryOverview } from './model.ts';

/** One person, several inquiries: the others sent from this number, so the owner sees their whole history. */
export function SameNumberInquiries({ inquiry }: { inquiry: InquiryOverview }) {
  const others = useQuery({
    queryKey: ['inquiry_overview', 'same-number', inquiry.whatsapp, inquiry.id],
    queryFn: () => fetchSameNumber(inquiry.whatsapp, inquiry.id),
    enabled: inquiry.same_number_count > 1,
    retry: 1,
  });
  if (inquiry.same_number_count <= 1 || !others.data?.length) return null;
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="same-number-title" data-testid="same-number">
      <CardContent sx={{ maxWidth: 640 }}>
        <Typography id="same-number-title" variant="h2" sx={{ mb: 1 }}>
          Prospek lain dari nomor ini ({others.data.length})
        </Typography>
        <List dense disablePadding>
          {others.data.map((o) => (
            <ListItem key={o.id} disableGutters>
              <ListItemText
                primary={
                  <>
                    <Link to={`/inquiries/edit/${o.id}`}>{o.name}</Link>
                    {' · '}
                    {o.package_title ?? 'Tanpa paket'}{' '}
                    <Chip size="small" label={INQUIRY_STATUS_LABELS[o.status] ?? o.status} sx={{ ml: 0.5 }} />
                  </>
                }
                secondary={`${formatDateTimeId(o.created_at)} WIB`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
