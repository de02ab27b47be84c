import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router';
import { Guard } from './Guard.tsx';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SidebarProvider, useSidebar } from './SidebarContext.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { ScreenErrorBoundary } from './ErrorBoundary.tsx';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebar-state.ts';

function Frame({ children }: { children: ReactNode }) {
  const { open, isMobile } = useSidebar();
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar />
      <Box
        sx={{
          ml: isMobile ? 0 : open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON,
          transition: 'margin-left 200ms ease',
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
        }}
      >
        <Header />
        <Box
          component="main"
          id="main-content"
          sx={{ flex: 1, p: { xs: 2, md: 3 }, maxWidth: 1400, width: '100%', mx: 'auto' }}
        >
          <ScreenErrorBoundary key={pathname}>
            <Suspense fallback={<LoadingScreen fullPage={false} />}>{children}</Suspense>
          </ScreenErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}

/** Every admin screen: guard first, then sidebar, header and the screen (loaded on demand). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Guard>
      <SidebarProvider>
        <Frame>{children}</Frame>
      </SidebarProvider>
    </Guard>
  );
}
