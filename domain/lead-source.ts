/**
 * Where a visit came from: the channel a landing page is classified into, kept for the visit only (the site
 * stores it in sessionStorage, never in a cookie) and sent with each count and inquiry. The database keeps
 * the same list of channels and the same partner-code shape (tests/fixtures/lead-sources.json and
 * tests/fixtures/partner-codes.json run through both).
 */

export const CHANNELS = ['google_search', 'google_ads', 'meta', 'whatsapp', 'partner', 'other_site', 'direct'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  google_search: 'Google (pencarian)',
  google_ads: 'Google Ads',
  meta: 'Facebook/Instagram',
  whatsapp: 'WhatsApp',
  partner: 'Mitra',
  other_site: 'Situs lain',
  direct: 'Langsung',
};

/** The label of a stored channel; a visit whose source was not kept (GPC/DNT, older rows) is "Tidak diketahui". */
export function channelLabel(channel: string | null | undefined): string {
  return channel && channel in CHANNEL_LABELS ? CHANNEL_LABELS[channel as Channel] : 'Tidak diketahui';
}

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/**
 * A partner's code: lower-case letters, digits and single hyphens inside, 3 to 32 characters. It is part of
 * the share link (/m/{code}) and of the WhatsApp message, so it must read well and never need escaping.
 */
export const PARTNER_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,31}$/;

export function isPartnerCode(value: unknown): value is string {
  return typeof value === 'string' && PARTNER_CODE_PATTERN.test(value);
}

/** False when the visitor asked not to be tracked (Global Privacy Control, Do Not Track): nothing is kept. */
export function mayKeepSource(n: { globalPrivacyControl?: boolean; doNotTrack?: string | null }): boolean {
  return n.globalPrivacyControl !== true && n.doNotTrack !== '1' && n.doNotTrack !== 'yes';
}

/** What the landing page knows about where its visitor came from. */
export interface LandingSignals {
  /** The landing page's query string (with or without the leading "?"). */
  search: string;
  /** document.referrer ('' when none). */
  referrer: string;
  /** The site's own host: a referrer from it is a step inside the visit, not a source. */
  siteHost: string;
}

/** The source of a visit as the site keeps it and sends it with counts and inquiries. */
export interface VisitSource {
  /** The channel without the partner: what the visit counts as when its partner code is not an active one. */
  channel: Channel;
  /** A partner code from `ref`, not yet checked against the active partners. */
  partnerCode: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
}

const MAX_TAG = 100;

function tag(params: URLSearchParams, name: string): string | null {
  const v = params.get(name)?.trim();
  return v ? v.slice(0, MAX_TAG) : null;
}

/** The host of an http(s) address without "www.", or null. */
function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) ? u.hostname.toLowerCase().replace(/^www\.|\.$/g, '') : null;
  } catch {
    return null;
  }
}

// Kept short: they ship in the counting script of every page.
const GOOGLE_HOST = /(^|\.)google\.[a-z.]{2,6}$/;
const META_HOST = /(^|\.)((facebook|instagram|messenger)\.com|fb\.(com|me))$/;
const WHATSAPP_HOST = /(^|\.)(whatsapp\.(com|net)|wa\.me)$/;
const META_SOURCE = /^(facebook|fb|instagram|ig|meta|messenger)$/;
const PAID_MEDIUM = /^(cpc|ppc|cpm|paid.*|display|ads?)$/;
/** The parameters that name a source: campaign tags, ad click ids, a partner code. */
const SOURCE_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'ref'];

