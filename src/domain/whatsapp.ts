export const DEFAULT_WHATSAPP = '+6281234567890';

/** SPEC §2: the configured number reduced to digits and '+'; the default when nothing usable remains. */
export function cleanWhatsappNumber(value: string | null | undefined): string {
  const cleaned = (value ?? '').replace(/[^\d+]/g, '');
  return /\d{6,}/.test(cleaned) ? cleaned : DEFAULT_WHATSAPP;
}

export const WHATSAPP_GREETING =
  'Assalamualaikum, saya ingin berkonsultasi mengenai paket umroh/haji. Mohon informasinya.';

export function packageWhatsappMessage(title: string): string {
  return `Assalamualaikum, saya tertarik dengan paket "${title}". Mohon informasi lebih lanjut.`;
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
