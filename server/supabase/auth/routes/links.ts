import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { readJsonObject, optionalString } from '../body.ts';
import { validationFailed } from '../errors.ts';
import { LINK_TTL_SECONDS, sendRecoveryMail } from '../mail.ts';
import { safeRedirect, withFragment } from '../redirect.ts';
import { amrEntry, createSession, sessionJson } from '../sessions.ts';
import { hashToken, randomToken } from '../tokens.ts';
import { isValidEmail, normalizeEmail } from '../user-json.ts';

type LinkType = 'recovery' | 'email_change';

/** GoTrue's default SMTP max frequency: one recovery mail per account per minute. */
const RECOVERY_RESEND_SECONDS = 60;

function redirectError(c: Context, target: string, error: string, code: string, description: string) {
  return c.redirect(withFragment(target, { error, error_code: code, error_description: description }), 303);
}

export function linkRoutes(app: Hono, ctx: ServerContext): void {
  // Always `{}`, so the endpoint does not reveal which addresses have accounts.
  app.post('/recover', async (c) => {
    const body = await readJsonObject(c, ctx.config.maxJsonBody);
    const email = optionalString(body, 'email');
    if (!email) throw validationFailed('Password recovery requires an email');
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) throw validationFailed('Unable to validate email address: invalid format');
    // One statement whether or not the address exists, so timing says as little as the answer. While a
    // link sent less than a minute ago is unused, it stays the one link: a flood of requests neither
    // fills the mailbox nor keeps replacing the link its owner is about to click.
    const token = randomToken();
    const issued = await ctx.db.query<{ email: string }>(
      `update auth.users set recovery_token = $2, recovery_sent_at = now()
        where email = $1
          and (recovery_token is null or recovery_sent_at is null
               or recovery_sent_at < now() - make_interval(secs => $3))
        returning email`,
      [normalized, hashToken(token), RECOVERY_RESEND_SECONDS],
    );
    if (issued.rows[0]) {
      sendRecoveryMail(ctx, issued.rows[0].email, token, safeRedirect(ctx.config, c.req.query('redirect_to')));
    }
    return c.json({});
  });

  // The link in the mail: consumes the token, opens a session and hands it to the page in the URL fragment.
  app.get('/verify', async (c) => {
    const target = safeRedirect(ctx.config, c.req.query('redirect_to'));
    const type = c.req.query('type') as LinkType | undefined;
    const token = c.req.query('token');
    if (type !== 'recovery' && type !== 'email_change') {
      return redirectError(c, target, 'invalid_request', 'validation_failed', 'Verify requires a verification type');
    }
    if (!token) return redirectError(c, target, 'invalid_request', 'validation_failed', 'Verify requires a token');

    const outcome = await ctx.db.transaction(async (tx) => {
      const column = type === 'recovery' ? 'recovery' : 'email_change';
      const found = await tx.query<{ id: string; new_email: string | null }>(
        `select id, new_email from auth.users
          where ${column}_token = $1 and ${column}_sent_at > now() - make_interval(secs => $2)`,
        [hashToken(token), LINK_TTL_SECONDS],
      );
      const user = found.rows[0];
      if (!user) return { error: 'otp_expired' as const };
      if (type === 'recovery') {
        await tx.query(
          `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
                  last_sign_in_at = now(), updated_at = now() where id = $1`,
          [user.id],
        );
      } else {
        const taken = await tx.query(`select 1 from auth.users where email = $1 and id <> $2`, [
          user.new_email,
          user.id,
        ]);
        if (taken.rows.length > 0 || !user.new_email) return { error: 'email_exists' as const };
        await tx.query(
          `update auth.users set email = new_email, new_email = null, email_change_token = null,
                  email_change_sent_at = null, email_confirmed_at = now(), last_sign_in_at = now(), updated_at = now()
            where id = $1`,
          [user.id],
        );
      }
      const { session, refreshToken } = await createSession(tx, user.id, 'aal1', [amrEntry(type)]);
      return { session: await sessionJson(ctx, tx, session, refreshToken) };
    });

    if ('error' in outcome) {
      if (outcome.error === 'email_exists') {
        return redirectError(
          c,
          target,
          'access_denied',
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      return redirectError(c, target, 'access_denied', 'otp_expired', 'Email link is invalid or has expired');
    }
    const s = outcome.session;
    return c.redirect(
      withFragment(target, {
        access_token: String(s.access_token),
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: String(s.refresh_token),
        token_type: 'bearer',
        type,
      }),
      303,
    );
  });
}
