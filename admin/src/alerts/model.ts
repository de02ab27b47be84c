/** Alerts of new inquiries (Telegram, webhook): the settings' state and each alert's outcome. Pure helpers. */
import { formatDateTimeId } from '../domain.ts';

export interface AlertSettings {
  telegram: boolean;
  /** "…7890": the chat id's last characters, to tell two chats apart. */
  telegram_chat_hint: string | null;
  webhook: boolean;
  webhook_host: string | null;
  /** The webhook's signing key ("whsec_…", Standard Webhooks), for the receiver to check each delivery. */
  webhook_secret: string | null;
  /** Whether the database knows where the notify-inquiry function is (hosted: set when deploying). */
  function: boolean;
}

export type AlertStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'no_channel';

export interface InquiryAlert {
  id: number;
  inquiry_id: string | null;
  inquiry_name: string | null;
  is_test: boolean;
  status: AlertStatus;
  attempts: number;
  last_error: string | null;
  delivered_to: string[];
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
}

export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  pending: 'Menunggu',
  sending: 'Mengirim',
  sent: 'Terkirim',
  failed: 'Gagal',
  no_channel: 'Belum ada tujuan',
};

const DESTINATIONS: Record<string, string> = { telegram: 'Telegram', webhook: 'Webhook', outbox: 'Outbox lokal' };

/**
 * The causes Telegram and webhook receivers give, in the owner's words and with what to do. The service's own
 * words stay after it in brackets: they are what its support asks for.
 */
const FAILURE_CAUSES: readonly [RegExp, string][] = [
  [/^Unauthorized/i, 'token bot salah atau sudah dicabut; buat token baru di @BotFather'],
  [/chat not found/i, 'chat ID tidak ditemukan; kirim pesan ke bot atau masukkan bot ke grup dulu'],
  [/bot was blocked/i, 'bot diblokir oleh penerima'],
  [/not a member|was kicked/i, 'bot bukan anggota grup atau kanal itu'],
  [/Too Many Requests/i, 'terlalu banyak pesan; Telegram meminta menunggu'],
  [/^HTTP 5\d\d|Bad Gateway|Service Unavailable|Gateway Timeout|Internal Server Error/i, 'layanan sedang bermasalah'],
  [/^HTTP 4\d\d/, 'alamat webhook menolak kiriman; periksa alamatnya'],
  [/^HTTP 3\d\d/, 'alamat webhook mengalihkan ke alamat lain; simpan langsung alamat tujuan akhirnya'],
  [/timed? ?out|aborted/i, 'tidak ada jawaban dalam 10 detik'],
  [/fetch failed|error sending request|connection|dns|network/i, 'tujuan tidak dapat dihubungi'],
];

/** "Telegram: chat ID tidak ditemukan; … (Bad Request: chat not found)", one part per failed destination. */
export function alertFailureText(lastError: string): string {
  return lastError
    .split('; ')
    .map((part) => {
      const cut = part.indexOf(': ');
      const [where, said] = cut > 0 ? [part.slice(0, cut), part.slice(cut + 2)] : ['', part];
      const cause = FAILURE_CAUSES.find(([pattern]) => pattern.test(said))?.[1];
      if (cause) return `${where ? `${where}: ` : ''}${cause} (${said})`;
      return part;
    })
    .join('; ');
}

/** "Terkirim ke Telegram, Webhook", "Gagal (3×): Telegram: token bot salah … · dicoba lagi 20.15", … */
export function alertOutcome(a: InquiryAlert): string {
  if (a.status === 'sent') return `Terkirim ke ${a.delivered_to.map((d) => DESTINATIONS[d] ?? d).join(', ')}`;
  if (a.status === 'failed') {
    const again = a.next_attempt_at ? ` · dicoba lagi ${formatDateTimeId(a.next_attempt_at)}` : ' · tidak dicoba lagi';
    return `Gagal (${a.attempts}×): ${a.last_error ? alertFailureText(a.last_error) : 'tanpa keterangan'}${again}`;
  }
  if (a.status === 'no_channel') return 'Tidak terkirim: belum ada Telegram atau webhook yang diatur';
  return ALERT_STATUS_LABELS[a.status];
}

/** Whom the alert was about. */
export function alertSubject(a: InquiryAlert): string {
  return a.is_test ? 'Tes' : (a.inquiry_name ?? 'Prospek terhapus');
}

export type AlertField = 'telegram_bot_token' | 'telegram_chat_id' | 'webhook_url';

/** The values to send: an empty box keeps what is stored (the stored value is never shown). */
export function settingsToSave(form: Record<AlertField, string>): Record<AlertField, string | null> {
  const keep = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    telegram_bot_token: keep(form.telegram_bot_token),
    telegram_chat_id: keep(form.telegram_chat_id),
    webhook_url: keep(form.webhook_url),
  };
}
