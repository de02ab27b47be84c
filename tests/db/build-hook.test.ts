import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSupabase, type LocalSupabase } from '../../server/src/app.ts';

const MIGRATION = path.resolve(import.meta.dirname, '../../supabase/migrations/20261121000700_netlify_build_hook.sql');
const TRIGGER = `create trigger site_builds_send_build_hook
    after insert on public.site_builds
    for each row execute function private.send_build_hook();`;

/**
 * pg_net and Vault exist only on hosted Supabase. Here they are stood in by a
 * net.http_post that records its calls and a vault.decrypted_secrets table, and
 * the trigger is created exactly as the migration creates it where pg_net exists.
 */
describe('production build hook (private.send_build_hook)', () => {
  let s: LocalSupabase;

  beforeAll(async () => {
    s = await createLocalSupabase({ dataDir: 'memory://', log: () => {} });
    expect(fs.readFileSync(MIGRATION, 'utf8')).toContain(TRIGGER);
    await s.db.exec(`
      create schema net;
      create table net.calls (url text, body jsonb, headers jsonb);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                    headers jsonb default '{}', timeout_milliseconds int default 5000)
      returns bigint language sql as $$ insert into net.calls values (url, body, headers) returning 1::bigint $$;
      create schema vault;
      create table vault.decrypted_secrets (name text, decrypted_secret text);
      ${TRIGGER}
      delete from public.site_builds;
    `);
  });
  afterAll(async () => s?.close());

  const calls = async () => (await s.db.query<{ url: string; body: { reason: string } }>('select * from net.calls')).rows;

  it('does nothing until the hook URL is configured', async () => {
    await s.db.query(`update public.packages set quota = quota + 1 where slug = 'haji-plus-2027'`);
    expect(await calls()).toEqual([]);
    const { rows } = await s.db.query<{ status: string }>('select status from public.site_builds');
    expect(rows).toEqual([{ status: 'requested' }]);
    await s.db.query(`delete from public.site_builds`);
  });

  it('posts each new request to the URL from Vault and marks it building', async () => {
    await s.db.query(`insert into vault.decrypted_secrets values ('netlify_build_hook_url', 'https://api.netlify.com/build_hooks/abc123')`);
    await s.db.query(`update public.testimonials set rating = rating where true`);
    const [call] = await calls();
    expect(call.url).toBe('https://api.netlify.com/build_hooks/abc123?trigger_title=testimonials+update');
    expect(call.body.reason).toBe('testimonials update');
    const { rows } = await s.db.query<{ status: string; started_at: string | null }>('select status, started_at from public.site_builds');
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('building');
    expect(rows[0].started_at).not.toBeNull();
  });

  it('is not callable through the API', async () => {
    const { rows } = await s.db.query<{ anon: boolean; auth: boolean }>(
      `select has_function_privilege('anon', 'private.send_build_hook()', 'execute') as anon,
              has_function_privilege('authenticated', 'private.send_build_hook()', 'execute') as auth`,
    );
    expect(rows[0]).toEqual({ anon: false, auth: false });
  });
});
