import { createHmac } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../server/supabase/config.ts';

export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY };

export function startServer(overrides: Parameters<typeof bootLocal>[0] = {}): Promise<LocalSupabase> {
  return bootLocal(overrides);
}

/** fetch that hands every request to the in-process app (no port). */
export function appFetch(server: LocalSupabase): typeof fetch {
  return (input, init) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    return Promise.resolve(server.app.request(req));
  };
}

/** An unmodified supabase-js client; sessions live in memory only. */
export function client(server: LocalSupabase, key = LOCAL_ANON_KEY): SupabaseClient {
  return createClient(server.config.siteUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: appFetch(server) },
  });
}

export function serviceClient(server: LocalSupabase): SupabaseClient {
  return client(server, LOCAL_SERVICE_ROLE_KEY);
}

/** A raw auth request with the headers auth-js sends. */
export function authRequest(
  server: LocalSupabase,
  path: string,
  init: { method?: string; body?: string | object; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: LOCAL_ANON_KEY,
    authorization: `Bearer ${init.token ?? LOCAL_ANON_KEY}`,
    'x-supabase-api-version': '2024-01-01',
    ...init.headers,
  };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] = 'application/json;charset=UTF-8';
  }
  return Promise.resolve(
    server.app.request(`${server.config.siteUrl}/auth/v1${path}`, { method: init.method ?? 'GET', headers, body }),
  );
}

export interface TokenPayload extends Record<string, unknown> {
  sub: string;
  session_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  iat: number;
  exp: number;
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: TokenPayload } {
  const [h, p] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')),
  };
}

/** Creates a confirmed user through the admin API, as an ops script would. */
export async function adminCreateUser(
  server: LocalSupabase,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await serviceClient(server).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...extra,
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return data.user.id;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

export async function outbox(server: LocalSupabase, to: string): Promise<OutboxMail[]> {
  const res = await server.app.request(`/_local/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as OutboxMail[];
}

/** Follows a mailed link (GET /auth/v1/verify) and returns the redirect target and its fragment. */
export async function followLink(server: LocalSupabase, link: string) {
  const res = await server.app.request(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const [target, fragment = ''] = location.split('#');
  return { status: res.status, target, params: new URLSearchParams(fragment) };
}

// ---- An independent RFC 6238 implementation, so the tests do not trust the server's. ----

function base32ToBytes(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of s.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The TOTP code of `secret` for the 30 s step containing `atMs` (plus `stepOffset` steps). */
export function totp(secret: string, stepOffset = 0, atMs = Date.now()): string {
  const counter = Math.floor(atMs / 30_000) + stepOffset;
  const msg = Buffer.alloc(8);
  msg.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  msg.writeUInt32BE(counter % 2 ** 32, 4);
  const mac = createHmac('sha1', base32ToBytes(secret)).update(msg).digest();
  const o = mac[19] & 0xf;
  const n = ((mac[o] & 0x7f) << 24) | (mac[o + 1] << 16) | (mac[o + 2] << 8) | mac[o + 3];
  return String(n % 1_000_000).padStart(6, '0');
}
