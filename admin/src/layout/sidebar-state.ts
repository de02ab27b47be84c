/** Sidebar constants and the cookie that remembers whether it is open. */
const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_BREAKPOINT = 768;
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** The stored open state, or null when there is no cookie yet (then the sidebar starts open). */
export function readSidebarCookie(cookie: string): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      const value = rest.join('=');
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

/** The Set-Cookie string for document.cookie, scoped to the admin. */
export function sidebarCookie(open: boolean, path = '/admin'): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=${path}; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** ctrl+b or meta+b, whatever the case of the letter. */
export function isSidebarShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey?: boolean }): boolean {
  return e.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (e.ctrlKey || e.metaKey) && !e.altKey;
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}
