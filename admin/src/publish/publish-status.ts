import { timeAgoId } from '../domain.ts';

/** Shape of public.site_publish_status(). */
export interface PublishStatus {
  pending: boolean;
  building: boolean;
  last: {
    id: number;
    status: 'published' | 'failed';
    reason: string;
    finished_at: string | null;
    error: string | null;
  } | null;
  last_published_at: string | null;
}

export interface PublishView {
  tone: 'busy' | 'ok' | 'error' | 'idle';
  label: string;
  /** The build's error output, when the last build failed. */
  error?: string;
}

/** What the header says about the public site: building, published N ago, or the failure. */
export function describePublish(status: PublishStatus | undefined, now: number = Date.now()): PublishView {
  if (!status) return { tone: 'idle', label: 'Memeriksa status situs…' };
  if (status.pending) return { tone: 'busy', label: 'Sedang memperbarui situs…' };
  if (status.last?.status === 'failed') {
    return { tone: 'error', label: 'Gagal memperbarui situs', error: status.last.error || 'Build gagal tanpa pesan.' };
  }
  if (status.last_published_at)
    return { tone: 'ok', label: `Situs terbit ${timeAgoId(status.last_published_at, now)}` };
  return { tone: 'idle', label: 'Situs belum pernah diterbitkan' };
}
