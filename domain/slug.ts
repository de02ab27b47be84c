/** Lowercased, trimmed, punctuation removed, whitespace/underscore runs to one hyphen, edge hyphens stripped. */
export function slugifyTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The package slug: the title's slug with the current timestamp appended (unique per save). */
export function packageSlug(title: string, now: number = Date.now()): string {
  const base = slugifyTitle(title) || 'paket';
  return `${base}-${now}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A package identifier is read by id when it looks like a UUID, otherwise by slug. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
