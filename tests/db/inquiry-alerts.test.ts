import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import type { Claims } from '../../server/supabase/jwt.ts';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { attempt, bootWithActors, onPostgres, rowsOf, type Actors } from './helpers.ts';

// Alerts of new inquiries (supabase/migrations/20261129002000_inquiry_alerts.sql): queued by a trigger, sent
// through pg_net to the notify-inquiry function, claimed and reported by it, retried by the scheduled job.

let s: LocalSupabase;
let actors: Actors;
const service = { role: 'service_role' } as unknown as Claims;
const URL = 'https://project.supabase.co/functions/v1/notify-inquiry';
let n = 0;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec(`delete from public.inquiries; delete from public.inquiry_alerts; delete from net.http_request_queue;
                   delete from vault.secrets where name in ('notify_inquiry_url', 'telegram_bot_token', 'telegram_chat_id', 'inquiry_webhook_url',
                     'inquiry_webhook_secret')`);
});

async function submit(name = 'Siti Aminah'): Promise<string> {
  n += 1;
  rowsOf(
    await attempt(
      s.db,
      actors.anon,
      `select public.submit_inquiry(name => $1, whatsapp => $2, consent => true, channel => 'meta')`,
      [name, `08123450${String(n).padStart(4, '0')}`],
      { commit: true },
    ),
  );
  return (await s.db.query<{ id: string }>(`select id from public.inquiries where name = $1`, [name])).rows[0]!.id;
}

const alerts = async () =>
  (
    await s.db.query<{ id: number; status: string; attempts: number; token: string; next_attempt_at: string | null }>(
      `select id::int, status, attempts, token, next_attempt_at::text from public.inquiry_alerts order by id`,
    )
  ).rows;

const queued = async () =>
  (
    await s.db.query<{ url: string; body: { alert_id: number; token: string } }>(
      `select url, convert_from(body, 'UTF8')::jsonb as body from net.http_request_queue order by id`,
    )
  ).rows;

describe('a new inquiry', () => {
  it('queues its alert; without the function URL it waits', async () => {
    await submit();
    expect(await alerts()).toMatchObject([{ status: 'pending', attempts: 0 }]);
    expect(await queued()).toEqual([]);
  });

  it('is sent to the function at once with the alert id and its token', async () => {
    await s.db.query(`select private.set_vault_secret('notify_inquiry_url', $1)`, [URL]);
    await submit();
    const [alert] = await alerts();
    expect(alert).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await queued()).toEqual([{ url: URL, body: { alert_id: alert!.id, token: alert!.token } }]);
  });

  it('is stored even when its alert cannot be queued', async () => {
    await s.db.exec(`alter table public.inquiry_alerts add constraint broken check (false) not valid`);
    try {
      const id = await submit('Tetap Tersimpan');
      expect(id).toBeTruthy();
      expect(await alerts()).toEqual([]);
    } finally {
      await s.db.exec(`alter table public.inquiry_alerts drop constraint broken`);
    }
  });
});

