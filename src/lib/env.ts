/**
 * The only place that reads the environment. Values are read when first
 * needed (not at import), so a missing variable fails the build with a
 * message that names it, and unit tests can import pure helpers freely.
 */
interface SiteEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Canonical origin without a trailing slash, e.g. https://www.example.co.id */
  siteUrl: string;
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';

type Source = Record<string, string | undefined>;

function fromProcess(): Source {
  return typeof process !== 'undefined' && process.env ? (process.env as Source) : {};
}

function fromImportMeta(): Source {
  // Vite inlines PUBLIC_* at build time; the rest comes from process.env during prerendering.
  return (import.meta.env ?? {}) as Source;
}

function pick(name: string, sources: Source[]): string | undefined {
  for (const s of sources) {
    const v = s[name];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return undefined;
}

function httpOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} harus berupa URL lengkap (misalnya https://contoh.supabase.co), bukan "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} harus memakai http:// atau https://, bukan "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/** Reads and validates the build environment; throws a clear message naming what is missing. */
export function readEnv(sources: Source[] = [fromProcess(), fromImportMeta()]): SiteEnv {
  const supabaseUrl = pick('PUBLIC_SUPABASE_URL', sources);
  const supabaseAnonKey = pick('PUBLIC_SUPABASE_ANON_KEY', sources);
  const missing = [!supabaseUrl && 'PUBLIC_SUPABASE_URL', !supabaseAnonKey && 'PUBLIC_SUPABASE_ANON_KEY'].filter(
    Boolean,
  );
  if (missing.length) {
    throw new Error(
      `Variabel lingkungan belum diisi: ${missing.join(', ')}. ` +
        'Situs dibangun dari data Supabase: isi PUBLIC_SUPABASE_URL dan PUBLIC_SUPABASE_ANON_KEY (lihat .env.example), ' +
        'atau jalankan lewat `npm start` yang mengisinya otomatis.',
    );
  }
  return {
    supabaseUrl: httpOrigin('PUBLIC_SUPABASE_URL', supabaseUrl!),
    supabaseAnonKey: supabaseAnonKey!,
    siteUrl: httpOrigin('SITE_URL', pick('SITE_URL', sources) ?? DEFAULT_SITE_URL),
  };
}

/** True under `astro dev`, where pages are rendered per request and should show fresh content. */
export function isDev(): boolean {
  return (import.meta.env as { DEV?: boolean } | undefined)?.DEV === true;
}

let cached: SiteEnv | null = null;

export function env(): SiteEnv {
  cached ??= readEnv();
  return cached;
}
