import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/**
 * The contact page's map, as the owner gives it: a Google Maps link copied
 * from the address bar or "Bagikan", or the `<iframe>` code from "Bagikan →
 * Sematkan peta". Nothing of it is ever injected as markup: it is reduced to
 * one Google Maps embed URL (the only thing stored), and the site renders its
 * own sandboxed iframe around it. The admin, the site and the database
 * (private.is_google_maps_embed) apply this same rule; the cases they agree
 * on are in tests/fixtures/map-inputs.json.
 */

/** Hosts whose /maps/embed pages Google serves as an embeddable map. */
const EMBED_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);
/** Hosts of the links Google Maps shows in the address bar or in "Bagikan" (Indonesia uses google.co.id too). */
const SHARE_HOSTS = new Set([...EMBED_HOSTS, 'www.google.co.id', 'google.co.id', 'maps.google.co.id']);
/** Short links only Google can expand (a redirect we cannot follow from the browser or at build time). */
const SHORT_HOSTS = new Set(['maps.app.goo.gl', 'goo.gl']);

const MAP_INPUT_MAX_LENGTH = 5000;

const MAP_INPUT_EXAMPLE = 'https://www.google.com/maps/place/Masjid+Istiqlal';

type MapInputProblem = 'short-link' | 'not-a-map';

type MapInputResult = { ok: true; embed: string } | { ok: false; problem: MapInputProblem };

/** What the owner reads beside the field when the input cannot become a map. */
export function mapInputMessage(problem: MapInputProblem): string {
  return problem === 'short-link'
    ? 'Tautan pendek maps.app.goo.gl tidak bisa dibaca tanpa membukanya di Google. Buka tautan itu, lalu salin alamat ' +
        'lengkap dari address bar (…/maps/place/…), atau pilih Bagikan → Sematkan peta dan tempel kode <iframe>-nya.'
    : `Bukan tautan atau kode peta Google Maps. Contoh: ${MAP_INPUT_EXAMPLE} atau kode <iframe> dari ` +
        'Google Maps (Bagikan → Sematkan peta).';
}

function parseUrl(s: string): URL | null {
  try {
    return new URL(s);
  } catch {
    return null;
  }
}

/** The embed URL itself, canonical, or null when it is not an embeddable Google Maps address. */
function embedUrl(candidate: string): string | null {
  const url = parseUrl(candidate);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!EMBED_HOSTS.has(url.hostname)) return null;
  if (/^\/maps\/embed(\/|$)/.test(url.pathname)) return url.toString();
  if (url.pathname === '/maps' && url.searchParams.get('output') === 'embed') return url.toString();
  return null;
}

/** The embed URL Google serves for a search: a place's name, an address or "lat,lng". */
function searchEmbed(query: string, near?: { at: string; zoom: string }): string {
  const q = new URLSearchParams({ q: query });
  if (near) {
    q.set('ll', near.at);
    q.set('z', near.zoom);
  }
  q.set('output', 'embed');
  return `https://www.google.com/maps?${q.toString()}`;
}

/** `@-6.17,106.83,17z` in a Google Maps path: where the map was centred, and how close. */
function centre(path: string): { at: string; zoom: string } | undefined {
  const m = /\/@(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)(?:,(\d{1,2}(?:\.\d+)?)z)?/.exec(path);
  if (!m) return undefined;
  return { at: `${m[1]},${m[2]}`, zoom: String(Math.round(Number(m[3] ?? 16))) };
}

/** A path segment of a Google Maps link, as a search text ("Masjid+Istiqlal" → "Masjid Istiqlal"). */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' ')).trim();
  } catch {
    return '';
  }
}

