import type { APIRoute, GetStaticPaths } from 'astro';
import { youtubeVideoId } from '../../../domain/index.ts';
import { getHomeTestimonials } from '../../lib/data.ts';
import { videoThumbnail } from '../../lib/video-thumbnails.ts';

/** The thumbnails of the home page's video testimonials, served by the site itself: src/lib/video-thumbnails.ts. */
export const getStaticPaths = (async () => {
  const ids = new Set<string>();
  for (const t of await getHomeTestimonials()) {
    const video = youtubeVideoId(t.video_url);
    if (video.ok) ids.add(video.id);
  }
  const paths = await Promise.all(
    [...ids].map(async (id) => {
      const bytes = await videoThumbnail(id);
      return bytes ? { params: { id }, props: { bytes } } : null;
    }),
  );
  return paths.filter((p) => p !== null);
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ bytes: Uint8Array }> = ({ props }) =>
  new Response(new Uint8Array(props.bytes), { headers: { 'Content-Type': 'image/jpeg' } });
