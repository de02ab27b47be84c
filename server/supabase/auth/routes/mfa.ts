import type { Hono } from 'hono';
import QRCode from 'qrcode';
import type { ServerContext } from '../../context.ts';
import { clientAddress } from '../../http/claims.ts';
import { readJsonObject, optionalString } from '../body.ts';
import { AuthError, insufficientAal, rateLimited, validationFailed } from '../errors.ts';
import { currentAal, isUuid, requireUser } from '../guard.ts';
import { FailureBackoff } from '../rate-limit.ts';
import { amrEntry, reissueRefreshToken, sessionJson, type AmrEntry } from '../sessions.ts';
import { matchTotp, newTotpSecret } from '../totp.ts';
import { cleanupStaleFactors, hasVerifiedFactor } from '../user-json.ts';

const MAX_ENROLLED_FACTORS = 10;
const CHALLENGE_TTL_SECONDS = 300;
const MAX_FRIENDLY_NAME = 120;
const MAX_ISSUER = 100;

interface FactorSecretRow {
  id: string;
  status: 'verified' | 'unverified';
  secret: string;
  last_totp_step: number | null;
}

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

/** `user@x` stays readable in authenticator apps; everything that could break the URI is escaped. */
const uriPart = (s: string) => encodeURIComponent(s).replace(/%40/g, '@');

