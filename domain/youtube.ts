/**
 * A testimonial's YouTube video, as the owner pastes it: any address YouTube
 * hands out for one video (the address bar, "Bagikan", the app, a Short, a
 * live stream, an embed code's src). It is stored as one canonical watch URL
 * (`https://www.youtube.com/watch?v=<id>`), the only form the database
 * accepts (private.is_youtube_url); the site derives the thumbnail and the
 * youtube-nocookie embed from its ID. The admin, the site and the database
 * apply this rule; the cases they agree on are in
 * tests/fixtures/youtube-inputs.json. Pure: no I/O.
 */

/** Hosts serving a video by its ID (music.youtube.com is a different player, refused). */
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOST = 'youtu.be';
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** A video ID: 11 characters of YouTube's URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** The 11 letters YouTube's playlist embed uses in place of an ID (`/embed/videoseries?list=…`). */
const PLAYLIST_EMBED = 'videoseries';

/** A pasted address is short; anything longer is not one video's link. */
const INPUT_MAX_LENGTH = 2000;

export const YOUTUBE_EXAMPLE = 'https://youtu.be/abcDEF12345';

export type YoutubeProblem = 'not-youtube' | 'not-a-video';

type YoutubeIdResult = { ok: true; id: string } | { ok: false; problem: YoutubeProblem };

/** What the owner reads beside the field when the input is not one YouTube video. */
export function youtubeInputMessage(problem: YoutubeProblem): string {
  return problem === 'not-a-video'
    ? 'Tautan YouTube ini bukan satu video (kanal, playlist, atau halaman lain). Buka videonya, pilih Bagikan, ' +
        `lalu salin tautannya, misalnya ${YOUTUBE_EXAMPLE}`
    : `Bukan tautan video YouTube. Contoh: ${YOUTUBE_EXAMPLE} atau https://www.youtube.com/watch?v=abcDEF12345`;
}

function parseUrl(text: string): URL | null {
  // A link copied from an app or typed by hand often has no scheme ("youtu.be/…").
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/** `/embed/<id>`, `/shorts/<id>`, `/live/<id>` (a trailing slash allowed): the ID, or null. */
function pathId(pathname: string, prefixes: readonly string[]): string | null {
  const m = /^\/([a-z]+)\/([^/]+)\/?$/.exec(pathname);
  return m && prefixes.includes(m[1]!) ? m[2]! : null;
}

/** The ID of the one video a YouTube address shows, or why there is none. */
export function youtubeVideoId(input: string | null | undefined): YoutubeIdResult {
  const text = (input ?? '').trim();
  if (text === '' || text.length > INPUT_MAX_LENGTH || /\s/.test(text)) return { ok: false, problem: 'not-youtube' };
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) {
    return { ok: false, problem: 'not-youtube' };
  }
  const host = url.hostname;
  let id: string | null;
  if (host === SHORT_HOST) {
    id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
  } else if (WATCH_HOSTS.has(host)) {
    id =
      url.pathname === '/watch' || url.pathname === '/watch/'
        ? url.searchParams.get('v')
        : pathId(url.pathname, ['embed', 'shorts', 'live']);
  } else if (NOCOOKIE_HOSTS.has(host)) {
    id = pathId(url.pathname, ['embed']);
  } else {
    return { ok: false, problem: 'not-youtube' };
  }
  return id !== null && VIDEO_ID.test(id) && id !== PLAYLIST_EMBED
    ? { ok: true, id }
    : { ok: false, problem: 'not-a-video' };
}

/** The watch page of a video: what is stored, and where the site's link goes without JavaScript. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The player the site swaps in on click: youtube-nocookie sets no cookie until the visitor plays. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}

/** The 480×360 still YouTube serves for every video. */
export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/**
 * Turns what the owner typed or pasted into the value to store: blank is no
 * video (null); one video's address becomes its canonical watch URL; anything
 * else is refused with the reason, never reduced to something else.
 */
export function youtubeUrlFromInput(
  input: string | null | undefined,
): { ok: true; url: string | null } | { ok: false; problem: YoutubeProblem } {
  if ((input ?? '').trim() === '') return { ok: true, url: null };
  const parsed = youtubeVideoId(input);
  return parsed.ok ? { ok: true, url: youtubeWatchUrl(parsed.id) } : parsed;
}
