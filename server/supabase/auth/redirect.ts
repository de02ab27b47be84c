import type { ServerConfig } from '../config.ts';

/**
 * Where an e-mail link may send the browser: a URL on the site's own origin
 * (absolute or relative), otherwise the site itself, so links can never be
 * turned into an open redirect that carries tokens elsewhere.
 */
export function safeRedirect(config: ServerConfig, wanted: string | undefined | null): string {
  const site = new URL(config.siteUrl);
  if (wanted) {
    try {
      const url = new URL(wanted, site);
      if (url.origin === site.origin) {
        url.hash = '';
        return url.toString();
      }
    } catch {
      /* not a URL: fall back to the site */
    }
  }
  return site.toString();
}

/** `target#k=v&…`, the implicit-flow fragment auth-js and ra-supabase read. */
export function withFragment(target: string, params: Record<string, string>): string {
  return `${target}#${new URLSearchParams(params).toString()}`;
}