export function mfaRoutes(app: Hono, ctx: ServerContext): void {
  // Wrong codes per (factor, client address), with back-off: a password alone must not allow brute-forcing
  // six digits. Never per factor alone: whoever has only the password could then keep the owner's right
  // code refused from everywhere. Past the free codes, each further wrong one closes that pair for 1 s,
  // 2 s, 4 s … (at most the sign-in's longest back-off); the pair is forgotten after the window's quiet.
  const { perEmail, windowMs, maxBackoffMs = 15 * 60_000, clock } = ctx.config.rateLimit;
  const attempts = new FailureBackoff(perEmail, maxBackoffMs, windowMs, clock);

  async function ownFactor(userId: string, factorId: string): Promise<FactorSecretRow> {
    if (!isUuid(factorId)) throw factorNotFound();
    await cleanupStaleFactors(ctx.db, userId);
    const res = await ctx.db.query<FactorSecretRow>(
      `select id, status, secret, last_totp_step from auth.mfa_factors where id = $1 and user_id = $2`,
      [factorId, userId],
    );
    if (!res.rows[0]) throw factorNotFound();
    return res.rows[0];
  }

  app.post('/factors', async (c) => {
    const auth = await requireUser(c, ctx);
    const { user } = auth;
    const body = await readJsonObject(c, ctx.config.maxJsonBody);
    const factorType = optionalString(body, 'factor_type');
    const friendlyName = optionalString(body, 'friendly_name')?.trim() ?? '';
    const issuer = optionalString(body, 'issuer')?.trim() || new URL(ctx.config.siteUrl).hostname;
    if (factorType === 'phone')
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') {
      throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    if (factorType !== 'totp') throw validationFailed('factor_type needs to be totp');
    // The issuer goes into the otpauth:// URI, which must still fit in a QR code; names are only listed.
    if (friendlyName.length > MAX_FRIENDLY_NAME) {
      throw validationFailed(`friendly_name must be at most ${MAX_FRIENDLY_NAME} characters`);
    }
    if (issuer.length > MAX_ISSUER) throw validationFailed(`issuer must be at most ${MAX_ISSUER} characters`);

    if (currentAal(auth) !== 'aal2' && (await hasVerifiedFactor(ctx.db, user.id))) {
      throw insufficientAal(403, 'AAL2 required to enroll a new factor');
    }
    await cleanupStaleFactors(ctx.db, user.id);
    const existing = await ctx.db.query<{ friendly_name: string | null }>(
      `select friendly_name from auth.mfa_factors where user_id = $1`,
      [user.id],
    );
    if (existing.rows.length >= MAX_ENROLLED_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    const nameConflict = () =>
      new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    if (friendlyName && existing.rows.some((r) => r.friendly_name === friendlyName)) throw nameConflict();

    const secret = newTotpSecret();
    const account = user.email ?? user.id;
    const uri = `otpauth://totp/${uriPart(issuer)}:${uriPart(account)}?secret=${secret}&issuer=${uriPart(issuer)}`;
    const qrCode = await QRCode.toString(uri, { type: 'svg' });
    let id: string;
    try {
      const res = await ctx.db.query<{ id: string }>(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning id`,
        [user.id, friendlyName, secret],
      );
      id = res.rows[0].id;
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw nameConflict();
      throw e;
    }
    return c.json({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } });
  });

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await requireUser(c, ctx);
    // auth-js sends its own camelCase params ({factorId}); nothing in the body is needed.
    await readJsonObject(c, ctx.config.maxJsonBody);
    const factor = await ownFactor(user.id, c.req.param('id'));
    await ctx.db.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id]);
    const res = await ctx.db.query<{ id: string; created: number }>(
      `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
       returning id, floor(extract(epoch from created_at))::float8 as created`,
      [factor.id, clientAddress(c)],
    );
    const challenge = res.rows[0];
    return c.json({ id: challenge.id, type: 'totp', expires_at: challenge.created + CHALLENGE_TTL_SECONDS });
  });

  app.post('/factors/:id/verify', async (c) => {
    const auth = await requireUser(c, ctx);
    const { user, session } = auth;
    const body = await readJsonObject(c, ctx.config.maxJsonBody);
    const challengeId = optionalString(body, 'challenge_id') ?? optionalString(body, 'challengeId');
    const code = optionalString(body, 'code');
    if (!challengeId) throw validationFailed('challenge_id is required');
    if (code === undefined) throw validationFailed('code is required');
    if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const factor = await ownFactor(user.id, c.req.param('id'));
    const key = `${factor.id}\n${clientAddress(c)}`;
    const wait = attempts.retryAfterMs(key);
    // During back-off the right code is refused too (unchecked), or the refusal would not slow guessing.
    if (wait > 0) throw rateLimited(wait, 'Too many MFA verification attempts, try again later');
    // Admitted before the code is checked, so concurrent guesses cannot all pass the check above.
    attempts.begin(key);
    let wrongCode = false;

    let outcome;
    try {
      outcome = await ctx.db.transaction(async (tx) => {
        const found = isUuid(challengeId)
          ? await tx.query<{ id: string; expired: boolean }>(
              `select id, created_at < now() - make_interval(secs => $3) as expired
                 from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null`,
              [challengeId, factor.id, CHALLENGE_TTL_SECONDS],
            )
          : { rows: [] };
        const challenge = found.rows[0];
        if (!challenge) {
          return {
            error: new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
          };
        }
        if (challenge.expired) {
          await tx.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
          return {
            error: new AuthError(
              422,
              'mfa_challenge_expired',
              `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new factor.`,
            ),
          };
        }
        // Re-read inside the transaction so two requests cannot both spend the same code.
        const fresh = await tx.query<FactorSecretRow>(
          `select id, status, secret, last_totp_step from auth.mfa_factors where id = $1`,
          [factor.id],
        );
        const step = matchTotp(fresh.rows[0].secret, code, fresh.rows[0].last_totp_step);
        if (step === null) {
          wrongCode = true;
          return { error: new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered') };
        }

        await tx.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
        await tx.query(
          `update auth.mfa_factors set status = 'verified', last_totp_step = $2, updated_at = now() where id = $1`,
          [factor.id, step],
        );
        if (fresh.rows[0].status === 'unverified') {
          // The account now needs two factors: sessions that only ever passed the password are ended.
          await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2`, [
            user.id,
            session.id,
          ]);
        }
        const amr: AmrEntry[] = [...session.amr.filter((a) => a.method !== 'totp'), amrEntry('totp')];
        await tx.query(`update auth.sessions set aal = 'aal2', amr = $2, updated_at = now() where id = $1`, [
          session.id,
          JSON.stringify(amr),
        ]);
        const upgraded = { ...session, aal: 'aal2' as const, amr };
        const refreshToken = await reissueRefreshToken(tx, upgraded);
        return { session: await sessionJson(ctx, tx, upgraded, refreshToken) };
      });
    } finally {
      // Only a wrong code is a failure; the right one clears the pair, anything else (an unknown or
      // expired challenge, a database error) checked no code and leaves the count as it was.
      if (wrongCode) attempts.failed(key);
      else attempts.succeeded(key, outcome !== undefined && !('error' in outcome));
    }
    if ('error' in outcome) throw outcome.error;
    return c.json(outcome.session);
  });

  app.delete('/factors/:id', async (c) => {
    const auth = await requireUser(c, ctx);
    const factor = await ownFactor(auth.user.id, c.req.param('id'));
    if (factor.status === 'verified' && currentAal(auth) !== 'aal2') {
      throw insufficientAal(422, 'AAL2 required to unenroll verified factor');
    }
    await ctx.db.transaction(async (tx) => {
      await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
      const left = await tx.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [
        auth.user.id,
      ]);
      if (left.rows.length === 0) {
        await tx.query(`update auth.sessions set aal = 'aal1', updated_at = now() where user_id = $1`, [auth.user.id]);
      }
    });
    return c.json({ id: factor.id });
  });
}
