import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Locator, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../server/src/config.ts';

/** Shared by the admin specs: throw-away administrators, the outbox, TOTP codes, toasts, test images. */

export function serviceClient(baseURL: string): SupabaseClient {
  return createClient(baseURL, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

export function anonClient(baseURL: string): SupabaseClient {
  return createClient(baseURL, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

export interface TempAdmin {
  id: string;
  email: string;
  password: string;
}

/**
 * A second administrator for flows that change credentials (password, e-mail,
 * two-factor): the seeded admin must stay usable by every other spec.
 */
export async function createTempAdmin(baseURL: string, label: string): Promise<TempAdmin> {
  const email = `${label}-${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}@baitullah-travel.test`;
  const password = `Rahasia-${crypto.randomBytes(4).toString('hex')}`;
  const { data, error } = await serviceClient(baseURL).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: 'admin' },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

export async function deleteTempAdmin(baseURL: string, admin: TempAdmin | undefined): Promise<void> {
  if (admin)
    await serviceClient(baseURL)
      .auth.admin.deleteUser(admin.id)
      .catch(() => undefined);
}

export async function canSignIn(baseURL: string, email: string, password: string): Promise<boolean> {
  const { error } = await anonClient(baseURL).auth.signInWithPassword({ email, password });
  return !error;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Waits for the newest mail to `to` that arrived after `after` mails already there. */
export async function waitForMail(baseURL: string, to: string, after = 0): Promise<OutboxMail> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseURL}/_local/outbox?to=${encodeURIComponent(to)}`);
        mails = (await res.json()) as OutboxMail[];
        return mails.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(after);
  return mails[mails.length - 1];
}

export async function mailCount(baseURL: string, to: string): Promise<number> {
  const res = await fetch(`${baseURL}/_local/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it. */
export function totp(secretBase32: string, time = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = secretBase32.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = '';
  for (const ch of clean) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const bytes = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const hmac = crypto.createHmac('sha1', bytes).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** Signs in through /admin/login (the fixture's loginAsAdmin places a session instead). */
export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** The toast region: toasts are role=status (or role=alert for errors) with title and description. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** A real 1×1 PNG (the server checks file contents against the declared type). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: PNG_1X1 };
}

/** PNG signature then filler: an image by type, just over 5 MB. */
export function oversizePng(name: string) {
  const buffer = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
  PNG_1X1.copy(buffer, 0);
  return { name, mimeType: 'image/png', buffer };
}

export const ADMIN_SESSION_KEY = (baseURL: string) => `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`;
