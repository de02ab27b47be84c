import { Box, Button, IconButton, Typography } from '@mui/material';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router';
import { PUBLIC_SITE_URL } from '../env.ts';
import { useSidebar } from './SidebarContext.tsx';
import { pageTitle, useDocumentTitle } from './titles.ts';
import { PublishStatus } from '../publish/PublishStatus.tsx';

export function Header() {
  const { open, isMobile, toggle } = useSidebar();
  const { pathname } = useLocation();
  const { data: identity } = useGetIdentity();
  const expanded = isMobile ? false : open;
  useDocumentTitle(pageTitle(pathname));
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1000,
        height: 64,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1.5, md: 3 },
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(6px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        onClick={toggle}
        aria-label="Buka/tutup menu"
        title="Buka/tutup menu (Ctrl+B)"
        aria-expanded={expanded}
        edge="start"
      >
        {expanded ? <MenuOpenOutlined /> : <MenuOutlined />}
      </IconButton>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.05rem', flex: 1, minWidth: 0 }} noWrap>
        {pageTitle(pathname)}
      </Typography>
      {/* Positioned and clipped, else its phone-only visually hidden labels (absolute, MUI width 1 = 100%)
          would be measured against the page and would make every admin screen 556 px wide at 390 px. */}
      <Box sx={{ position: 'relative', overflow: 'hidden', minWidth: 0, flexShrink: 0, display: 'flex' }}>
        <PublishStatus />
      </Box>
      <Button
        href={`${PUBLIC_SITE_URL}/`}
        target="_blank"
        rel="noopener"
        size="small"
        startIcon={<OpenInNewOutlined fontSize="small" />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        Lihat Situs
      </Button>
      {identity?.email ? (
        <Box
          title={String(identity.email)}
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            gap: 1,
            pl: 1.5,
            borderLeft: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {String(identity.email).charAt(0).toUpperCase()}
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 220 }}>
            {String(identity.email)}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
