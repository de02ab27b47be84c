/**
 * A video testimonial's thumbnail, copied into the site at build time (`/video/<id>.jpg`, src/pages/video/),
 * so a visitor's browser asks Google for nothing until they press play: no request to i.ytimg.com, no
 * referrer, no IP address handed over. When the build cannot fetch it (offline, a removed video), the facade
 * shows the brand colours with the play button instead; the video still plays.
 */
import { youtubeThumbnailUrl, youtubeVideoId, type Testimonial } from '../../domain/index.ts';

/** YouTube answers in well under a second; a build never waits long for a still. */
const FETCH_TIMEOUT_MS = 5000;
/** hqdefault is about 20–40 KB; anything far larger is not the still we asked for. */
const MAX_BYTES = 500_000;

const fetched = new Map<string, Promise<Uint8Array | null>>();

function fetchThumbnail(id: string): Promise<Uint8Array | null> {
  return fetch(youtubeThumbnailUrl(id), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' })
    .then(async (res) => {
      if (!res.ok || res.headers.get('content-type') !== 'image/jpeg') return null;
      const bytes = new Uint8Array(await res.arrayBuffer());
      return bytes.byteLength > 0 && bytes.byteLength <= MAX_BYTES ? bytes : null;
    })
    .catch(() => null);
}

/** The thumbnail's JPEG bytes, fetched once per build; null when it cannot be had. */
export function videoThumbnail(id: string): Promise<Uint8Array | null> {
  let hit = fetched.get(id);
  if (!hit) {
    hit = fetchThumbnail(id);
    fetched.set(id, hit);
  }
  return hit;
}

/** The site's own copy of a video's thumbnail. */
export function videoThumbnailPath(id: string): string {
  return `/video/${id}.jpg`;
}

/** A testimonial's video as the page shows it: its ID and the site's thumbnail path (null: none fetched). */
export async function testimonialVideo(
  t: Pick<Testimonial, 'video_url'>,
): Promise<{ id: string; thumbnail: string | null } | null> {
  const video = youtubeVideoId(t.video_url);
  if (!video.ok) return null;
  return { id: video.id, thumbnail: (await videoThumbnail(video.id)) ? videoThumbnailPath(video.id) : null };
}
