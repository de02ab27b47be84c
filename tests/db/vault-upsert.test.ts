import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, onPostgres, PGLITE_ONLY, type Actors } from './helpers.ts';

/**
 * private.set_vault_secret(): the deploy guide's "store the build hook URL" step, runnable twice.
 * vault.create_secret() alone refuses a second secret with the same name.
 */
describe('private.set_vault_secret (Vault upsert)', () => {
  let s: LocalSupabase;
  let actors: Actors;

  beforeAll(async () => {
    ({ s, actors } = await bootWithActors());
  });
  afterAll(async () => s?.close());
  beforeEach(async () => {
    await s.db.exec(`delete from vault.secrets`);
  });

  const set = async (name: string, value: string) =>
    (await s.db.query<{ id: string }>(`select private.set_vault_secret($1, $2) as id`, [name, value])).rows[0].id;
  const stored = async (name: string) =>
    (
      await s.db.query<{ id: string; value: string }>(
        `select id, decrypted_secret as value from vault.decrypted_secrets where name = $1`,
        [name],
      )
    ).rows;

  it('creates the secret, and a second call updates it in place', async () => {
    const first = await set('netlify_build_hook_url', 'https://api.netlify.com/build_hooks/first');
    expect(await stored('netlify_build_hook_url')).toEqual([
      { id: first, value: 'https://api.netlify.com/build_hooks/first' },
    ]);
    const second = await set('netlify_build_hook_url', 'https://api.netlify.com/build_hooks/second');
    expect(second).toBe(first);
    expect(await stored('netlify_build_hook_url')).toEqual([
      { id: first, value: 'https://api.netlify.com/build_hooks/second' },
    ]);
    // What the pipeline reads.
    expect((await s.db.query(`select private.vault_secret('netlify_build_hook_url') as v`)).rows[0]).toEqual({
      v: 'https://api.netlify.com/build_hooks/second',
    });
  });

  it('updates a secret created by vault.create_secret, and leaves other secrets alone', async () => {
    await s.db.query(`select vault.create_secret('old-secret', 'netlify_webhook_secret')`);
    await s.db.query(`select vault.create_secret('https://hook', 'netlify_build_hook_url')`);
    await set('netlify_webhook_secret', 'new-secret');
    expect((await stored('netlify_webhook_secret')).map((r) => r.value)).toEqual(['new-secret']);
    expect((await stored('netlify_build_hook_url')).map((r) => r.value)).toEqual(['https://hook']);
  });

  it('refuses an empty name or a null value', async () => {
    await expect(set(' ', 'x')).rejects.toMatchObject({ code: '22023' });
    await expect(s.db.query(`select private.set_vault_secret('netlify_webhook_secret', null)`)).rejects.toMatchObject({
      code: '22004',
    });
    expect(await stored('netlify_webhook_secret')).toEqual([]);
  });

  it('only the database owner may call it: no API role', async () => {
    const { rows } = await s.db.query<{ anon: boolean; auth: boolean; service: boolean; owner: boolean }>(
      `select has_function_privilege('anon', 'private.set_vault_secret(text, text)', 'execute') as anon,
              has_function_privilege('authenticated', 'private.set_vault_secret(text, text)', 'execute') as auth,
              has_function_privilege('service_role', 'private.set_vault_secret(text, text)', 'execute') as service,
              has_function_privilege('postgres', 'private.set_vault_secret(text, text)', 'execute') as owner`,
    );
    expect(rows[0]).toEqual({ anon: false, auth: false, service: false, owner: true });
    for (const who of [actors.anon, actors.user, actors.admin, { role: 'service_role' }]) {
      const out = await attempt(s.db, who as never, `select private.set_vault_secret('netlify_build_hook_url', 'x')`);
      expect(out, JSON.stringify(who.role)).toMatchObject({ ok: false, code: '42501' });
    }
  });

  it.skipIf(onPostgres)(`without Vault it says so (${PGLITE_ONLY})`, async () => {
    await s.db.exec(`begin; drop schema vault cascade;`);
    try {
      await expect(s.db.query(`select private.set_vault_secret('netlify_build_hook_url', 'x')`)).rejects.toMatchObject({
        code: '55000',
        message: 'Vault is not available in this database',
      });
    } finally {
      await s.db.exec(`rollback`);
    }
    expect((await s.db.query(`select to_regclass('vault.secrets') is not null as ok`)).rows[0]).toEqual({ ok: true });
  });
});
