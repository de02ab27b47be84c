import { describe, expect, it } from 'vitest';
import { describePublish, type PublishStatus } from '../../admin/src/publish/publish-status.ts';

const now = Date.parse('2026-11-21T10:00:00Z');
const base: PublishStatus = {
  pending: false,
  hook_configured: true,
  queued: false,
  in_flight: null,
  unknown: false,
  last: null,
  last_published_at: null,
};
const published = {
  ...base,
  last: { id: 1, status: 'published' as const, reason: 'x', finished_at: '2026-11-21T09:59:48Z', error: null },
  last_published_at: '2026-11-21T09:59:48Z',
};

describe('describePublish', () => {
  it('says when the build was sent to Netlify', () => {
    const s = {
      ...published,
      pending: true,
      in_flight: { id: 2, status: 'sent' as const, sent_at: '2026-11-21T09:57:30Z', started_at: null },
    };
    expect(describePublish(s, now)).toEqual({ tone: 'busy', label: 'Dikirim ke Netlify 2 menit lalu' });
  });
  it('says "baru saja" within the first minute, never "0 menit lalu"', () => {
    const sent = (at: string | null) => ({
      ...published,
      pending: true,
      in_flight: { id: 2, status: 'sent' as const, sent_at: at, started_at: null },
    });
    for (const at of ['2026-11-21T09:59:30Z', null]) {
      expect(describePublish(sent(at), now)).toEqual({ tone: 'busy', label: 'Baru saja dikirim ke Netlify' });
    }
    expect(describePublish(sent('2026-11-21T09:58:59Z'), now).label).toBe('Dikirim ke Netlify 1 menit lalu');
  });
  it('says the site is being built once the builder reported the start', () => {
    const s = {
      ...published,
      pending: true,
      in_flight: {
        id: 2,
        status: 'building' as const,
        sent_at: '2026-11-21T09:57:30Z',
        started_at: '2026-11-21T09:58:00Z',
      },
    };
    expect(describePublish(s, now)).toEqual({ tone: 'busy', label: 'Sedang dibangun' });
  });
  it('says when the site was last published, on the agency clock (WIB)', () => {
    expect(describePublish(published, now)).toEqual({ tone: 'ok', label: 'Terbit 16:59' });
  });
  it('shows a failure with its reason and, when hosted, the deploy log', () => {
    const s = {
      ...base,
      last: {
        id: 2,
        status: 'failed' as const,
        reason: 'x',
        finished_at: '2026-11-21T09:59:00Z',
        error: 'Build script returned non-zero exit code: 2\nmore',
        log_url: 'https://app.netlify.com/sites/a/deploys/b',
      },
      last_published_at: '2026-11-21T09:00:00Z',
    };
    expect(describePublish(s, now)).toEqual({
      tone: 'error',
      label: 'Gagal: Build script returned non-zero exit code: 2',
      error: 'Build script returned non-zero exit code: 2\nmore',
      logUrl: 'https://app.netlify.com/sites/a/deploys/b',
    });
    const local = { ...s, last: { ...s.last, log_url: null } };
    expect(describePublish(local, now).logUrl).toBeUndefined();
  });
  it('says the build hook is missing instead of "updating"', () => {
    expect(describePublish({ ...base, pending: true, queued: true, hook_configured: false }, now)).toEqual({
      tone: 'error',
      label: 'Build hook belum diatur',
    });
  });
  it('a build silent for 30 minutes is "unknown", never "never published"', () => {
    expect(describePublish({ ...base, unknown: true }, now).label).toBe('Status tidak diketahui');
    expect(describePublish({ ...published, unknown: true }, now).label).toBe('Status tidak diketahui');
  });
  it('is honest before the first build and while loading', () => {
    expect(describePublish(base, now).label).toBe('Situs belum pernah diterbitkan');
    expect(describePublish(undefined, now).label).toBe('Memeriksa status situs…');
  });
});
