/** The build's image helper against a real HTTP server that answers like Storage (400 for a missing object). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteImage } from '../../src/lib/images.ts';

const files = new Set([
  '/img/a.webp',
  '/img/a-160.webp',
  '/img/a-400.webp',
  '/img/a-800.webp',
  '/img/a-1600.webp',
  '/img/b.jpg',
]);
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.statusCode = files.has(req.url ?? '') ? 200 : 400;
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('siteImage', () => {
  it('offers the variants that exist, up to the width asked for', async () => {
    expect(await siteImage(`${base}/img/a.webp`, 'umroh', 800)).toEqual({
      src: `${base}/img/a-800.webp`,
      srcset: `${base}/img/a-160.webp 160w, ${base}/img/a-400.webp 400w, ${base}/img/a-800.webp 800w`,
    });
    expect((await siteImage(`${base}/img/a.webp`, 'umroh')).srcset).toContain('a-1600.webp 1600w');
  });

  it('keeps an original without variants as it is', async () => {
    expect(await siteImage(`${base}/img/b.jpg`, 'haji')).toEqual({ src: `${base}/img/b.jpg` });
  });

  it('never emits a broken image: a missing file becomes the category illustration, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await siteImage(`${base}/img/hilang.webp`, 'haji')).toEqual({
      src: '/illustrations/haji.svg',
      fallback: true,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hilang.webp tidak ditemukan'));
    warn.mockRestore();
  });

  it('does not drop an image it cannot check (network error)', async () => {
    expect(await siteImage('http://127.0.0.1:1/x.webp', 'umroh')).toEqual({ src: 'http://127.0.0.1:1/x.webp' });
  });
});
