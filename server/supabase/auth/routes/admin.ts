import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { readJsonObject, optionalBoolean, optionalObject, optionalString } from '../body.ts';
import { AuthError, assertStrongPassword, validationFailed } from '../errors.ts';
import { isUuid, requireServiceRole } from '../guard.ts';
import { hashPassword } from '../password.ts';
import { assertUserMetadataSize, createUser, mergeMetadata } from '../users.ts';
import { findUserByEmail, findUserById, isValidEmail, loadUserJson, normalizeEmail } from '../user-json.ts';

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

function userIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw userNotFound();
  return id;
}

function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

/** GoTrue's admin API, for the service_role key only (tests, ops scripts). */
export function adminRoutes(app: Hono, ctx: ServerContext): void {
  app.use('/admin/*', async (c, next) => {
    await requireServiceRole(c, ctx);
    await next();
  });

  app.post('/admin/users', async (c) => {
    const body = await readJsonObject(c, ctx.config.maxJsonBody);
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
    const email = validEmail(rawEmail);
    const password = optionalString(body, 'password');
    if (password !== undefined) assertStrongPassword(password);
    const userMetadata = optionalObject(body, 'user_metadata');
    if (userMetadata) assertUserMetadataSize(userMetadata);
    if (await findUserByEmail(ctx.db, email)) throw emailExists();
    let id: string;
    try {
      id = await createUser(ctx.db, {
        email,
        password: password ?? null,
        emailConfirm: optionalBoolean(body, 'email_confirm') ?? false,
        appMetadata: optionalObject(body, 'app_metadata'),
        userMetadata,
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw emailExists();
      throw e;
    }
    return c.json(await loadUserJson(ctx.db, id));
  });

  app.get('/admin/users', async (c) => {
    // Clamped so the offset stays a bigint Postgres accepts.
    const page = Math.min(1_000_000, Math.max(1, Number.parseInt(c.req.query('page') || '1', 10) || 1));
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') || '50', 10) || 50));
    const total = Number((await ctx.db.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0].n);
    const ids = await ctx.db.query<{ id: string }>(
      `select id from auth.users order by created_at, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const { id } of ids.rows) users.push(await loadUserJson(ctx.db, id));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = new URL(c.req.url);
    const link = (p: number, rel: string) => {
      base.searchParams.set('page', String(p));
      base.searchParams.set('per_page', String(perPage));
      return `<${base.pathname}${base.search}>; rel="${rel}"`;
    };
    const links = [];
    if (page < lastPage) links.push(link(page + 1, 'next'));
    links.push(link(lastPage, 'last'));
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.get('/admin/users/:id', async (c) => {
    const user = await loadUserJson(ctx.db, userIdParam(c));
    if (!user) throw userNotFound();
    return c.json(user);
  });

  app.put('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    const body = await readJsonObject(c, ctx.config.maxJsonBody);
    const user = await findUserById(ctx.db, id);
    if (!user) throw userNotFound();
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const emailConfirm = optionalBoolean(body, 'email_confirm');
    const appMeta = optionalObject(body, 'app_metadata');
    const userMeta = optionalObject(body, 'user_metadata');

    const email = rawEmail !== undefined ? validEmail(rawEmail) : undefined;
    if (email && email !== user.email) {
      const other = await findUserByEmail(ctx.db, email);
      if (other && other.id !== id) throw emailExists();
    }
    if (password !== undefined) assertStrongPassword(password);
    const newUserMeta = userMeta ? mergeMetadata(user.raw_user_meta_data ?? {}, userMeta) : null;
    if (newUserMeta) assertUserMetadataSize(newUserMeta);
    const hash = password !== undefined ? await hashPassword(password) : null;

    await ctx.db.transaction(async (tx) => {
      // The admin sets the address directly: no confirmation, any pending change is dropped.
      if (email && email !== user.email) {
        await tx.query(
          `update auth.users set email = $2, new_email = null, email_change_token = null, email_change_sent_at = null
            where id = $1`,
          [id, email],
        );
      }
      if (hash) await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [id, hash]);
      if (emailConfirm === true) {
        await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [
          id,
        ]);
      }
      if (appMeta) {
        await tx.query(`update auth.users set raw_app_meta_data = $2 where id = $1`, [
          id,
          JSON.stringify(mergeMetadata(user.raw_app_meta_data ?? {}, appMeta)),
        ]);
      }
      if (newUserMeta) {
        await tx.query(`update auth.users set raw_user_meta_data = $2 where id = $1`, [
          id,
          JSON.stringify(newUserMeta),
        ]);
      }
      await tx.query(`update auth.users set updated_at = now() where id = $1`, [id]);
    });
    return c.json(await loadUserJson(ctx.db, id));
  });

  app.delete('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    // auth-js sends {"should_soft_delete":false}; read it only to apply the size and JSON checks.
    await readJsonObject(c, ctx.config.maxJsonBody);
    const res = await ctx.db.query(`delete from auth.users where id = $1 returning id`, [id]);
    if (res.rows.length === 0) throw userNotFound();
    return c.json({});
  });
}
