import { describe, expect, it } from 'vitest';
import { describePublish, type PublishStatus } from '../../admin/src/publish/publish-status.ts';

const now = Date.parse('2026-11-21T10:00:00Z');
const base: PublishStatus = { pending: false, building: false, last: null, last_published_at: null };

describe('describePublish', () => {
  it('says the site is being rebuilt while a request is pending', () => {
    expect(describePublish({ ...base, pending: true, last_published_at: '2026-11-21T09:00:00Z' }, now)).toEqual({
      tone: 'busy',
      label: 'Sedang memperbarui situs…',
    });
  });
  it('says when the site was last published', () => {
    const s = { ...base, last: { id: 1, status: 'published' as const, reason: 'x', finished_at: '2026-11-21T09:59:48Z', error: null }, last_published_at: '2026-11-21T09:59:48Z' };
    expect(describePublish(s, now)).toEqual({ tone: 'ok', label: 'Situs terbit 12 detik lalu' });
  });
  it('shows a failure with its error even when an older build was published', () => {
    const s = { ...base, last: { id: 2, status: 'failed' as const, reason: 'x', finished_at: '2026-11-21T09:59:00Z', error: 'astro build keluar dengan kode 1' }, last_published_at: '2026-11-21T09:00:00Z' };
    expect(describePublish(s, now)).toEqual({ tone: 'error', label: 'Gagal memperbarui situs', error: 'astro build keluar dengan kode 1' });
  });
  it('is honest before the first build and while loading', () => {
    expect(describePublish(base, now).label).toBe('Situs belum pernah diterbitkan');
    expect(describePublish(undefined, now).label).toBe('Memeriksa status situs…');
  });
});