/** The channel of a landing, leaving the partner aside (that is decided against the active partners). */
function channelOf(params: URLSearchParams, referrerHost: string | null): Channel {
  const source = tag(params, 'utm_source')?.toLowerCase();
  const medium = tag(params, 'utm_medium')?.toLowerCase() ?? '';
  if (params.has('gclid') || params.has('gbraid') || params.has('wbraid')) return 'google_ads';
  if (source === 'google' || source === 'adwords') return PAID_MEDIUM.test(medium) ? 'google_ads' : 'google_search';
  if (params.has('fbclid') || (source && META_SOURCE.test(source))) return 'meta';
  if (source === 'whatsapp' || source === 'wa') return 'whatsapp';
  if (source) return 'other_site';
  if (!referrerHost) return 'direct';
  if (GOOGLE_HOST.test(referrerHost)) return 'google_search';
  if (META_HOST.test(referrerHost)) return 'meta';
  return WHATSAPP_HOST.test(referrerHost) ? 'whatsapp' : 'other_site';
}

/**
 * The source of a landing: campaign tags (`utm_*`), ad click ids (`gclid`, `fbclid`), the referrer's host and
 * a partner code (`ref`). A referrer from the site itself is no source.
 */
export function classifyLanding(s: LandingSignals): VisitSource {
  const params = new URLSearchParams(s.search);
  let referrerHost = s.referrer ? hostOf(s.referrer) : null;
  if (referrerHost === hostOf(`https://${s.siteHost}`)) referrerHost = null;
  const ref = tag(params, 'ref')?.toLowerCase();
  return {
    channel: channelOf(params, referrerHost),
    partnerCode: isPartnerCode(ref) ? ref : null,
    utmSource: tag(params, 'utm_source'),
    utmMedium: tag(params, 'utm_medium'),
    utmCampaign: tag(params, 'utm_campaign'),
    referrerHost,
  };
}

/**
 * The source of this page of the visit: a page that names a source of its own (a new campaign link, a
 * partner's link, another site) replaces the kept one; a step inside the site keeps it.
 */
export function visitSource(kept: VisitSource | null, s: LandingSignals): VisitSource {
  const here = classifyLanding(s);
  const params = new URLSearchParams(s.search);
  const named = here.referrerHost !== null || SOURCE_PARAMS.some((k) => params.has(k));
  return kept && !named ? kept : here;
}

/** A kept source read back from storage, or null when it is not one (edited by hand, an older shape). */
export function parseVisitSource(raw: string | null): VisitSource | null {
  try {
    const v = JSON.parse(raw ?? '') as Record<keyof VisitSource, unknown>;
    const text = (x: unknown) => (typeof x === 'string' ? x.slice(0, MAX_TAG) : null);
    return isChannel(v?.channel)
      ? {
          channel: v.channel,
          partnerCode: isPartnerCode(v.partnerCode) ? v.partnerCode : null,
          utmSource: text(v.utmSource),
          utmMedium: text(v.utmMedium),
          utmCampaign: text(v.utmCampaign),
          referrerHost: text(v.referrerHost),
        }
      : null;
  } catch {
    return null;
  }
}

/** The line the booking WhatsApp message ends with when the visit came through a partner. */
export function partnerLine(code: string): string {
  return `Kode mitra: ${code}`;
}

/**
 * The WhatsApp link with the partner named at the end of its message (once). The message is percent-encoded as
 * the site's own links are (wa.me does not read "+" as a space everywhere).
 */
export function withPartnerLine(href: string, code: string): string {
  const line = partnerLine(code);
  try {
    const url = new URL(href);
    const text = url.searchParams.get('text');
    if (text?.includes(line)) return href;
    url.searchParams.delete('text');
    const message = encodeURIComponent(text ? `${text}\n\n${line}` : line);
    return `${url.origin}${url.pathname}${url.search ? `${url.search}&` : '?'}text=${message}`;
  } catch {
    return href;
  }
}

/** A partner's share link as the site publishes it (public.partner_links). */
export interface PartnerLink {
  code: string;
  active: boolean;
  /** The page the link opens: the partner's chosen package, else the home page. */
  target: string;
}

/** Where the site lists the active partners' codes, for the WhatsApp message to name only an active one. */
export const ACTIVE_PARTNER_CODES_PATH = '/m/kode-aktif.json';

/** The path a partner's share link answers at. */
export function partnerLinkPath(code: string): string {
  return `/m/${code}`;
}
