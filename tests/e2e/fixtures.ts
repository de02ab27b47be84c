import { test as base, expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../../server/supabase/config.ts';

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL;
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
export const ANON_KEY = LOCAL_ANON_KEY;

function client(baseURL: string): SupabaseClient {
  return createClient(baseURL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

export interface Fixtures {
  /** supabase-js with the anon key against the product's API. */
  anon: SupabaseClient;
  /** supabase-js signed in as the administrator: build test data through the API with it. */
  admin: SupabaseClient;
  /** Opens the admin already signed in (session and admin_token marker placed before load). */
  loginAsAdmin: (page: Page, path?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  anon: async ({ baseURL }, use) => {
    await use(client(baseURL!));
  },
  admin: async ({ baseURL }, use) => {
    const c = client(baseURL!);
    const { error } = await c.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    if (error) throw new Error(`Admin sign-in for test setup failed: ${error.message}`);
    await use(c);
    await c.auth.signOut({ scope: 'local' });
  },
  loginAsAdmin: async ({ baseURL }, use) => {
    await use(async (page, path = '/admin/') => {
      const c = client(baseURL!);
      const { data, error } = await c.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      if (error || !data.session) throw new Error(`Admin sign-in failed: ${error?.message}`);
      const storageKey = `sb-${new URL(baseURL!).hostname.split('.')[0]}-auth-token`;
      await page.addInitScript(
        ([key, session]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, session);
          if (!window.localStorage.getItem('admin_token')) window.localStorage.setItem('admin_token', 'authenticated');
        },
        [storageKey, JSON.stringify(data.session)] as const,
      );
      await page.goto(path);
    });
  },
});

export { expect };

/** A unique suffix for records a test creates. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A WhatsApp number no other test uses, as a visitor types it ('0812…', 12 digits), and its stored form
 * ('62812…'): the 3-per-hour limit counts per number, and two workers share a server.
 */
export function uniqueWhatsapp(): { typed: string; stored: string } {
  const four = (n: number) => String(Math.floor(n) % 10_000).padStart(4, '0');
  const digits = four(Date.now()) + four(Math.random() * 10_000);
  return { typed: `0812${digits}`, stored: `62812${digits}` };
}