describe('the function claims and reports', () => {
  it('claims only with the alert token, as service_role, and gets the inquiry and destinations', async () => {
    await s.db.query(`select private.set_vault_secret('telegram_bot_token', '123456:${'A'.repeat(35)}')`);
    await s.db.query(`select private.set_vault_secret('telegram_chat_id', '-100123')`);
    await submit();
    const [alert] = await alerts();
    const wrong = await attempt(s.db, service, `select public.claim_inquiry_alert($1, 'salah') as c`, [alert!.id]);
    expect(rowsOf<{ c: unknown }>(wrong)[0]!.c).toBeNull();
    for (const who of [actors.anon, actors.admin]) {
      const out = await attempt(s.db, who, `select public.claim_inquiry_alert($1, $2)`, [alert!.id, alert!.token]);
      expect(out).toMatchObject({ ok: false, code: '42501' });
    }
    const claim = rowsOf<{ c: Record<string, unknown> }>(
      await attempt(s.db, service, `select public.claim_inquiry_alert($1, $2) as c`, [alert!.id, alert!.token]),
    )[0]!.c;
    expect(claim).toMatchObject({
      alert_id: alert!.id,
      is_test: false,
      inquiry: { name: 'Siti Aminah', channel: 'meta', pax: 1 },
      telegram: { token: `123456:${'A'.repeat(35)}`, chat_id: '-100123' },
      webhook_url: null,
    });
  });

  it('a failure is retried after a wait, at most five times; a success is final', async () => {
    await s.db.query(`select private.set_vault_secret('notify_inquiry_url', $1)`, [URL]);
    await submit();
    let [alert] = await alerts();
    const finish = (error: string | null, delivered: string[] = []) =>
      attempt(
        s.db,
        service,
        `select public.finish_inquiry_alert($1, $2, $3, $4)`,
        [alert!.id, alert!.token, delivered, error],
        {
          commit: true,
        },
      );
    rowsOf(await finish('Telegram: Unauthorized'));
    [alert] = await alerts();
    expect(alert).toMatchObject({ status: 'failed', attempts: 1 });
    expect(alert!.next_attempt_at).not.toBeNull();
    // Not due yet: nothing is sent.
    expect((await s.db.query<{ n: number }>(`select private.retry_inquiry_alerts() as n`)).rows[0]!.n).toBe(0);
    for (let i = 2; i <= 5; i++) {
      await s.db.exec(`update public.inquiry_alerts set next_attempt_at = now() - interval '1 second'`);
      expect((await s.db.query<{ n: number }>(`select private.retry_inquiry_alerts() as n`)).rows[0]!.n).toBe(1);
      rowsOf(await finish('Telegram: Unauthorized'));
    }
    [alert] = await alerts();
    expect(alert).toMatchObject({ status: 'failed', attempts: 5, next_attempt_at: null });
    await s.db.exec(`update public.inquiry_alerts set next_attempt_at = now() - interval '1 second'`);
    expect((await s.db.query<{ n: number }>(`select private.retry_inquiry_alerts() as n`)).rows[0]!.n).toBe(0);

    // "Kirim ulang" starts it again; a success is final.
    rowsOf(await attempt(s.db, actors.admin, `select public.retry_inquiry_alert($1)`, [alert!.id], { commit: true }));
    expect((await alerts())[0]).toMatchObject({ status: 'sending', attempts: 1 });
    rowsOf(await finish(null, ['telegram']));
    expect((await alerts())[0]).toMatchObject({ status: 'sent', next_attempt_at: null });
    const again = await attempt(s.db, service, `select public.claim_inquiry_alert($1, $2) as c`, [
      alert!.id,
      alert!.token,
    ]);
    expect(rowsOf<{ c: unknown }>(again)[0]!.c).toBeNull();
  });

  it('a retry is told where the alert arrived already; each attempt adds its destinations', async () => {
    await submit();
    const [alert] = await alerts();
    const ids = [alert!.id, alert!.token];
    const finish = (error: string | null, delivered: string[]) =>
      attempt(s.db, service, `select public.finish_inquiry_alert($1, $2, $3, $4)`, [...ids, delivered, error], {
        commit: true,
      });
    const claim = async () =>
      rowsOf<{ c: { delivered_to: string[] } }>(
        await attempt(s.db, service, `select public.claim_inquiry_alert($1, $2) as c`, ids),
      )[0]!.c;
    expect((await claim()).delivered_to).toEqual([]);
    rowsOf(await finish('Webhook: HTTP 500', ['telegram']));
    expect((await claim()).delivered_to).toEqual(['telegram']);
    rowsOf(await finish(null, ['webhook']));
    const { rows } = await s.db.query(`select status, delivered_to from public.inquiry_alerts where id = $1`, [
      alert!.id,
    ]);
    expect(rows).toEqual([{ status: 'sent', delivered_to: ['telegram', 'webhook'] }]);
  });

  it('a send the function never reported is sent again when due', async () => {
    await s.db.query(`select private.set_vault_secret('notify_inquiry_url', $1)`, [URL]);
    await submit();
    await s.db.exec(
      `delete from net.http_request_queue; update public.inquiry_alerts set next_attempt_at = now() - interval '1 second'`,
    );
    expect((await s.db.query<{ n: number }>(`select private.retry_inquiry_alerts() as n`)).rows[0]!.n).toBe(1);
    expect(await queued()).toHaveLength(1);
    expect((await alerts())[0]).toMatchObject({ status: 'sending', attempts: 2 });
  });
});

