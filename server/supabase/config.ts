import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Supabase CLI's documented local defaults: the well-known anon/service keys are signed with it. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Password sign-in limits (README "Security model"): failures are counted
 * per (e-mail, address) and per address, never per e-mail alone, so
 * guesses from elsewhere cannot lock the owner out. Past the free budget
 * each failure closes the key for 1 s, 2 s, 4 s … up to maxBackoffMs.
 */
export interface RateLimitConfig {
  /** Failed sign-ins per client address (any e-mail) before back-off. */
  perAddress: number;
  /** Failed sign-ins per (e-mail, client address) before back-off; also wrong TOTP codes per (factor, address). */
  perEmail: number;
  /** Failures are forgotten after this long without a new one (and the TOTP window). */
  windowMs: number;
  /** Longest back-off after a failure. */
  maxBackoffMs?: number;
  /** The limiters' clock (ms since the epoch); tests inject one to pass time without sleeping. */
  clock?: () => number;
}

export interface ServerConfig {
  /** A directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /** Public origin of the API, used in links (storage URLs, e-mail links). */
  siteUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtExpirySeconds: number;
  adminEmail: string;
  adminPassword: string;
  migrationsDir: string;
  seedFile: string | null;
  seedImagesDir: string | null;
  rateLimit: RateLimitConfig;
  /** An unknown table, column or function name reloads the REST schema cache at most this often (ms). */
  schemaReloadMinMs: number;
  /** Largest request body accepted by REST and Auth (bytes). */
  maxJsonBody: number;
  /** Largest upload accepted by Storage before the bucket's own limit (bytes). */
  maxUploadBody: number;
  /** Telegram's Bot API as the notify-inquiry function reaches it (a stand-in in tests). */
  telegramApiUrl: string;
  /** Print outbox mail and start-up notes. */
  log: (line: string) => void;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@baitullah-travel.test';
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

function intFromEnv(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** Full configuration: explicit overrides, then environment, then local defaults. */
export function resolveConfig(
  overrides: Partial<ServerConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  const port = env.PORT || '4321';
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET ?? LOCAL_JWT_SECRET;
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  const base: ServerConfig = {
    dataDir: env.DATA_DIR || path.join(REPO_ROOT, '.data', 'db'),
    siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret,
    anonKey: env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_ROLE_KEY,
    jwtExpirySeconds: intFromEnv(env, 'JWT_EXPIRY', 3600),
    adminEmail: env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'),
    seedFile: path.join(REPO_ROOT, 'supabase', 'seed.sql'),
    seedImagesDir: path.join(REPO_ROOT, 'supabase', 'seed-images'),
    rateLimit: {
      perAddress: intFromEnv(env, 'AUTH_RATE_LIMIT_PER_ADDRESS', 30),
      perEmail: intFromEnv(env, 'AUTH_RATE_LIMIT_PER_EMAIL', 10),
      windowMs: intFromEnv(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 300) * 1000,
      maxBackoffMs: intFromEnv(env, 'AUTH_RATE_LIMIT_MAX_BACKOFF_SECONDS', 900) * 1000,
    },
    schemaReloadMinMs: 5000,
    maxJsonBody: 1024 * 1024,
    maxUploadBody: 6 * 1024 * 1024,
    telegramApiUrl: env.TELEGRAM_API_URL || 'https://api.telegram.org',
    log: (line) => console.log(line),
  };
  return { ...base, ...overrides };
}
