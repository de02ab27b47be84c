import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../server/supabase/config.ts';

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

/** A confirmed account made with the service role; `admin` gives it the administrator role. */
async function createTempUser(baseURL: string, label: string, admin: boolean): Promise<TempAdmin> {
  const email = `${label}-${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}@baitullah-travel.test`;
  const password = `Rahasia-${crypto.randomBytes(4).toString('hex')}`;
  const { data, error } = await serviceClient(baseURL).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...(admin ? { app_metadata: { role: 'admin' } } : {}),
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

/**
 * A second administrator for flows that change credentials (password, e-mail,
 * two-factor): the seeded admin must stay usable by every other spec.
 */
export function createTempAdmin(baseURL: string, label: string): Promise<TempAdmin> {
  return createTempUser(baseURL, label, true);
}

/** A real signed-up account without the administrator role (delete it with deleteTempAdmin). */
export function createNonAdmin(baseURL: string, label: string): Promise<TempAdmin> {
  return createTempUser(baseURL, label, false);
}

/**
 * Turns on a verified authenticator for `user` from another client, as the
 * owner would from a second device. Sessions signed in with the password
 * alone (aal1) then no longer count as the administrator on the server
 * (public.is_admin()), while a screen opened before keeps its token.
 */
export async function turnOnSecondFactorElsewhere(baseURL: string, user: TempAdmin): Promise<void> {
  const c = anonClient(baseURL);
  const { error: signInError } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signInError) throw new Error(`sign-in failed: ${signInError.message}`);
  const { data: factor, error: enrolError } = await c.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolError) throw new Error(`enrol failed: ${enrolError.message}`);
  const { error } = await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp(factor.totp.secret) });
  if (error) throw new Error(`verify failed: ${error.message}`);
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

/**
 * The toast with `text` that appears after this call. The toasts on screen now are marked first, so one
 * with the same title from an earlier action (shown for 5 s) is neither taken for the new one nor makes
 * the locator match two toasts.
 */
export async function nextToast(page: Page, text: string | RegExp): Promise<Locator> {
  await page.getByTestId('toast').evaluateAll((shown) => shown.forEach((t) => t.setAttribute('data-seen', '')));
  return page.locator('[data-testid="toast"]:not([data-seen])').filter({ hasText: text });
}

/**
 * How long a delete can be undone (admin/src/lib/undoable.ts). Specs pass it on the page's clock
 * (`page.clock.install()` before the page loads, then `page.clock.runFor`), not in real time.
 */
export const UNDO_MS = 5000;

/**
 * Stops the page's clock (installed before the page loaded) where it is: from here only `runFor` moves
 * it, so an undo window opened next lasts exactly UNDO_MS of `runFor`, however slow the machine.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A little ahead of the page's time: its clock keeps running between the read and the pause, and pauseAt
  // refuses a time already past.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
}

/**
 * The DELETE requests the page sends to `table` (REST) from now on, as they leave the browser: to show
 * that nothing is sent while an undo window is open, or after "Batalkan".
 */
export function deletesOf(page: Page, table: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && new URL(r.url()).pathname === `/rest/v1/${table}`) sent.push(r.url());
  });
  return sent;
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

/**
 * Signs `email` in through the API of the product at `url` and opens `path`
 * there with the session and the admin_token marker already in place (as
 * the fixture's loginAsAdmin does for the shared server and its administrator).
 */
export async function openAdminAs(page: Page, url: string, email: string, password: string, path = '/admin/') {
  const { data, error } = await anonClient(url).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in as ${email} failed: ${error?.message}`);
  await page.addInitScript(
    ([key, session]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, session);
      if (!window.localStorage.getItem('admin_token')) window.localStorage.setItem('admin_token', 'authenticated');
    },
    [ADMIN_SESSION_KEY(url), JSON.stringify(data.session)] as const,
  );
  await page.goto(new URL(path, url).toString());
}

/**
 * Runs `use` against a product of its own (API + admin) on a free port, on a
 * real database without the seed: nothing but the administrator account.
 * The shared servers hold the seed that other specs read, so an empty product
 * is the honest way to see empty states and first-time inserts.
 */
export async function withEmptyProduct<T>(use: (url: string) => Promise<T>): Promise<T> {
  // Migrating a fresh database takes ~3 s alone and far longer on a busy machine: the test gets the time on top.
  test.info().setTimeout(test.info().timeout + 180_000);
  // Loaded on demand: only the few specs that need their own database pay for PGlite.
  const { createLocalSupabase, serve } = await import('../../server/supabase/index.ts');
  const { mountStatic } = await import('../../server/product/static.ts');
  const { ADMIN_DIST } = await import('../../server/product/admin-build.ts');
  const local = await createLocalSupabase({
    dataDir: 'memory://',
    seedFile: null,
    seedImagesDir: null,
    log: () => {},
    mount: (app) => mountStatic(app, { siteDir: () => null, adminDir: () => ADMIN_DIST }),
  });
  try {
    const running = await serve(local.app, 0, undefined, local.config.jwtSecret);
    try {
      return await use(running.url);
    } finally {
      await running.stop();
    }
  } finally {
    await local.close();
  }
}
