import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  isMobileWidth,
  isSidebarShortcut,
  MOBILE_BREAKPOINT,
  readSidebarCookie,
  sidebarCookie,
} from './sidebar-state.ts';

interface SidebarState {
  /** Desktop: expanded (16rem) or icons only (3rem). */
  open: boolean;
  /** Phones: the slide-out panel. */
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

const Ctx = createContext<SidebarState | null>(null);

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  useEffect(() => {
    const mql = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const onChange = () => setMobile(isMobileWidth(window.innerWidth));
    mql.addEventListener('change', onChange);
    onChange();
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarCookie(document.cookie) ?? true);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((o) => !o);
      return;
    }
    setOpen((o) => {
      document.cookie = sidebarCookie(!o);
      return !o;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, isMobile, setOpenMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useSidebar(): SidebarState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useSidebar must be used inside SidebarProvider');
  return v;
}