function fromLink(text: string): MapInputResult {
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) {
    return { ok: false, problem: 'not-a-map' };
  }
  const host = url.hostname;
  if (SHORT_HOSTS.has(host) && (host === 'maps.app.goo.gl' || url.pathname.startsWith('/maps'))) {
    return { ok: false, problem: 'short-link' };
  }
  if (!SHARE_HOSTS.has(host)) return { ok: false, problem: 'not-a-map' };
  const embed = embedUrl(text);
  if (embed) return { ok: true, embed };
  const path = url.pathname;
  const named = /^\/maps\/(?:place|search)\/([^/]+)/.exec(path);
  if (named) {
    const query = segmentText(named[1]);
    if (query) return { ok: true, embed: searchEmbed(query, centre(path)) };
  }
  if (path === '/maps' || path === '/maps/') {
    const query = url.searchParams.get('q')?.trim();
    if (query) return { ok: true, embed: searchEmbed(query) };
  }
  const here = centre(path);
  if (path.startsWith('/maps/@') && here) return { ok: true, embed: searchEmbed(here.at, here) };
  return { ok: false, problem: 'not-a-map' };
}

type Node = DefaultTreeAdapterMap['childNode'];

/** The src of the one `<iframe>` the pasted code consists of; null when the code is anything more or less. */
function iframeSrc(html: string): string | null {
  const nodes = parseFragment(html).childNodes;
  const elements: DefaultTreeAdapterMap['element'][] = [];
  for (const node of nodes as Node[]) {
    if (node.nodeName === '#text') {
      if ((node as DefaultTreeAdapterMap['textNode']).value.trim() !== '') return null;
    } else if (node.nodeName === '#comment') {
      continue;
    } else if ('tagName' in node) {
      elements.push(node);
    } else {
      return null;
    }
  }
  if (elements.length !== 1 || elements[0].tagName !== 'iframe') return null;
  const src = elements[0].attrs.find((a) => a.name === 'src' && !a.prefix);
  return src ? src.value : null;
}

/**
 * Turns what the owner typed or pasted into the embed URL to store and show:
 * '' stays '' (no map); anything that is not a Google Maps place, search or
 * embed is refused with the reason, never reduced to something else.
 */
export function googleMapsEmbedFromInput(input: string | null | undefined): MapInputResult {
  const text = (input ?? '').trim();
  if (text === '') return { ok: true, embed: '' };
  if (text.length > MAP_INPUT_MAX_LENGTH) return { ok: false, problem: 'not-a-map' };
  if (text.startsWith('<')) {
    const src = iframeSrc(text);
    const embed = src === null ? null : embedUrl(src.trim());
    return embed ? { ok: true, embed } : { ok: false, problem: 'not-a-map' };
  }
  if (/\s/.test(text)) return { ok: false, problem: 'not-a-map' };
  return fromLink(text);
}

/** The map the site shows for a stored value, or null for none. */
export function googleMapsEmbedSrc(input: string | null | undefined): string | null {
  const result = googleMapsEmbedFromInput(input);
  return result.ok && result.embed !== '' ? result.embed : null;
}

const COORDINATE = String.raw`-?\d{1,3}(?:\.\d+)?`;

/**
 * Where the stored map points: the `ll` of a search embed, or the centre Google writes into an embed's `pb`
 * (`!2d<longitude>!3d<latitude>`); null when the map names no coordinates. The agency's structured data takes
 * its location from here, so moving the map moves it too.
 */
export function mapEmbedCoordinates(input: string | null | undefined): { latitude: number; longitude: number } | null {
  const src = googleMapsEmbedSrc(input);
  const url = src === null ? null : parseUrl(src);
  if (!url) return null;
  const ll = new RegExp(`^(${COORDINATE}),(${COORDINATE})$`).exec(url.searchParams.get('ll') ?? '');
  const pb = new RegExp(`!2d(${COORDINATE})!3d(${COORDINATE})`).exec(url.searchParams.get('pb') ?? '');
  const found = ll ? [ll[1], ll[2]] : pb ? [pb[2], pb[1]] : null;
  if (!found) return null;
  const [latitude, longitude] = found.map(Number) as [number, number];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}
