// The alert's words: one plain-text message (Telegram shows its links as links) and the webhook's JSON.
// Pure, no Deno or Node globals: the Edge Function and the local server both import it.

/** The inquiry as public.claim_inquiry_alert returns it. */
export interface AlertInquiry {
  id: string;
  created_at: string;
  name: string;
  /** E.164 digits without '+'. */
  whatsapp: string;
  pax: number;
  message: string;
  package_title: string | null;
  /** yyyy-mm-dd */
  departure_on: string | null;
  channel: string | null;
  partner_name: string | null;
  partner_code: string | null;
  flood_suspect: boolean;
}

/**
 * The channels' labels as the admin shows them (domain/lead-source.ts CHANNEL_LABELS; the function cannot
 * import from outside supabase/functions, so tests/unit/notify-inquiry-message.test.ts checks the two agree).
 */
export const CHANNEL_LABELS: Record<string, string> = {
  google_search: 'Google (pencarian)',
  google_ads: 'Google Ads',
  meta: 'Facebook/Instagram',
  whatsapp: 'WhatsApp',
  partner: 'Mitra',
  other_site: 'Situs lain',
  direct: 'Langsung',
};

const dateId = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const timeWib = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

function source(i: AlertInquiry): string {
  if (i.partner_name) return `Mitra ${i.partner_name} (${i.partner_code})`;
  return (i.channel && CHANNEL_LABELS[i.channel]) || 'Tidak diketahui';
}

/** The tap-to-chat link of the number. */
export function chatLink(whatsapp: string): string {
  return `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
}

/** The message the owner reads: who, how to reach them, what they asked about, and where they came from. */
export function alertText(i: AlertInquiry): string {
  const lines = [
    i.flood_suspect ? 'Prospek baru (diduga spam: dikirim saat banjir permintaan)' : 'Prospek baru',
    `Nama: ${i.name}`,
    `WhatsApp: +${i.whatsapp}`,
    `Chat: ${chatLink(i.whatsapp)}`,
    `Paket: ${i.package_title ?? '-'}`,
  ];
  if (i.departure_on) lines.push(`Keberangkatan: ${dateId.format(new Date(`${i.departure_on}T00:00:00Z`))}`);
  lines.push(`Jamaah: ${i.pax} orang`, `Sumber: ${source(i)}`);
  if (i.message.trim()) lines.push(`Pesan: ${i.message.trim().slice(0, 500)}`);
  lines.push(`Waktu: ${timeWib.format(new Date(i.created_at))} WIB`);
  return lines.join('\n');
}

export const TEST_TEXT = 'Tes notifikasi prospek: jika pesan ini sampai, setiap prospek baru akan dikirim ke sini.';

/** The webhook's body: the message as text and the inquiry's fields for a program to read. */
export function webhookBody(i: AlertInquiry | null): Record<string, unknown> {
  if (!i) return { type: 'test', text: TEST_TEXT };
  return {
    type: 'inquiry.created',
    text: alertText(i),
    inquiry: { ...i, whatsapp_link: chatLink(i.whatsapp), source: source(i) },
  };
}
