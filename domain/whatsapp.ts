import { formatDateId } from './dates.ts';
import { formatIdr } from './price.ts';

export const DEFAULT_WHATSAPP = '+6281234567890';

/** The configured number reduced to digits and '+'; the default when nothing usable remains. */
export function cleanWhatsappNumber(value: string | null | undefined): string {
  const cleaned = (value ?? '').replace(/[^\d+]/g, '');
  return /\d{6,}/.test(cleaned) ? cleaned : DEFAULT_WHATSAPP;
}

export const WHATSAPP_GREETING =
  'Assalamualaikum, saya ingin berkonsultasi mengenai paket umroh/haji. Mohon informasinya.';

export function packageWhatsappMessage(title: string): string {
  return `Assalamualaikum, saya tertarik dengan paket "${title}". Mohon informasi lebih lanjut.`;
}

export interface BookingRoom {
  /** "Quad", "Triple", "Double". */
  label: string;
  people: number;
  /** Price per person in whole rupiah. */
  price: number;
}

interface BookingRequest {
  title: string;
  /** Absolute URL of the package page, so the agent sees exactly which offer the visitor read. */
  url: string;
  /** ISO date (YYYY-MM-DD) of the chosen departure; omitted while the package has none. */
  departure?: string | null;
  room?: BookingRoom | null;
  /** The official accounts (held by the company): the message ends with them and the warning. */
  accounts?: readonly { bank_name: string; account_number: string; holder: string }[];
}

/** The warning said wherever the official accounts are shown. */
export const PAYMENT_WARNING = 'Pembayaran hanya sah jika ditransfer ke rekening resmi atas nama perusahaan berikut.';

/**
 * The booking text sent from a package page: it names what is booked (package, departure, room and its
 * price) so the agent can answer without asking back, and the page URL so the offer can be checked.
 */
export function bookingWhatsappMessage(req: BookingRequest): string {
  const lines = [`Assalamualaikum, saya ingin memesan paket "${req.title}".`];
  const departure = req.departure ? formatDateId(req.departure) : '';
  if (departure) lines.push(`Tanggal keberangkatan: ${departure}`);
  if (req.room && req.room.price > 0) {
    lines.push(
      `Tipe kamar: ${req.room.label} (${req.room.people} orang/kamar) - ${formatIdr(req.room.price)} per orang`,
    );
  }
  if (req.url) lines.push(`Tautan paket: ${req.url}`);
  lines.push('Mohon informasi ketersediaan kursi dan cara pendaftarannya. Terima kasih.');
  // Read by the visitor before sending, and kept in the chat: a later "please pay to this other account"
  // stands against the accounts named here.
  if (req.accounts?.length) {
    lines.push('', PAYMENT_WARNING);
    for (const a of req.accounts) lines.push(`- ${a.bank_name} ${a.account_number} a.n. ${a.holder}`);
  }
  return lines.join('\n');
}

/** https://wa.me/<digits>?text=<message>. wa.me wants the number without '+'. */
export function whatsappLink(number: string | null | undefined, message: string = WHATSAPP_GREETING): string {
  const digits = cleanWhatsappNumber(number).replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** tel: link from a displayed phone number. */
export function telLink(phone: string | null | undefined): string {
  return `tel:${(phone ?? '').replace(/[^\d+]/g, '')}`;
}
