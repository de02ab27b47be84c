/** Shape of public.site_publish_status(). */
export interface PublishStatus {
  /** The database's clock when the status was read. */
  now?: string;
  /** Whether Vault holds the build hook URL. */
  hook_configured?: boolean;
  /** A request waits to be sent (at most one). */
  queued?: boolean;
  /** The build sent to the builder and heard of within 30 minutes, if any. */
  in_flight?: { id: number; status: 'sent' | 'building'; sent_at: string | null; started_at: string | null } | null;
  /** A build was sent or started, then nothing for 30 minutes, and nothing finished since. */
  unknown?: boolean;
  pending: boolean;
  last: {
    id: number;
    status: 'published' | 'failed';
    reason: string;
    finished_at: string | null;
    error: string | null;
    /** Netlify's deploy log (hosted only). */
    log_url?: string | null;
  } | null;
  last_published_at: string | null;
}

interface PublishView {
  tone: 'busy' | 'ok' | 'error' | 'idle';
  label: string;
  /** The build's error output, when the last build failed. */
  error?: string;
  /** Link to the deploy log, when the host has one. */
  logUrl?: string;
}

const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Jakarta',
});

/** "14.05" in id-ID; the admin shows the agency's clock with a colon, as "14:05". */
function timeHHMM(iso: string): string {
  const parts = jakartaTime.formatToParts(new Date(iso));
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}

/** The first line of a build error, short enough for the header. */
function reasonOf(error: string | null): string {
  const line = (error || 'build gagal tanpa pesan').trim().split('\n')[0];
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** What the header says about the public site, honest in both worlds (local builder or Netlify). */
export function describePublish(status: PublishStatus | undefined, now: number = Date.now()): PublishView {
  if (!status) return { tone: 'idle', label: 'Memeriksa status situs…' };
  const flight = status.in_flight;
  if (flight?.status === 'building') return { tone: 'busy', label: 'Sedang dibangun' };
  if (flight?.status === 'sent') {
    const minutes = flight.sent_at ? Math.max(0, Math.floor((now - Date.parse(flight.sent_at)) / 60_000)) : 0;
    // Under a minute reads as "just now", never "0 menit lalu".
    return {
      tone: 'busy',
      label: minutes < 1 ? 'Baru saja dikirim ke Netlify' : `Dikirim ke Netlify ${minutes} menit lalu`,
    };
  }
  if (status.queued && status.hook_configured === false) return { tone: 'error', label: 'Build hook belum diatur' };
  if (status.unknown) return { tone: 'idle', label: 'Status tidak diketahui' };
  if (status.queued) return { tone: 'busy', label: 'Menunggu dikirim ke Netlify' };
  if (status.last?.status === 'failed') {
    return {
      tone: 'error',
      label: `Gagal: ${reasonOf(status.last.error)}`,
      error: status.last.error || 'Build gagal tanpa pesan.',
      ...(status.last.log_url ? { logUrl: status.last.log_url } : {}),
    };
  }
  if (status.last_published_at) return { tone: 'ok', label: `Terbit ${timeHHMM(status.last_published_at)}` };
  return { tone: 'idle', label: 'Situs belum pernah diterbitkan' };
}
