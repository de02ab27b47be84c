import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { createUser } from '../../server/supabase/auth/users.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../server/supabase/config.ts';

export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY };

export const BASE_URL = 'http://localhost:54321';

/** A parsed response body; tests check it field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export function startLocal(): Promise<LocalSupabase> {
  return bootLocal();
}

/** fetch that hands each request to the in-process app (no port). */
export function inProcessFetch(s: LocalSupabase): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    s.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch;
}

/** An unmodified supabase-js client with a fixed access token (or the anon key alone). */
export function clientFor(s: LocalSupabase, token?: string, key = LOCAL_ANON_KEY): SupabaseClient {
  return createClient(BASE_URL, key, {
    global: { fetch: inProcessFetch(s), headers: token ? { Authorization: `Bearer ${token}` } : {} },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export interface TestUser {
  id: string;
  email: string;
}

/** The administrator the server seeds (app_metadata.role = admin). */
export async function seededAdmin(s: LocalSupabase): Promise<TestUser> {
  const res = await s.db.query<TestUser>(
    `select id, email from auth.users where raw_app_meta_data ->> 'role' = 'admin' order by created_at limit 1`,
  );
  if (!res.rows[0]) throw new Error('the seeded administrator is missing');
  return res.rows[0];
}

export async function newUser(s: LocalSupabase): Promise<TestUser> {
  const email = `user-${randomUUID().slice(0, 8)}@example.test`;
  const id = await createUser(s.db, { email, password: 'password-123' });
  return { id, email };
}

/** An access token shaped like the Auth layer's. */
export async function tokenFor(
  s: LocalSupabase,
  user: TestUser,
  opts: { admin?: boolean; expiresIn?: number } = {},
): Promise<string> {
  // A real session row, as GoTrue's tokens have: is_admin() refuses tokens whose session is gone.
  const sessionId = randomUUID();
  await s.db.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, $3)`, [sessionId, user.id, 'aal1']);
  return s.jwt.sign(
    {
      role: 'authenticated',
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      app_metadata: { provider: 'email', providers: ['email'], ...(opts.admin ? { role: 'admin' } : {}) },
      user_metadata: {},
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      session_id: sessionId,
    },
    opts.expiresIn ?? 3600,
  );
}

/** A raw REST request the way the clients send them. */
export async function rest(
  s: LocalSupabase,
  path: string,
  init: {
    method?: string;
    token?: string | null;
    apikey?: string | null;
    headers?: Record<string, string>;
    body?: unknown;
  } = {},
): Promise<{ status: number; headers: Headers; text: string; json: Json }> {
  const headers: Record<string, string> = {};
  const apikey = init.apikey === undefined ? LOCAL_ANON_KEY : init.apikey;
  if (apikey) headers.apikey = apikey;
  const token = init.token === undefined ? apikey : init.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  Object.assign(headers, init.headers);
  const res = await s.app.request(`${BASE_URL}/rest/v1${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let json: Json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Every table's rows as the database owner sees them, to prove a request changed nothing. */
export async function snapshot(s: LocalSupabase): Promise<string> {
  const tables = ['packages', 'testimonials', 'features', 'page_content', 'media'];
  const parts: string[] = [];
  for (const t of tables) {
    const res = await s.db.query<{ j: string }>(
      `select coalesce(json_agg(x order by x.id), '[]')::text as j from public.${t} x`,
    );
    parts.push(res.rows[0].j);
  }
  const users = await s.db.query<{ n: number }>(`select count(*)::int as n from auth.users`);
  return parts.join('\n') + `\nusers=${users.rows[0].n}`;
}

/** A package row the constraints accept; override what the test cares about. */
export function packageRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = randomUUID().slice(0, 8);
  return {
    slug: `paket-uji-${suffix}`,
    title: `Paket Uji ${suffix}`,
    category: 'umroh',
    price_quad: 25_000_000,
    ...overrides,
  };
}
