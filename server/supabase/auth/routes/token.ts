import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { clientAddress } from '../../http/claims.ts';
import { readJsonObject, optionalString, type JsonObject } from '../body.ts';
import { AuthError, invalidCredentials, rateLimited, validationFailed } from '../errors.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { FailureBackoff } from '../rate-limit.ts';
import { amrEntry, createSession, rotateRefreshToken, sessionJson } from '../sessions.ts';
import { findUserByEmail, normalizeEmail } from '../user-json.ts';
import { randomToken } from '../tokens.ts';

/** Unknown e-mails are checked against this so they take as long as wrong passwords. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()));

/** How long a password check takes here (moving average), to answer as slowly without computing one. */
let typicalCheckMs = 50;

async function checkPassword(password: string, hash: string): Promise<boolean> {
  const started = performance.now();
  const ok = await verifyPassword(password, hash);
  typicalCheckMs = 0.8 * typicalCheckMs + 0.2 * (performance.now() - started);
  return ok;
}

interface SignInLimits {
  /** Failures from one address, whatever the e-mail: one machine guessing many accounts. */
  perAddress: FailureBackoff;
  /** Failures for one e-mail from one address: the e-mail alone is never a key (owner lockout). */
  perEmailAddress: FailureBackoff;
}

function signInLimits(ctx: ServerContext): SignInLimits {
  const { perAddress, perEmail, windowMs, maxBackoffMs = 15 * 60_000, clock } = ctx.config.rateLimit;
  return {
    perAddress: new FailureBackoff(perAddress, maxBackoffMs, windowMs, clock),
    perEmailAddress: new FailureBackoff(perEmail, maxBackoffMs, windowMs, clock),
  };
}

/*
 * Which attempts are checked, and which are refused unseen (README "Security model"):
 *
 * - A closed (e-mail, address) pair refuses every attempt, right or wrong, without looking at the
 *   password: whoever keeps failing for one account from one address is the one slowed down, and a
 *   guess made then reveals nothing. The owner elsewhere is never that pair.
 * - A closed address (many failures, any e-mails: a sprayer, or a neighbour behind the same NAT or
 *   proxy) still checks the password of a pair with nothing on record, so the owner's right password
 *   passes however many failures others made from there. Such a wrong guess is refused (429) and
 *   marks its pair, which from then on is refused unseen while the address stays closed; so a closed
 *   address answers truthfully at most once per account until that pair is forgotten
 *   (`windowMs` of quiet), and the address cannot be used to test passwords at full speed.
 * - Successful credentials clear their pair and are never counted.
 *
 * Hosted GoTrue limits /token per IP whatever the outcome; this keeps that for the guessing pair and
 * narrows it for everyone else sharing the address.
 */
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
  const pairWait = limits.perEmailAddress.retryAfterMs(pairKey);
  const addressWait = limits.perAddress.retryAfterMs(address);
  const addressClosed = addressWait > 0;
  if (pairWait > 0 || (addressClosed && !limits.perEmailAddress.isClean(pairKey))) {
    throw rateLimited(Math.max(pairWait, addressWait));
  }
  // Admitted before the hash is checked (it takes a while): until settled, it counts as a failure.
  limits.perAddress.begin(address);
  limits.perEmailAddress.begin(pairKey);
  let settled = false;
  try {
    const user = await findUserByEmail(ctx.db, emailKey);
    let ok = false;
    if (user?.encrypted_password) ok = await checkPassword(password, user.encrypted_password);
    else if (!addressClosed) await checkPassword(password, await getDummyHash());
    // From a closed address, fresh unknown e-mails would each cost a hash (scrypt: CPU and 16 MB) at
    // full speed; none is computed, and the answer takes as long as one, so timing tells no more.
    else await new Promise((resolve) => setTimeout(resolve, typicalCheckMs));
    if (!user || !user.encrypted_password || !ok) {
      limits.perAddress.failed(address);
      limits.perEmailAddress.failed(pairKey);
      settled = true;
      // A wrong guess from a closed address is refused as if unseen.
      throw addressClosed ? rateLimited(limits.perAddress.retryAfterMs(address)) : invalidCredentials();
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
