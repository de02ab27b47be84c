/** Page content editing: stored documents over defaults, and the saved shape. Pure. */
import type { HomeContent } from '../domain.ts';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Like the site's withDefaults, but an editor must show what is stored:
 * a stored blank string stays blank. Missing or wrongly typed fields take
 * the default; unknown stored keys are dropped.
 */
export function mergeContent<T>(defaults: T, stored: unknown): T {
  if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
  if (!isObject(defaults)) return (typeof stored === typeof defaults ? stored : defaults) as T;
  const src = isObject(stored) ? stored : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(defaults as Record<string, unknown>))
    out[k] = k in src ? mergeContent(v, src[k]) : v;
  return out as T;
}

const STAT_SLOTS = 3;

/** Exactly three statistic slots of {value, label} strings. */
export function normalizeStats(stats: unknown, defaults: HomeContent['stats']): HomeContent['stats'] {
  const given = Array.isArray(stats) ? stats : [];
  return Array.from({ length: STAT_SLOTS }, (_, i) => {
    const s = given[i];
    const d = defaults[i] ?? { value: '', label: '' };
    if (!isObject(s)) return { ...d };
    return {
      value: typeof s.value === 'string' ? s.value : String(s.value ?? ''),
      label: typeof s.label === 'string' ? s.label : '',
    };
  });
}

export function homeFromStored(stored: unknown, defaults: HomeContent): HomeContent {
  const merged = mergeContent(defaults, stored);
  return { ...merged, stats: normalizeStats(isObject(stored) ? stored.stats : undefined, defaults.stats) };
}

/** Trims every string of a content document before saving (keeps line breaks inside texts). */
export function trimContent<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimContent) as T;
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = trimContent(v);
    return out as T;
  }
  return value;
}