describe('the administrator', () => {
  it('reads the alerts but never their tokens', async () => {
    await submit();
    const rows = await attempt(s.db, actors.admin, `select id, status, attempts from public.inquiry_alerts`);
    expect(rowsOf(rows)).toHaveLength(1);
    expect(await attempt(s.db, actors.admin, `select token from public.inquiry_alerts`)).toMatchObject({
      ok: false,
      code: '42501',
    });
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(s.db, who, `select id from public.inquiry_alerts`);
      expect(out.ok ? out.rows : out.code).toEqual(who === actors.anon ? '42501' : []);
    }
  });

  it('sets the destinations, sees only whether they are set, and a bad value names its field', async () => {
    const set = (args: unknown[], who = actors.admin) =>
      attempt(s.db, who, `select public.set_inquiry_alert_settings($1, $2, $3) as r`, args, { commit: true });
    const bad = await set(['bukan-token', null, null]);
    expect(bad).toMatchObject({ ok: false, code: '22023' });
    expect(!bad.ok && bad.message).toContain('Token bot tidak valid');
    expect(await set([null, 'ada spasi', null])).toMatchObject({ ok: false, code: '22023' });
    expect(await set([null, null, 'http://tidak-aman.example/hook'])).toMatchObject({ ok: false, code: '22023' });
    expect(await set([`123456789:${'b'.repeat(35)}`, null, null], actors.user)).toMatchObject({
      ok: false,
      code: '42501',
    });

    const r = rowsOf<{ r: Record<string, unknown> }>(
      await set([`123456789:${'b'.repeat(35)}`, '-1001234567890', 'https://hooks.example.com/prospek?key=rahasia']),
    )[0]!.r;
    expect(r).toEqual({
      telegram: true,
      telegram_chat_hint: '…7890',
      webhook: true,
      webhook_host: 'hooks.example.com',
      webhook_secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      function: false,
    });
    expect(JSON.stringify(r)).not.toContain('rahasia');
    // The webhook's signing key stays while the webhook does, whatever else changes.
    const kept = rowsOf<{ r: Record<string, unknown> }>(await set([null, null, 'https://hooks.example.com/lain']))[0]!
      .r;
    expect(kept.webhook_secret).toBe(r.webhook_secret);
    // '' removes one; null keeps it. The webhook's key goes with it, and a webhook set again gets a new one.
    const cleared = rowsOf<{ r: Record<string, unknown> }>(await set([null, null, '']))[0]!.r;
    expect(cleared).toMatchObject({ telegram: true, webhook: false, webhook_secret: null });
    expect((await s.db.query(`select 1 from vault.secrets where name = 'inquiry_webhook_secret'`)).rows).toEqual([]);
    const again = rowsOf<{ r: Record<string, unknown> }>(await set([null, null, 'https://hooks.example.com/x']))[0]!.r;
    expect(again.webhook_secret).toMatch(/^whsec_/);
    expect(again.webhook_secret).not.toBe(r.webhook_secret);
    rowsOf(await set([null, null, '']));
    expect(await attempt(s.db, actors.admin, `select * from vault.decrypted_secrets`)).toMatchObject({ ok: false });
  });

  it('sends a test alert through the same path', async () => {
    await s.db.query(`select private.set_vault_secret('notify_inquiry_url', $1)`, [URL]);
    const id = rowsOf<{ id: number }>(
      await attempt(s.db, actors.admin, `select public.send_test_inquiry_alert()::int as id`, [], { commit: true }),
    )[0]!.id;
    expect(await alerts()).toMatchObject([{ id, status: 'sending' }]);
    expect(await attempt(s.db, actors.anon, `select public.send_test_inquiry_alert()`)).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe.runIf(onPostgres)('docs/deploy.md step 7, run verbatim on the Supabase-like base', () => {
  it('stores the function URL in Vault and sends what was queued before', async () => {
    const guide = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'deploy.md'), 'utf8');
    const step = guide.slice(guide.indexOf('## 7.'), guide.indexOf('## Troubleshooting'));
    const sql = /```sql\n([\s\S]*?)```/.exec(step)![1]!.replace('<ref>', 'guideproject');
    await submit('Sebelum Fungsi Dipasang');
    expect(await alerts()).toMatchObject([{ status: 'pending' }]);
    await s.db.exec(sql);
    expect(await alerts()).toMatchObject([{ status: 'sending', attempts: 1 }]);
    expect((await queued())[0]!.url).toBe('https://guideproject.supabase.co/functions/v1/notify-inquiry');
  });
});
