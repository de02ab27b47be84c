import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  YOUTUBE_EXAMPLE,
  youtubeEmbedUrl,
  youtubeInputMessage,
  youtubeThumbnailUrl,
  youtubeUrlFromInput,
  youtubeVideoId,
  youtubeWatchUrl,
} from '../../domain/youtube.ts';
import { COLUMN_LIMITS } from '../../domain/limits.ts';

interface YoutubeCase {
  input: string;
  stored: string | null;
  problem?: 'not-youtube' | 'not-a-video';
}
const cases = (
  JSON.parse(readFileSync(new URL('../fixtures/youtube-inputs.json', import.meta.url), 'utf8')) as {
    cases: YoutubeCase[];
  }
).cases;

describe('youtubeUrlFromInput agrees with tests/fixtures/youtube-inputs.json', () => {
  it.each(cases.map((c) => [c.input, c] as const))('%s', (_input, c) => {
    const result = youtubeUrlFromInput(c.input);
    if (c.problem) expect(result).toEqual({ ok: false, problem: c.problem });
    else expect(result).toEqual({ ok: true, url: c.stored });
  });

  it('the stored URL is accepted again unchanged (saving it twice changes nothing)', () => {
    for (const c of cases) {
      if (!c.stored) continue;
      expect(youtubeUrlFromInput(c.stored)).toEqual({ ok: true, url: c.stored });
      expect(c.stored.length).toBeLessThanOrEqual(COLUMN_LIMITS.testimonials.video_url.max);
    }
  });

  it('the table covers every shape YouTube hands out and both refusals', () => {
    const accepted = cases.filter((c) => c.stored).map((c) => c.input);
    for (const shape of [
      'youtu.be/',
      '/watch?',
      'm.youtube.com',
      '/embed/',
      '/shorts/',
      '/live/',
      'youtube-nocookie',
    ]) {
      expect(
        accepted.some((i) => i.includes(shape)),
        shape,
      ).toBe(true);
    }
    expect(cases.some((c) => c.problem === 'not-youtube')).toBe(true);
    expect(cases.some((c) => c.problem === 'not-a-video')).toBe(true);
  });
});

describe('what the site derives from a video ID', () => {
  it('watch page, privacy-enhanced player and thumbnail', () => {
    const id = 'abcDEF12345';
    expect(youtubeVideoId(youtubeWatchUrl(id))).toEqual({ ok: true, id });
    expect(youtubeEmbedUrl(id)).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1');
    expect(youtubeThumbnailUrl(id)).toBe('https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg');
  });

  it('every refusal names an example the owner can follow', () => {
    expect(youtubeInputMessage('not-youtube')).toContain(YOUTUBE_EXAMPLE);
    expect(youtubeInputMessage('not-a-video')).toContain(YOUTUBE_EXAMPLE);
    expect(youtubeUrlFromInput(YOUTUBE_EXAMPLE).ok).toBe(true);
  });
});
