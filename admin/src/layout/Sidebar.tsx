import { Box, ButtonBase, Drawer, Typography } from '@mui/material';
import MosqueOutlined from '@mui/icons-material/MosqueOutlined';
import { Link, useLocation } from 'react-router';
import { useSidebar } from './SidebarContext.tsx';
import { isActive, MENU } from './titles.ts';
import { MENU_ICONS } from './icons.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { NewInquiriesBadge } from '../inquiries/NewInquiriesBadge.tsx';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-state.ts';

const BG = '#0b3b37';

function SidebarContent({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: BG, color: '#e6f2ef' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: compact ? 0 : 2,
          justifyContent: compact ? 'center' : 'flex-start',
          height: 64,
          flexShrink: 0,
        }}
      >
        <Box
          sx={{
            width: 32,
            height: 32,
            borderRadius: 2,
            bgcolor: '#f59e0b',
            color: BG,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <MosqueOutlined fontSize="small" />
        </Box>
        {!compact && (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.2 }} noWrap>
              Baitullah Travel
            </Typography>
            <Typography sx={{ fontSize: '0.75rem', opacity: 0.7 }} noWrap>
              Dashboard Admin
            </Typography>
          </Box>
        )}
      </Box>
      <Box
        component="nav"
        aria-label="Menu admin"
        sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: compact ? 0.5 : 1.25, pb: 2 }}
      >
        {MENU.map((group) => (
          <Box key={group.label} sx={{ mt: 1.5 }}>
            {!compact && (
              <Typography
                sx={{
                  px: 1.5,
                  pb: 0.5,
                  fontSize: '0.7rem',
                  fontWeight: 700,
                  letterSpacing: 0.6,
                  textTransform: 'uppercase',
                  opacity: 0.55,
                }}
              >
                {group.label}
              </Typography>
            )}
            {group.items.map((item) => {
              const Icon = MENU_ICONS[item.icon];
              const active = isActive(item.to, pathname);
              return (
                <ButtonBase
                  key={item.to}
                  component={Link}
                  to={item.to}
                  onClick={onNavigate}
                  title={compact ? item.label : undefined}
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    width: '100%',
                    justifyContent: compact ? 'center' : 'flex-start',
                    gap: 1.5,
                    px: compact ? 0 : 1.5,
                    py: 1,
                    my: 0.25,
                    borderRadius: 2,
                    fontSize: '0.9rem',
                    fontWeight: active ? 700 : 500,
                    color: active ? '#ffffff' : 'rgba(230,242,239,0.82)',
                    bgcolor: active ? 'rgba(20,184,166,0.28)' : 'transparent',
                    '&:hover': { bgcolor: active ? 'rgba(20,184,166,0.34)' : 'rgba(255,255,255,0.08)' },
                  }}
                >
                  {Icon && <Icon fontSize="small" />}
                  {!compact && (
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {item.label}
                    </Box>
                  )}
                  {item.icon === 'inquiries' && <NewInquiriesBadge compact={compact} />}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box sx={{ p: compact ? 0.5 : 1.25, borderTop: '1px solid rgba(255,255,255,0.1)' }}>
        <LogoutButton compact={compact} />
      </Box>
    </Box>
  );
}

/** Collapsible sidebar: 16rem open, 3rem icons-only on desktop; an 18rem slide-out panel below 768 px. */
export function Sidebar() {
  const { open, openMobile, isMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Drawer
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE, border: 0 }, 'data-sidebar': 'mobile' } as object }}
      >
        <SidebarContent compact={false} onNavigate={() => setOpenMobile(false)} />
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      data-sidebar="desktop"
      data-state={open ? 'expanded' : 'collapsed'}
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON,
        transition: 'width 200ms ease',
        zIndex: 1100,
        overflow: 'hidden',
      }}
    >
      <SidebarContent compact={!open} />
    </Box>
  );
}
