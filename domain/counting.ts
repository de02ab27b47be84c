/**
 * Privacy-friendly counts: whether this browser may be counted at
 * all, and which links are WhatsApp links. Pure, so the site's counting
 * script and the unit tests share it.
 */

/** What the browser tells about itself (a subset of Navigator). */
interface CountingSignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
  webdriver?: boolean;
  userAgent?: string;
}

/**
 * Crawlers, headless browsers and audit tools. "bot" not after "cu": CUBOT phones name themselves in the user
 * agent ("Android 12; CUBOT KINGKONG 7") and are people. The same pattern is in
 * supabase/migrations/20261123013000_track_event_privacy_headers.sql.
 */
const BOT_USER_AGENT = /(?<!cu)bot|crawl|spider|slurp|headless|lighthouse|pagespeed|prerender/i;

/** False when the visitor asked not to be tracked (GPC, DNT) or the browser is automated or a bot. */
export function shouldCount(n: CountingSignals): boolean {
  if (n.globalPrivacyControl === true) return false;
  if (n.doNotTrack === '1' || n.doNotTrack === 'yes') return false;
  if (n.webdriver === true) return false;
  return !BOT_USER_AGENT.test(n.userAgent ?? '');
}

/** https://wa.me/… and https://api.whatsapp.com/… links. */
export function isWhatsAppLink(href: string | null | undefined): boolean {
  return !!href && /^https?:\/\/(?:wa\.me|api\.whatsapp\.com)(?:\/|$|\?)/i.test(href);
}

/**
 * rpc/track_event with the anon key as URL parameter: the count's only header is then Content-Type, the one
 * every CORS preflight answer allows (the local server's and hosted Supabase's alike).
 */
export function trackEventUrl(supabaseUrl: string, anonKey: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/track_event?apikey=${encodeURIComponent(anonKey)}`;
}
