import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { ServerContext } from '../context.ts';
import { AuthError } from './errors.ts';
import { hashToken, randomToken } from './tokens.ts';
import { MAX_USER_METADATA_BYTES, jsonBytes } from './users.ts';
import { findUserById, listFactors, userJson, cleanupStaleFactors, type UserRow } from './user-json.ts';

type Queryable = PGlite | Transaction;

type Aal = 'aal1' | 'aal2';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: Aal;
  amr: AmrEntry[];
}

/**
 * A revoked refresh token may be presented again this long after it was
 * rotated, as long as it is the parent of the live one: a client that lost
 * the refresh response (closed tab, network cut) must not be logged out.
 */
const REFRESH_REUSE_INTERVAL_SECONDS = 10;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function amrEntry(method: string): AmrEntry {
  return { method, timestamp: nowSeconds() };
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | null> {
  const res = await db.query<SessionRow>(`select id, user_id, aal, amr from auth.sessions where id = $1`, [id]);
  return res.rows[0] ?? null;
}

/** Stores a new refresh token for the session; returns the plain token (only its hash is kept). */
async function insertRefreshToken(db: Queryable, session: SessionRow, parentHash: string | null): Promise<string> {
  const token = randomToken();
  await db.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    hashToken(token),
    session.user_id,
    session.id,
    parentHash,
  ]);
  return token;
}

export async function createSession(
  db: Queryable,
  userId: string,
  aal: Aal,
  amr: AmrEntry[],
): Promise<{ session: SessionRow; refreshToken: string }> {
  const res = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, aal, amr) values ($1, $2, $3) returning id, user_id, aal, amr`,
    [userId, aal, JSON.stringify(amr)],
  );
  const session = res.rows[0];
  return { session, refreshToken: await insertRefreshToken(db, session, null) };
}

/** Revokes every live refresh token of the session and hands out a fresh one (after an AAL change). */
export async function reissueRefreshToken(db: Queryable, session: SessionRow): Promise<string> {
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
    [session.id],
  );
  return insertRefreshToken(db, session, null);
}

/**
 * Access-token claims as GoTrue issues them; iat/exp are added when signing. One deliberate
 * difference: user_metadata larger than MAX_USER_METADATA_BYTES (only possible when stored by SQL or
 * before the cap existed) is left out of the token, not copied in as GoTrue would. A token carrying it
 * outgrows header limits (431 from Node at 16 KB of headers, 400 from nginx past 8 KB per line), and
 * then every request of that user fails, signing out included. Nothing here reads user_metadata from
 * the JWT (the admin, RLS and is_admin() use app_metadata and session_id; GET /auth/v1/user still
 * returns the stored metadata in full), and auth-js types the claim as optional.
 */
function accessClaims(ctx: ServerContext, user: UserRow, session: SessionRow): Record<string, unknown> {
  // GoTrue lists the most recent authentication method first; entries are stored oldest first,
  // so reversing before the (stable) sort also orders methods used within the same second.
  const amr = [...session.amr].reverse().sort((a, b) => b.timestamp - a.timestamp);
  const userMetadata = user.raw_user_meta_data ?? {};
  const metadataClaim = jsonBytes(userMetadata) <= MAX_USER_METADATA_BYTES ? { user_metadata: userMetadata } : {};
  return {
    iss: `${ctx.config.siteUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud || 'authenticated',
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    ...metadataClaim,
    role: 'authenticated',
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
}

function expOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  return payload.exp;
}

/** The session response of /token and MFA verify, shaped as GoTrue's. */
export async function sessionJson(
  ctx: ServerContext,
  db: Queryable,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = await findUserById(db, session.user_id);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  await cleanupStaleFactors(db, user.id);
  const factors = await listFactors(db, user.id);
  const expiresIn = ctx.config.jwtExpirySeconds;
  const accessToken = await ctx.jwt.sign(accessClaims(ctx, user, session), expiresIn);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expOf(accessToken),
    refresh_token: refreshToken,
    user: userJson(user, factors),
  };
}

interface RefreshRow {
  id: string;
  token: string;
  session_id: string;
  revoked: boolean;
  reusable: boolean;
}

type RefreshOutcome = { ok: true; session: SessionRow; refreshToken: string } | { ok: false; error: AuthError };

/**
 * Refresh-token rotation. The presented token is revoked and replaced by a
 * child. Presenting a revoked token is taken as theft: the whole session's
 * tokens are revoked (committed) and `refresh_token_already_used` returned,
 * except within the reuse interval for the parent of the live token.
 */
export async function rotateRefreshToken(db: PGlite, presented: string): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const found = await tx.query<RefreshRow>(
      `select id::text, token, session_id, revoked,
              updated_at > now() - make_interval(secs => $2) as reusable
         from auth.refresh_tokens where token = $1`,
      [hashToken(presented), REFRESH_REUSE_INTERVAL_SECONDS],
    );
    const row = found.rows[0];
    if (!row) {
      return {
        ok: false,
        error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    }
    const session = await findSession(tx, row.session_id);
    if (!session) {
      return { ok: false, error: new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found') };
    }
    let current: RefreshRow = row;
    if (row.revoked) {
      const live = await tx.query<RefreshRow>(
        `select id::text, token, session_id, revoked, false as reusable from auth.refresh_tokens
          where session_id = $1 and not revoked and parent = $2 order by id desc limit 1`,
        [session.id, row.token],
      );
      if (!row.reusable || !live.rows[0]) {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
          [session.id],
        );
        return {
          ok: false,
          error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        };
      }
      current = live.rows[0];
    }
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [current.id]);
    await tx.query(`update auth.sessions set updated_at = now() where id = $1`, [session.id]);
    const refreshToken = await insertRefreshToken(tx, session, current.token);
    return { ok: true, session, refreshToken };
  });
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting a session cascades to its refresh tokens, so it can never be refreshed again. */
export async function endSessions(db: Queryable, userId: string, sessionId: string | null, scope: LogoutScope) {
  if (scope === 'global') {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  } else if (scope === 'local') {
    if (sessionId) await db.query(`delete from auth.sessions where id = $1 and user_id = $2`, [sessionId, userId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
      userId,
      sessionId,
    ]);
  }
}
