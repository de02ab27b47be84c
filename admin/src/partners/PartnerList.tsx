import { Box, Button, Card, CardContent, Chip, Link as MuiLink, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import { useGetList } from 'react-admin';
import { Link } from 'react-router';
import { formatWhatsapp, partnerLinkPath, whatsappLink } from '../domain.ts';
import { CardGrid, SkeletonGrid } from '../lib/CardGrid.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { PARTNER_LIST_COLUMNS, sortPartners, type PartnerRow } from './model.ts';

/**
 * The partner agents who share the agency's link /m/{code}. None is ever deleted (a code must keep meaning
 * one partner): a partner who stops is switched off, and stays listed after the active ones.
 */
export default function PartnerList() {
  const { data, isPending, error, refetch } = useGetList<PartnerRow>(
    'partners',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { columns: PARTNER_LIST_COLUMNS },
    },
    { retry: 1 },
  );
  const rows = data ? sortPartners(data) : undefined;

  return (
    <Box>
      <PageHeader
        title="Mitra"
        description="Agen dan perekomendasi yang membagikan tautan situs: kunjungan, klik WhatsApp dan prospek lewat tautan mereka tercatat atas nama masing-masing."
        actions={
          <Button component={Link} to="/partners/create" variant="contained" startIcon={<AddOutlined />}>
            Tambah Mitra
          </Button>
        }
      />
      {error ? (
        <LoadErrorAlert onRetry={refetch} mb={3}>
          Gagal memuat mitra: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}
      {isPending ? (
        <SkeletonGrid min={260} height={200} />
      ) : !rows?.length ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <HandshakeOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography sx={{ mt: 1 }}>
              Belum ada mitra. Tambahkan mitra pertama untuk memberinya tautan dan QR.
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <CardGrid min={260} label="Daftar mitra">
          {rows.map((p) => (
            <Box component="li" key={p.id}>
              <Card
                component="article"
                aria-label={p.name}
                data-testid="partner-card"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Typography
                      component="h3"
                      sx={{ flex: 1, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                    >
                      {p.name}
                    </Typography>
                    <Chip
                      size="small"
                      label={p.active ? 'Aktif' : 'Nonaktif'}
                      color={p.active ? 'success' : 'default'}
                      data-testid="partner-status"
                    />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {p.city || 'Kota belum diisi'}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    Kode:{' '}
                    <Box component="code" sx={{ fontWeight: 700 }}>
                      {p.code}
                    </Box>{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      ({partnerLinkPath(p.code)})
                    </Box>
                  </Typography>
                  <Typography variant="body2">
                    WhatsApp:{' '}
                    <MuiLink
                      href={whatsappLink(p.whatsapp, `Assalamualaikum ${p.name}`)}
                      target="_blank"
                      rel="noopener noreferrer"
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {formatWhatsapp(p.whatsapp)}
                    </MuiLink>
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 0.5, mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
                    <Button
                      component={Link}
                      to={`/partners/edit/${p.id}`}
                      size="small"
                      variant="outlined"
                      startIcon={<QrCode2 />}
                      sx={{ flex: 1 }}
                      aria-label={`Edit dan bagikan ${p.name}`}
                    >
                      Edit &amp; Bagikan
                    </Button>
                  </Box>
                </CardContent>
              </Card>
            </Box>
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
