import { Box, Button, Card, CardContent, Checkbox, Chip, IconButton, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { Link } from 'react-router';
import { CATEGORY_LABEL, formatDateId, formatIdr, scheduleLabel, seatsLabel, type Package } from '../domain.ts';
import { PUBLIC_SITE_URL } from '../env.ts';
import { DeleteIconButton } from '../lib/CardActionButtons.tsx';
import { displayUrl } from '../lib/media.ts';
import type { PackageListRow } from './model.ts';

function publicPackageUrl(p: Pick<Package, 'category' | 'slug'>): string {
  return `${PUBLIC_SITE_URL}/${p.category}/${encodeURIComponent(p.slug)}`;
}

/** One package of the list, from its row of public.admin_package_list (nothing else is read for it). */
export function PackageCard({
  pkg,
  busy,
  onDuplicate,
  onDelete,
  selected = false,
  onSelect,
}: {
  pkg: PackageListRow;
  busy: boolean;
  selected?: boolean;
  onSelect?(checked: boolean): void;
  onDuplicate(p: PackageListRow): void;
  onDelete(p: PackageListRow): void;
}) {
  const cover = displayUrl(pkg.cover);
  const next = pkg.next_departure;
  return (
    <Card
      component="article"
      aria-label={pkg.title}
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      {/* The photo fills a fixed 3:2 frame: its own size never changes the cover's height. */}
      <Box sx={{ position: 'relative', aspectRatio: '3 / 2', flexShrink: 0, overflow: 'hidden', bgcolor: '#e7ece9' }}>
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt={pkg.title}
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
        <Box sx={{ position: 'absolute', top: 8, left: 8, right: 8, display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={CATEGORY_LABEL[pkg.category] ?? pkg.category}
            sx={{ bgcolor: '#0f766e', color: '#fff', fontWeight: 700 }}
          />
          {pkg.is_promo ? (
            <Chip size="small" label="PROMO" sx={{ bgcolor: '#dc2626', color: '#fff', fontWeight: 800 }} />
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Chip
            size="small"
            label={pkg.status === 'active' ? 'Aktif' : 'Draft'}
            sx={{
              bgcolor: pkg.status === 'active' ? '#dcfce7' : '#f1f5f9',
              color: pkg.status === 'active' ? '#166534' : '#475569',
              fontWeight: 700,
            }}
          />
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }}>
          {pkg.title}
        </Typography>
        {pkg.status === 'draft' && pkg.publish_at ? (
          <Typography variant="body2" color="primary" data-testid="package-scheduled">
            Terjadwal: {scheduleLabel(pkg.publish_at)}
          </Typography>
        ) : null}
        {pkg.status === 'active' && pkg.unpublish_at ? (
          <Typography variant="body2" color="text.secondary">
            Turun: {scheduleLabel(pkg.unpublish_at)}
          </Typography>
        ) : null}
        {pkg.is_promo && pkg.promo_ends_at ? (
          <Typography variant="body2" color="text.secondary">
            Promo berakhir: {scheduleLabel(pkg.promo_ends_at)}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary', fontSize: '0.85rem' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="package-next-departure">
            <EventOutlined sx={{ fontSize: 16 }} />
            {next ? formatDateId(next.depart_on) : 'Jadwal menyusul'}
          </Box>
          {next ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="package-seats-left">
              <GroupsOutlined sx={{ fontSize: 16 }} />
              {seatsLabel(next)}
            </Box>
          ) : null}
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <Typography variant="caption" color="text.secondary">
            Mulai dari
          </Typography>
          <Typography sx={{ fontWeight: 800, color: 'primary.main', fontSize: '1.1rem' }}>
            {formatIdr(pkg.price_quad)}
          </Typography>
        </Box>
        <Box
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 1, mt: 0.5 }}
        >
          {onSelect ? (
            <Checkbox
              size="small"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Pilih ${pkg.title}` } }}
              sx={{ p: 0.5 }}
            />
          ) : null}
          <Button
            component={Link}
            to={`/packages/edit/${pkg.id}`}
            size="small"
            startIcon={<EditOutlined />}
            variant="outlined"
            sx={{ flex: 1 }}
          >
            Edit
          </Button>
          <IconButton
            aria-label={`Duplikat ${pkg.title}`}
            title="Duplikat"
            onClick={() => onDuplicate(pkg)}
            disabled={busy}
            size="small"
          >
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
          {pkg.status === 'active' ? (
            <IconButton
              aria-label={`Lihat ${pkg.title} di situs`}
              title="Lihat di situs"
              component="a"
              href={publicPackageUrl(pkg)}
              target="_blank"
              rel="noopener"
              size="small"
            >
              <OpenInNewOutlined fontSize="small" />
            </IconButton>
          ) : (
            // A draft has no public page: the link would open a 404.
            <span title="Paket draft tidak tampil di situs">
              <IconButton aria-label={`Lihat ${pkg.title} di situs (draft, tidak tampil)`} size="small" disabled>
                <OpenInNewOutlined fontSize="small" />
              </IconButton>
            </span>
          )}
          <DeleteIconButton name={pkg.title} title="Hapus" onClick={() => onDelete(pkg)} disabled={busy} />
        </Box>
      </CardContent>
    </Card>
  );
}
