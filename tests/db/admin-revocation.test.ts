import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import type { Claims } from '../../server/supabase/jwt.ts';
import { attempt, bootWithActors, type Actors } from './helpers.ts';

/**
 * is_admin() holds only while the token's session exists: deleting the
 * auth.sessions row (what GoTrue does on logout, password change and
 * "keluar dari semua sesi") ends administrator rights at once, although
 * the access token itself stays valid until its exp.
 */
let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const isAdmin = async (claims: Claims) => {
  const out = await attempt(s.db, claims, `select public.is_admin() as v`);
  if (!out.ok) throw new Error(out.message);
  return out.rows[0].v;
};

const adminWithSession = async (): Promise<Claims> => {
  const sessionId = randomUUID();
  await s.db.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, actors.ids.admin]);
  return { ...actors.admin, session_id: sessionId };
};

describe('is_admin() requires a live session', () => {
  it('is true for the administrator while the session exists, false once it is deleted', async () => {
    const claims = await adminWithSession();
    expect(await isAdmin(claims)).toBe(true);
    const write = await attempt(
      s.db,
      claims,
      `insert into public.testimonials (name, content) values ('A', 'B') returning id`,
    );
    expect(write.ok).toBe(true);

    await s.db.query(`delete from auth.sessions where id = $1`, [claims.session_id]);
    expect(await isAdmin(claims)).toBe(false);
    const denied = await attempt(s.db, claims, `insert into public.testimonials (name, content) values ('A', 'B')`);
    expect(denied).toMatchObject({ ok: false, code: '42501' });
  });

  it('is false without a session_id claim, with a malformed one, or with another user’s session', async () => {
    const { session_id: _omit, ...noSession } = actors.admin;
    expect(await isAdmin(noSession as Claims)).toBe(false);
    expect(await isAdmin({ ...actors.admin, session_id: 'not-a-uuid' })).toBe(false);
    expect(await isAdmin({ ...actors.admin, session_id: actors.user.session_id })).toBe(false);
  });

  it('is false once the session has passed its not_after', async () => {
    const claims = await adminWithSession();
    await s.db.query(`update auth.sessions set not_after = now() - interval '1 second' where id = $1`, [
      claims.session_id,
    ]);
    expect(await isAdmin(claims)).toBe(false);
  });
});
