import { Alert, Box, Button, Card, CardContent, Chip, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import EventOutlined from '@mui/icons-material/EventOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTimeId } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import {
  attentionWarnings,
  nextDepartures,
  recentActivity,
  relativeTimeId,
  statCards,
  type StatKey,
} from './summary.ts';
import { fetchDashboardCounts } from '../providers/counts.ts';
import { conversionCard } from './counts.ts';
import { TrafficSection } from './TrafficSection.tsx';
import { LeadSourcesSection } from './LeadSourcesSection.tsx';
import { FailedAlertsNotice } from '../alerts/FailedAlertsNotice.tsx';
import { FollowUpToday } from './FollowUpToday.tsx';
import { LegalGaps } from './LegalGaps.tsx';
import { ConsistencyFindings } from './ConsistencyFindings.tsx';

const STAT_ICONS: Record<StatKey, typeof Inventory2Outlined> = {
  packages: Inventory2Outlined,
  pilgrims: GroupsOutlined,
  testimonials: FormatQuoteOutlined,
  conversion: TrendingUpOutlined,
};

const ACTIVITY_ICONS = {
  package: Inventory2Outlined,
  testimonial: FormatQuoteOutlined,
  page: ArticleOutlined,
  inquiry: ContactMailOutlined,
};

const QUICK_ACTIONS = [
  { to: '/packages/new', label: 'Tambah Paket', icon: AddOutlined },
  { to: '/edit-home', label: 'Edit Homepage', icon: HomeOutlined },
  { to: '/testimonials?add=1', label: 'Tambah Testimoni', icon: FormatQuoteOutlined },
  { to: '/media', label: 'Upload Media', icon: UploadOutlined },
];

