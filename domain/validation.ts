/** Client-side rules and their exact messages. */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_GALLERY_IMAGES = 6;
/** An administrator's password controls the whole site: at least 8 characters (supabase/config.toml says the same). */
export const MIN_PASSWORD_LENGTH = 8;

export const MESSAGES = {
  notImage: 'Hanya file gambar yang diperbolehkan',
  tooLarge: 'Ukuran file maksimal 5MB',
  packageRequired: 'Mohon lengkapi field yang wajib diisi',
  featureRequired: 'Mohon lengkapi semua field',
  testimonialRequired: 'Mohon lengkapi nama dan testimoni',
  passwordMismatch: 'Password baru dan konfirmasi password tidak cocok',
  passwordTooShort: `Password minimal ${MIN_PASSWORD_LENGTH} karakter`,
  galleryFull: `Galeri paket paling banyak ${MAX_GALLERY_IMAGES} foto: hapus foto lain untuk menambah`,
} as const;

/** null when the file may be uploaded, else the message to show. */
export function uploadError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/') || !(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return MESSAGES.notImage;
  }
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.tooLarge;
  return null;
}

/** Unique storage name: time + random string + original extension. */
export function uniqueUploadName(
  originalName: string,
  now: number = Date.now(),
  random: string = Math.random().toString(36).slice(2, 10),
): string {
  const m = /\.([a-z0-9]{1,5})$/i.exec(originalName);
  const ext = m ? m[1].toLowerCase() : 'bin';
  return `${now}-${random}.${ext}`;
}

/**
 * Whether a typed name or title shows anything: blanks and the characters browsers draw as nothing (zero-width
 * space and joiners, word joiner, byte-order mark, no-break space, Hangul fillers) do not count. The database
 * checks the same (private.has_visible_text; one table of cases in tests/fixtures/visible-text.json).
 */
export function hasVisibleText(value: string | null | undefined): boolean {
  return !!value && value.replace(/[\s\u00a0\u200b\u200c\u2060\ufeff\u3164\u115f\u1160]|\u200d/g, '') !== '';
}

const blank = (v: unknown) => v === null || v === undefined || !hasVisibleText(String(v));

export function packageError(p: { title?: unknown; category?: unknown; price_quad?: unknown }): string | null {
  return blank(p.title) || blank(p.category) || blank(p.price_quad) ? MESSAGES.packageRequired : null;
}

export function featureError(f: { title?: unknown; description?: unknown }): string | null {
  return blank(f.title) || blank(f.description) ? MESSAGES.featureRequired : null;
}

export function testimonialError(t: { name?: unknown; content?: unknown }): string | null {
  return blank(t.name) || blank(t.content) ? MESSAGES.testimonialRequired : null;
}

export function passwordError(newPassword: string, confirmation: string): string | null {
  if (newPassword !== confirmation) return MESSAGES.passwordMismatch;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

/** Admin payloads are camelCase; the database is snake_case. */
export function toSnakeCase<T extends Record<string, unknown>>(obj: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = v;
  return out;
}
