import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  isSafeMediaUrl,
  isSitePath,
  publicImageUrl,
  resolveMediaUrl,
  safeHttpUrl,
  safeMediaSrc,
} from '../../domain/index.ts';

const API = 'http://localhost:4321';

describe('resolveMediaUrl (seed image URLs are relative to the Supabase URL)', () => {
  it('prefixes storage paths with the Supabase URL', () => {
    expect(resolveMediaUrl('/storage/v1/object/public/images/seed/hero.webp', API)).toBe(
      `${API}/storage/v1/object/public/images/seed/hero.webp`,
    );
  });
  it('tolerates a trailing slash on the Supabase URL', () => {
    expect(resolveMediaUrl('/storage/v1/object/public/images/a.png', `${API}///`)).toBe(
      `${API}/storage/v1/object/public/images/a.png`,
    );
  });
  it('leaves absolute and other URLs alone, and blank as blank', () => {
    expect(resolveMediaUrl('https://cdn.example/a.jpg', API)).toBe('https://cdn.example/a.jpg');
    expect(resolveMediaUrl('/favicon.svg', API)).toBe('/favicon.svg');
    expect(resolveMediaUrl('', API)).toBe('');
    expect(resolveMediaUrl(null, API)).toBe('');
    expect(resolveMediaUrl(undefined, API)).toBe('');
  });
});

describe('publicImageUrl', () => {
  it('builds the public object URL in bucket images, encoded', () => {
    expect(publicImageUrl('uploads/foto saya.webp', `${API}/`)).toBe(
      `${API}/storage/v1/object/public/images/uploads/foto%20saya.webp`,
    );
  });
});

describe('safeHttpUrl (admin-typed links)', () => {
  it('keeps http and https URLs', () => {
    expect(safeHttpUrl('https://www.instagram.com/x')).toBe('https://www.instagram.com/x');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });
  it('drops other schemes, relative and malformed URLs', () => {
    for (const v of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x',
      '/relative',
      'www.instagram.com/x',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(v), String(v)).toBe('');
    }
  });
});

describe('safeMediaSrc (image sources)', () => {
  it('keeps absolute http(s) URLs and root-relative paths', () => {
    expect(safeMediaSrc('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(safeMediaSrc('/favicon.svg')).toBe('/favicon.svg');
  });
  it('drops protocol-relative, backslash, data: and javascript: sources', () => {
    for (const v of [
      '//evil.tld/x.png',
      '/\\evil.tld/x.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      'x.png',
      '',
    ]) {
      expect(safeMediaSrc(v), v).toBe('');
    }
  });
});

describe('isSafeMediaUrl: the table of cases the database checks too (tests/fixtures/media-urls.json)', () => {
  const { cases } = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'media-urls.json'), 'utf8'),
  ) as { cases: { url: string; safe: boolean }[] };
  it.each(cases)('$url → $safe', ({ url, safe }) => {
    expect(isSafeMediaUrl(url)).toBe(safe);
    if (url) expect(safeMediaSrc(url)).toBe(safe ? url : '');
  });
});

describe('isSitePath: the table of cases the database checks too (tests/fixtures/site-paths.json)', () => {
  const { cases } = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'site-paths.json'), 'utf8'),
  ) as { cases: { path: string; site: boolean }[] };
  it.each(cases)('$path → $site', ({ path: p, site }) => {
    expect(isSitePath(p)).toBe(site);
  });
});
