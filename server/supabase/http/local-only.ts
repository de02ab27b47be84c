import type { Context } from 'hono';

/*
 * Dev-only endpoints such as the outbox (which holds every recovery and
 * e-mail-change link, i.e. a sign-in as anyone) must be readable from this
 * machine only: not from the network when HOST opens the port, not by a web
 * page in the developer's browser (cross-origin fetch, or DNS rebinding of
 * its own host name to 127.0.0.1).
 */

function isLoopbackAddress(address: string): boolean {
  const a = address.replace(/^::ffff:/i, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

function isLocalHostName(hostname: string, siteHost: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || isLoopbackAddress(h) || h === siteHost;
}

/** Why the request is not a local one, or null when it is. */
export function notLocalReason(c: Context, siteUrl: string): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const remote = env?.incoming?.socket?.remoteAddress;
  if (remote !== undefined && !isLoopbackAddress(remote)) return 'only available from this machine';

  const url = new URL(c.req.url);
  const site = new URL(siteUrl);
  if (!isLocalHostName(url.hostname, site.hostname.toLowerCase())) return 'only available on a local host name';

  // Browsers label every request; a page of another site must not read this one.
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return 'cross-site requests are refused';
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== url.origin && origin !== site.origin)
    return 'cross-origin requests are refused';
  return null;
}
