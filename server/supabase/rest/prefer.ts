import { ApiError } from './errors.ts';

export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  /**
   * Always null: PostgREST honours `tx=` only with db-tx-end = commit-allow-override or
   * rollback-allow-override, and hosted Supabase keeps the default `commit`. The values stay valid
   * preferences (no PGRST122 under handling=strict) and are neither applied nor echoed. Honouring
   * tx=rollback let anyone dry-run a write, e.g. probe submit_inquiry's rate limit without a trace.
   */
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
  /** Preferences this server acted on, for the Preference-Applied header. */
  applied: string[];
}

const ALLOWED: Record<string, ReadonlySet<string>> = {
  return: new Set(['representation', 'minimal', 'headers-only']),
  count: new Set(['exact', 'planned', 'estimated']),
  resolution: new Set(['merge-duplicates', 'ignore-duplicates']),
  missing: new Set(['default', 'null']),
  tx: new Set(['commit', 'rollback']),
  handling: new Set(['strict', 'lenient']),
};

/**
 * Prefer (PostgREST Preferences.hs): values arrive comma-joined in one header
 * or in several headers (which fetch joins with ", "). Unknown values are
 * ignored unless `handling=strict`, as in PostgREST.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    maxAffected: null,
    applied: [],
  };
  const invalid: string[] = [];
  for (const token of (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const eq = token.indexOf('=');
    const key = eq < 0 ? token : token.slice(0, eq).trim();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (key === 'max-affected' && /^\d{1,9}$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (key === 'timezone' || key === 'params') {
      // Accepted by PostgREST; this server keeps UTC and named parameters.
    } else if (ALLOWED[key]?.has(value)) {
      switch (key) {
        case 'return':
          prefs.return = value as Preferences['return'];
          break;
        case 'count':
          prefs.count = value as Preferences['count'];
          break;
        case 'resolution':
          prefs.resolution = value as Preferences['resolution'];
          break;
        case 'missing':
          prefs.missing = value as Preferences['missing'];
          break;
        case 'tx':
          // Accepted and ignored (db-tx-end = commit): see Preferences.tx.
          break;
        case 'handling':
          prefs.handling = value as Preferences['handling'];
          break;
      }
    } else {
      invalid.push(token);
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new ApiError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${invalid.join(', ')}`,
    });
  }
  return prefs;
}
