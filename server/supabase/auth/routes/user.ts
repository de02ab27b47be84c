import type { Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { readJsonObject, optionalObject, optionalString } from '../body.ts';
import { AuthError, assertStrongPassword, insufficientAal, validationFailed } from '../errors.ts';
import { currentAal, requireUser } from '../guard.ts';
import { sendEmailChangeMail } from '../mail.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { safeRedirect } from '../redirect.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';
import { hashToken, randomToken } from '../tokens.ts';
import { assertUserMetadataSize, mergeMetadata } from '../users.ts';
import { findUserByEmail, hasVerifiedFactor, isValidEmail, loadUserJson, normalizeEmail } from '../user-json.ts';

const SCOPES: ReadonlySet<string> = new Set(['global', 'local', 'others']);

export function userRoutes(app: Hono, ctx: ServerContext): void {
  app.get('/user', async (c) => {
    const { user } = await requireUser(c, ctx);
    return c.json(await loadUserJson(ctx.db, user.id));
  });

  app.put('/user', async (c) => {
    const auth = await requireUser(c, ctx);
    const { user } = auth;
    const body = await readJsonObject(c, ctx.config.maxJsonBody);
    const email = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data');

    const changesCredentials = email !== undefined || password !== undefined;
    if (changesCredentials && currentAal(auth) !== 'aal2' && (await hasVerifiedFactor(ctx.db, user.id))) {
      throw insufficientAal(401, 'AAL2 session is required to update email or password when MFA is enabled.');
    }

    // Validate everything before writing anything.
    // user_metadata is checked on the merged result: small patches must not add up past the cap.
    const newMetadata = data ? mergeMetadata(user.raw_user_meta_data ?? {}, data) : null;
    if (newMetadata) assertUserMetadataSize(newMetadata);
    let newPasswordHash: string | null = null;
    if (password !== undefined) {
      assertStrongPassword(password);
      if (await verifyPassword(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      newPasswordHash = await hashPassword(password);
    }
    let newEmail: string | null = null;
    if (email !== undefined) {
      const normalized = normalizeEmail(email);
      if (!isValidEmail(normalized)) throw validationFailed('Unable to validate email address: invalid format');
      if (normalized !== user.email) {
        const other = await findUserByEmail(ctx.db, normalized);
        if (other && other.id !== user.id) {
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        }
        newEmail = normalized;
      }
    }

    const emailToken = newEmail ? randomToken() : null;
    await ctx.db.transaction(async (tx) => {
      if (newPasswordHash) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          user.id,
          newPasswordHash,
        ]);
        // As GoTrue: a new password signs out every other session.
        await endSessions(tx, user.id, auth.session?.id ?? null, 'others');
      }
      if (newMetadata) {
        await tx.query(`update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`, [
          user.id,
          JSON.stringify(newMetadata),
        ]);
      }
      if (newEmail && emailToken) {
        // Only the new address can confirm; until then the old one keeps signing in.
        await tx.query(
          `update auth.users set new_email = $2, email_change_token = $3, email_change_sent_at = now(), updated_at = now()
            where id = $1`,
          [user.id, newEmail, hashToken(emailToken)],
        );
      }
    });
    if (newEmail && emailToken) {
      sendEmailChangeMail(ctx, {
        oldEmail: user.email ?? '',
        newEmail,
        token: emailToken,
        redirectTo: safeRedirect(ctx.config, c.req.query('redirect_to')),
      });
    }
    return c.json(await loadUserJson(ctx.db, user.id));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!SCOPES.has(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, session } = await requireUser(c, ctx);
    await endSessions(ctx.db, user.id, session?.id ?? null, scope as LogoutScope);
    return c.body(null, 204);
  });
}