export default function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['dashboard_summary'],
    queryFn: () => dataProvider.dashboardSummary(),
    retry: 1,
  });
  // Visits, WhatsApp clicks and the real "Konversi" (public.dashboard_counts).
  const countsQuery = useQuery({
    queryKey: ['dashboard_counts', 30],
    queryFn: () => fetchDashboardCounts(30),
    retry: 1,
  });
  const conversion = countsQuery.data ? conversionCard(countsQuery.data) : null;
  const cards = data ? statCards(data).map((c) => (c.key === 'conversion' && conversion ? conversion : c)) : null;
  const activity = data ? recentActivity(data.recent_activity) : [];
  const upcoming = data ? nextDepartures(data.next_departures) : [];
  const warnings = data ? attentionWarnings(data.next_departures) : [];
  const moreWarnings = data ? Math.max(0, (Number(data.departures_needing_attention) || 0) - warnings.length) : 0;

  return (
    <Box>
      <PageHeader title="Dashboard" description="Ringkasan konten situs Baitullah Tour & Travel." />
      <FailedAlertsNotice />
      <FollowUpToday />
      {error ? (
        <LoadErrorAlert onRetry={refetch} mb={3}>
          Gagal memuat ringkasan: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}
      <LegalGaps />
      {warnings.length ? (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="departure-warnings">
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>
            Keberangkatan dalam 30 hari yang belum separuh terisi
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((w) => (
              <li key={w.id}>
                <MuiLink component={Link} to={w.link} color="inherit">
                  {w.text}
                </MuiLink>
              </li>
            ))}
            {moreWarnings ? <li>dan {moreWarnings} keberangkatan lainnya</li> : null}
          </Box>
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
          mb: 3,
        }}
      >
        {(
          cards ??
          (['packages', 'pilgrims', 'testimonials', 'conversion'] as StatKey[]).map((key) => ({
            key,
            title: '',
            value: '',
            detail: '',
            empty: false,
            growth: undefined,
          }))
        ).map((c) => {
          const Icon = STAT_ICONS[c.key];
          return (
            <Card key={c.key} component="section" aria-label={c.title || undefined} data-stat={c.key}>
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                  <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                    {isPending ? <Skeleton width={90} /> : c.title}
                  </Typography>
                  <Box
                    sx={{
                      width: 36,
                      height: 36,
                      borderRadius: 2,
                      bgcolor: 'rgba(15,118,110,0.1)',
                      color: 'primary.main',
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    <Icon fontSize="small" />
                  </Box>
                </Box>
                <Typography
                  data-testid="stat-value"
                  sx={{
                    fontSize: c.empty ? '1.15rem' : '1.75rem',
                    fontWeight: 800,
                    mt: 0.5,
                    color: c.empty ? 'text.secondary' : 'text.primary',
                  }}
                >
                  {isPending ? <Skeleton width={60} /> : c.value}
                </Typography>
                {c.growth ? (
                  <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
                    {c.growth}
                  </Typography>
                ) : null}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {isPending ? <Skeleton /> : c.detail}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
      <TrafficSection query={countsQuery} />
      <LeadSourcesSection />
      <ConsistencyFindings />
      <Card component="section" aria-labelledby="next-departures-title" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="next-departures-title" variant="h2" sx={{ mb: 2 }}>
            Keberangkatan terdekat
          </Typography>
          {isPending ? (
            <Box>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Box>
          ) : upcoming.length === 0 ? (
            <Typography color="text.secondary">Belum ada keberangkatan mendatang yang masih dibuka</Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Keberangkatan terdekat"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            >
              {upcoming.map((d) => (
                <Box
                  component="li"
                  key={d.id}
                  data-testid="next-departure"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    flexWrap: 'wrap',
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-child': { borderBottom: 0 },
                  }}
                >
                  <EventOutlined fontSize="small" sx={{ color: 'primary.main' }} />
                  <Box sx={{ flex: 1, minWidth: 180 }}>
                    <MuiLink component={Link} to={d.link} sx={{ fontWeight: 600 }}>
                      {d.packageTitle}
                    </MuiLink>
                    <Typography variant="body2" color="text.secondary">
                      {d.date}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    label={d.seats}
                    color={d.needsAttention ? 'warning' : 'default'}
                    variant={d.needsAttention ? 'filled' : 'outlined'}
                  />
                </Box>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2 }}>
        <Card component="section" aria-labelledby="recent-title">
          <CardContent>
            <Typography id="recent-title" variant="h2" sx={{ mb: 2 }}>
              Aktivitas Terbaru
            </Typography>
            {isPending ? (
              <Box>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={44} />
                ))}
              </Box>
            ) : activity.length === 0 ? (
              <Typography color="text.secondary">Belum ada aktivitas terbaru</Typography>
            ) : (
              <Box
                component="ul"
                // minmax(0, 1fr): a long line wraps inside the card instead of widening the column past it.
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
                aria-label="Aktivitas terbaru"
              >
                {activity.map((a, i) => {
                  const Icon = ACTIVITY_ICONS[a.kind];
                  return (
                    <Box component="li" key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                      <Box
                        sx={{
                          width: 34,
                          height: 34,
                          flexShrink: 0,
                          borderRadius: '50%',
                          bgcolor: '#f1f5f3',
                          color: 'primary.main',
                          display: 'grid',
                          placeItems: 'center',
                        }}
                      >
                        <Icon fontSize="small" />
                      </Box>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, fontSize: '0.92rem', overflowWrap: 'anywhere' }}>
                          {a.text}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" title={formatDateTimeId(a.at)}>
                          {relativeTimeId(a.at)}
                        </Typography>
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            )}
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="quick-title">
          <CardContent>
            <Typography id="quick-title" variant="h2" sx={{ mb: 2 }}>
              Aksi Cepat
            </Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {QUICK_ACTIONS.map((a) => (
                <Button
                  key={a.to}
                  component={Link}
                  to={a.to}
                  variant="outlined"
                  startIcon={<a.icon />}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {a.label}
                </Button>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
