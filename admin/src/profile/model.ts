import { MESSAGES, passwordError } from '../domain.ts';

export const EMAIL_REQUIRED = 'Email baru wajib diisi';
const EMAIL_SAME = 'Email baru sama dengan email saat ini';

/** The new e-mail is required (and must differ from the current one). */
export function emailChangeError(newEmail: string, currentEmail: string | undefined): string | null {
  const e = newEmail.trim().toLowerCase();
  if (!e) return EMAIL_REQUIRED;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)) return 'Format email tidak valid';
  if (currentEmail && e === currentEmail.toLowerCase()) return EMAIL_SAME;
  return null;
}

/** Confirmation must match, then at least MIN_PASSWORD_LENGTH characters. The current password is optional. */
export function passwordChangeError(newPassword: string, confirmation: string): string | null {
  if (!newPassword) return MESSAGES.passwordTooShort;
  return passwordError(newPassword, confirmation);
}

/** The warning shown after an e-mail change request. */
export function emailChangeNotice(newEmail: string, oldEmail: string): string {
  return `Tautan konfirmasi telah dikirim ke ${newEmail}. Email baru berlaku setelah Anda mengklik tautan tersebut. Sampai saat itu, tetap gunakan email lama (${oldEmail}) untuk login.`;
}

/** Reads what the e-mail link put in the URL fragment when it sent the browser back here. */
export function linkOutcome(hash: string): { ok: boolean; message: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error_description') || params.get('error')) {
    return { ok: false, message: params.get('error_description') || params.get('error') || 'Tautan tidak valid' };
  }
  if (params.get('type') === 'email_change' || params.get('access_token')) {
    return { ok: true, message: 'Email baru berhasil dikonfirmasi. Gunakan email baru untuk login berikutnya.' };
  }
  return null;
}

/**
 * The QR code's image source. GoTrue sends an SVG document and supabase-js
 * prefixes it as `data:image/svg+xml;utf-8,<svg…>` without escaping: the `#`
 * of its colours ends the data URL, and the image is 0 px wide. The SVG is
 * taken back out and percent-encoded.
 */
export function qrImageSrc(qrCode: string): string {
  const svgStart = qrCode.indexOf('<svg');
  if (svgStart === -1) return qrCode; // already an image URL (PNG data URL or encoded SVG)
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(svgStart))}`;
}

/** `JBSWY3DPEHPK3PXP…` → `JBSW Y3DP EHPK 3PXP …`: easier to type from a screen. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** Longest authenticator name the auth server keeps. */
export const FACTOR_NAME_MAX = 120;

/** The name offered for the next authenticator: "Autentikator 1" for the first, "Autentikator 2" for the backup… */
export function defaultFactorName(taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n++) if (!taken.includes(`Autentikator ${n}`)) return `Autentikator ${n}`;
}

/** Why a name cannot be given to a new authenticator (each needs its own, to tell them apart), or null. */
export function factorNameError(name: string, taken: readonly string[]): string | null {
  const n = name.trim();
  if (!n) return 'Beri nama autentikator, misalnya "Ponsel utama"';
  if (n.length > FACTOR_NAME_MAX) return `Nama autentikator maksimal ${FACTOR_NAME_MAX} karakter`;
  if (taken.includes(n)) return 'Nama ini sudah dipakai autentikator lain';
  return null;
}
