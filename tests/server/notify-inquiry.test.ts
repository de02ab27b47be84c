import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_LABELS as DOMAIN_LABELS } from '../../domain/lead-source.ts';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { CHANNEL_LABELS, alertText, webhookBody } from '../../supabase/functions/notify-inquiry/message.ts';
import { Webhook } from 'standardwebhooks';
import { bootLocal } from '../local-supabase.ts';

/**
 * The notify-inquiry Edge Function: its own entry (index.ts) under Deno against the local server's REST API,
 * with a Telegram Bot API stand-in and a webhook receiver on real ports; and the local server's own mount of
 * the same handler, which also shows every alert in the outbox.
 */
const FUNCTION_DIR = path.join(REPO_ROOT, 'supabase', 'functions', 'notify-inquiry');
const DENO = path.join(REPO_ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.exe' : 'deno');
const TOKEN = `123456789:${'A'.repeat(35)}`;

interface Received {
  path: string;
  body: Record<string, unknown>;
  raw: string;
  headers: Record<string, string>;
}

/** A stand-in HTTP receiver: records what it is sent and answers with `answer`. */
async function receiver(answer: (r: Received) => { status: number; body: unknown; headers?: Record<string, string> }) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const r = {
        path: req.url ?? '',
        body: JSON.parse(data || '{}') as Record<string, unknown>,
        raw: data,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      };
      got.push(r);
      const a = answer(r);
      res.writeHead(a.status, { 'Content-Type': 'application/json', ...a.headers }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    got,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('the alert message', () => {
  const inquiry = {
    id: 'x',
    created_at: '2026-11-28T13:15:00Z',
    name: 'Siti Aminah',
    whatsapp: '6281234567890',
    pax: 2,
    message: 'Mohon info kamar quad.',
    package_title: 'Umroh Hemat 9 Hari',
    departure_on: '2027-01-15',
    channel: 'partner',
    partner_name: 'Ustadz Budi',
    partner_code: 'budi',
    flood_suspect: false,
  };

  it('names the person, a tap-to-chat link, the package, the date, the source and the time in WIB', () => {
    expect(alertText(inquiry)).toBe(
      [
        'Prospek baru',
        'Nama: Siti Aminah',
        'WhatsApp: +6281234567890',
        'Chat: https://wa.me/6281234567890',
        'Paket: Umroh Hemat 9 Hari',
        'Keberangkatan: 15 Januari 2027',
        'Jamaah: 2 orang',
        'Sumber: Mitra Ustadz Budi (budi)',
        'Pesan: Mohon info kamar quad.',
        'Waktu: 28 November 2026 pukul 20.15 WIB',
      ].join('\n'),
    );
    expect(alertText({ ...inquiry, partner_name: null, channel: 'meta' })).toContain('Sumber: Facebook/Instagram');
    expect(webhookBody(inquiry)).toMatchObject({
      type: 'inquiry.created',
      inquiry: { whatsapp_link: 'https://wa.me/6281234567890' },
    });
  });

  it("uses the admin's channel labels (the function cannot import them)", () => {
    expect(CHANNEL_LABELS).toEqual(DOMAIN_LABELS);
  });
});

describe('notify-inquiry under Deno', () => {
  let s: LocalSupabase;
  let server: RunningServer;
  let deno: ChildProcess;
  let denoUrl = '';
  let tmp = '';
  let output = '';
  let telegram: Awaited<ReturnType<typeof receiver>>;
  let hook: Awaited<ReturnType<typeof receiver>>;
  let telegramDown = false;

  beforeAll(async () => {
    telegram = await receiver((r) =>
      telegramDown || !r.path.startsWith(`/bot${TOKEN}/`)
        ? { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } }
        : { status: 200, body: { ok: true, result: { message_id: 1 } } },
    );
    hook = await receiver((r) =>
      r.path === '/pindah'
        ? { status: 307, body: null, headers: { location: '/tujuan-lain' } }
        : r.path === '/exec'
          ? { status: 302, body: null, headers: { location: '/hasil' } }
          : { status: 204, body: null },
    );
    s = await bootLocal();
    server = await serve(s.app, 0);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deno-notify-'));
    deno = spawn(
      DENO,
      [
        'run',
        '--no-config',
        '--no-lock',
        '--no-remote',
        '--no-npm',
        '--allow-net=127.0.0.1',
        '--allow-env=SUPABASE_URL,SUPABASE_SERVICE_ROLE_KEY,TELEGRAM_API_URL',
        path.join(FUNCTION_DIR, 'index.ts'),
      ],
      {
        cwd: tmp,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: tmp,
          DENO_DIR: path.join(tmp, 'deno-dir'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
          SUPABASE_URL: `http://127.0.0.1:${server.port}`,
          SUPABASE_SERVICE_ROLE_KEY: s.config.serviceRoleKey,
          TELEGRAM_API_URL: telegram.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    denoUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Deno did not start:\n${output}`)), 60_000);
      const onData = (data: Buffer) => {
        output += data.toString();
        const m = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      };
      deno.stdout!.on('data', onData);
      deno.stderr!.on('data', onData);
      deno.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Deno exited (${code}):\n${output}`));
      });
    });
    await s.db.query(`select private.set_vault_secret('telegram_bot_token', $1)`, [TOKEN]);
    await s.db.query(`select private.set_vault_secret('telegram_chat_id', '-1001234567890')`);
    await s.db.query(`select private.set_vault_secret('inquiry_webhook_url', $1)`, [`${hook.url}/prospek`]);
    await s.db.query(`select private.set_vault_secret('inquiry_webhook_secret', private.new_webhook_secret())`);
  }, 120_000);

  afterAll(async () => {
    if (deno && deno.exitCode === null) {
      const exited = new Promise((r) => deno.once('exit', r));
      deno.kill('SIGTERM');
      await exited;
    }
    await server?.stop();
    await s?.close();
    await telegram?.close();
    await hook?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  beforeEach(async () => {
    telegramDown = false;
    telegram.got.length = 0;
    hook.got.length = 0;
    await s.db.exec(`delete from public.inquiries; delete from public.inquiry_alerts`);
  });

  /** A visitor's inquiry through the REST API, and its alert as the database queued it. */
  async function inquiryAlert(name: string, whatsapp: string) {
    const res = await s.app.request('/rest/v1/rpc/submit_inquiry', {
      method: 'POST',
      headers: { apikey: s.config.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, whatsapp, consent: true, channel: 'google_ads' }),
    });
    expect(res.status).toBe(200);
    return (
      await s.db.query<{ id: number; token: string }>(
        `select a.id::int, a.token from public.inquiry_alerts a join public.inquiries i on i.id = a.inquiry_id
          where i.name = $1`,
        [name],
      )
    ).rows[0]!;
  }

  const call = (body: unknown) =>
    fetch(denoUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const status = async (id: number) =>
    (
      await s.db.query<{ status: string; delivered_to: string[]; last_error: string | null }>(
        `select status, delivered_to, last_error from public.inquiry_alerts where id = $1`,
        [id],
      )
    ).rows[0];

  it('sends the alert to Telegram and the webhook and records it as sent', async () => {
    const alert = await inquiryAlert('Budi Santoso', '081234567001');
    const res = await call({ alert_id: alert.id, token: alert.token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(telegram.got).toHaveLength(1);
    expect(telegram.got[0]!.path).toBe(`/bot${TOKEN}/sendMessage`);
    expect(telegram.got[0]!.body).toMatchObject({ chat_id: '-1001234567890' });
    expect(telegram.got[0]!.body.text).toContain(
      'Nama: Budi Santoso\nWhatsApp: +6281234567001\nChat: https://wa.me/6281234567001',
    );
    expect(telegram.got[0]!.body.text).toContain('Sumber: Google Ads');
    expect(hook.got).toEqual([
      expect.objectContaining({ path: '/prospek', body: expect.objectContaining({ type: 'inquiry.created' }) }),
    ]);
    // Signed as Standard Webhooks specifies: the project's own library verifies it with the key the admin shows.
    const secret = (await s.db.query<{ k: string }>(`select private.vault_secret('inquiry_webhook_secret') as k`))
      .rows[0]!.k;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { raw, headers } = hook.got[0]!;
    expect(new Webhook(secret).verify(raw, headers)).toMatchObject({ type: 'inquiry.created' });
    const { rows: inquiry } = await s.db.query<{ id: string }>(
      `select id from public.inquiries where name = 'Budi Santoso'`,
    );
    expect(headers['webhook-id']).toBe(`inquiry-${inquiry[0]!.id}`);
    expect(() => new Webhook(secret).verify(raw.replace('Budi', 'Bodi'), headers), 'a changed body').toThrow();
    expect(() => new Webhook(`whsec_${'A'.repeat(43)}=`).verify(raw, headers), 'another key').toThrow();
    expect(await status(alert.id)).toEqual({ status: 'sent', delivered_to: ['telegram', 'webhook'], last_error: null });
    // Sent once: the same call again finds nothing to send.
    expect((await call({ alert_id: alert.id, token: alert.token })).status).toBe(404);
    expect(telegram.got).toHaveLength(1);
  });

  it('with Telegram down the failure is recorded for a retry, without the bot token', async () => {
    telegramDown = true;
    const alert = await inquiryAlert('Ani Lestari', '081234567002');
    const res = await call({ alert_id: alert.id, token: alert.token });
    expect(res.status).toBe(502);
    const st = await status(alert.id);
    expect(st).toMatchObject({ status: 'failed', delivered_to: ['webhook'] });
    expect(st!.last_error).toBe('Telegram: Unauthorized');
    expect(
      (await s.db.query(`select 1 from public.inquiries where name = 'Ani Lestari'`)).rows,
      'the inquiry itself is kept',
    ).toHaveLength(1);

    // The retry goes to Telegram only: the webhook has it already.
    telegramDown = false;
    const again = await call({ alert_id: alert.id, token: alert.token });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(telegram.got, 'the refused attempt, then the one that arrived').toHaveLength(2);
    expect(hook.got, 'the webhook is not sent the same alert twice').toHaveLength(1);
    expect(await status(alert.id)).toEqual({ status: 'sent', delivered_to: ['webhook', 'telegram'], last_error: null });
  });

  it('does not follow a redirect from the webhook address: the inquiry goes nowhere else', async () => {
    await s.db.query(`select private.set_vault_secret('inquiry_webhook_url', $1)`, [`${hook.url}/pindah`]);
    try {
      const alert = await inquiryAlert('Dewi Pindah', '081234567004');
      const res = await call({ alert_id: alert.id, token: alert.token });
      expect(res.status).toBe(502);
      expect(hook.got.map((r) => r.path)).toEqual(['/pindah']);
      expect(await status(alert.id)).toEqual({
        status: 'failed',
        delivered_to: ['telegram'],
        last_error: 'Webhook: HTTP 307',
      });
    } finally {
      await s.db.query(`select private.set_vault_secret('inquiry_webhook_url', $1)`, [`${hook.url}/prospek`]);
    }
  });

  it('a 302 after the POST (Google Apps Script) is delivered, and the result page is not fetched', async () => {
    await s.db.query(`select private.set_vault_secret('inquiry_webhook_url', $1)`, [`${hook.url}/exec`]);
    try {
      const alert = await inquiryAlert('Eka Skrip', '081234567005');
      const res = await call({ alert_id: alert.id, token: alert.token });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(hook.got.map((r) => r.path)).toEqual(['/exec']);
      expect(await status(alert.id)).toEqual({
        status: 'sent',
        delivered_to: ['telegram', 'webhook'],
        last_error: null,
      });
    } finally {
      await s.db.query(`select private.set_vault_secret('inquiry_webhook_url', $1)`, [`${hook.url}/prospek`]);
    }
  });

  it('refuses a wrong token, a bad body and another method', async () => {
    const alert = await inquiryAlert('Cici', '081234567003');
    expect((await call({ alert_id: alert.id, token: 'salah' })).status).toBe(404);
    expect((await call({ alert_id: 'x' })).status).toBe(400);
    expect((await fetch(denoUrl)).status).toBe(405);
    expect(telegram.got).toHaveLength(0);
    expect((await status(alert.id))!.status).toBe('pending');
  });
});

describe("the local server's notify-inquiry", () => {
  it('shows every alert in the outbox, with no channel configured', async () => {
    const s = await bootLocal();
    try {
      const id = Number(
        (await s.db.query<{ id: number }>(`insert into public.inquiry_alerts (is_test) values (true) returning id`))
          .rows[0]!.id,
      );
      const token = (await s.db.query<{ token: string }>(`select token from public.inquiry_alerts where id = $1`, [id]))
        .rows[0]!.token;
      const res = await s.app.request('/functions/v1/notify-inquiry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ alert_id: id, token }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(s.outbox.list('pemilik')).toEqual([expect.objectContaining({ subject: 'Notifikasi prospek' })]);
      expect(
        (await s.db.query(`select status, delivered_to from public.inquiry_alerts where id = $1`, [id])).rows[0],
      ).toEqual({ status: 'sent', delivered_to: ['outbox'] });
    } finally {
      await s.close();
    }
  });
});
