import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { clientAddress } from '../../http/claims.ts';
import { readJsonObject, optionalString, type JsonObject } from '../body.ts';
import { AuthError, invalidCredentials, validationFailed } from '../errors.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { FailureBackoff } from '../rate-limit.ts';
import { amrEntry, createSession, rotateRefreshToken, sessionJson } from '../sessions.ts';
import { findUserByEmail, normalizeEmail } from '../user-json.ts';
import { randomToken } from '../tokens.ts';

/** Unknown e-mails are checked against this so they take as long as wrong passwords. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()));

function rateLimited(retryAfterMs: number): AuthError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AuthError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'Retry-After': String(seconds) },
  );
}

export interface SignInLimits {
  /** Failures from one address, whatever the e-mail: one machine guessing many accounts. */
  perAddress: FailureBackoff;
  /** Failures for one e-mail from one address: the e-mail alone is never a key (owner lockout). */
  perEmailAddress: FailureBackoff;
}

export function signInLimits(ctx: ServerContext): SignInLimits {
  const { perAddress, perEmail, windowMs, maxBackoffMs = 15 * 60_000 } = ctx.config.rateLimit;
  return {
    perAddress: new FailureBackoff(perAddress, maxBackoffMs, windowMs),
    perEmailAddress: new FailureBackoff(perEmail, maxBackoffMs, windowMs),
  };
}

async function passwordGrant(c: Context, ctx: ServerContext, body: JsonObject, limits: SignInLimits) {
  const email = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  if (!email) {
    if (optionalString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('missing email or phone');
  }
  if (!password) throw validationFailed('missing password');

  const address = clientAddress(c);
  const emailKey = normalizeEmail(email);
  const pairKey = `${emailKey}\n${address}`;
  const wait = Math.max(limits.perAddress.retryAfterMs(address), limits.perEmailAddress.retryAfterMs(pairKey));
  if (wait > 0) throw rateLimited(wait);
  // Admitted before the hash is checked (it takes a while): until settled, it counts as a failure.
  limits.perAddress.begin(address);
  limits.perEmailAddress.begin(pairKey);
  let settled = false;
  try {
    const user = await findUserByEmail(ctx.db, emailKey);
    const ok = await verifyPassword(password, user?.encrypted_password ?? (await getDummyHash()));
    if (!user || !user.encrypted_password || !ok) {
      limits.perAddress.failed(address);
      limits.perEmailAddress.failed(pairKey);
      settled = true;
      throw invalidCredentials();
    }
    // The right password clears its own pair; the address keeps its count, or signing in to
    // one's own account would wipe the record of guesses at others.
    limits.perAddress.succeeded(address, false);
    limits.perEmailAddress.succeeded(pairKey, true);
    settled = true;
    return await startSession(ctx, user);
  } finally {
    if (!settled) {
      limits.perAddress.succeeded(address, false);
      limits.perEmailAddress.succeeded(pairKey, false);
    }
  }
}

async function startSession(ctx: ServerContext, user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>) {
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

  return ctx.db.transaction(async (tx) => {
    await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
    const { session, refreshToken } = await createSession(tx, user.id, 'aal1', [amrEntry('password')]);
    return sessionJson(ctx, tx, session, refreshToken);
  });
}

async function refreshGrant(ctx: ServerContext, body: JsonObject) {
  const token = optionalString(body, 'refresh_token');
  if (!token) throw validationFailed('refresh_token required');
  const outcome = await rotateRefreshToken(ctx.db, token);
  if (!outcome.ok) throw outcome.error;
  return sessionJson(ctx, ctx.db, outcome.session, outcome.refreshToken);
}

export function tokenRoutes(app: Hono, ctx: ServerContext): void {
  const limits = signInLimits(ctx);
  // Hashed now, so the first unknown e-mail does not take twice as long as a known one.
  void getDummyHash();
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readJsonObject(c, ctx.config.maxJsonBody);
    if (grant === 'password') return c.json(await passwordGrant(c, ctx, body, limits));
    if (grant === 'refresh_token') return c.json(await refreshGrant(ctx, body));
    throw validationFailed(`unsupported grant_type "${grant ?? ''}"`);
  });
}
