import type { Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { bearerToken } from '../http/claims.ts';
import { JwtError, type Claims } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, type UserRow } from './user-json.ts';

interface Authenticated {
  claims: Claims;
  user: UserRow;
  /** Null only for tokens minted without a session (service scripts); sign-ins always have one. */
  session: SessionRow | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

async function verifyBearer(ctx: ServerContext, token: string): Promise<Claims> {
  try {
    return await ctx.jwt.verify(token);
  } catch (e) {
    if (e instanceof JwtError && e.kind === 'expired') {
      throw new AuthError(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      );
    }
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(e as Error).message}`);
  }
}

/** An `apikey` header, when sent, must be one of ours (as the API gateway checks on hosted Supabase). */
export async function checkApiKey(c: Context, ctx: ServerContext): Promise<void> {
  const apikey = c.req.header('apikey');
  if (!apikey) return;
  try {
    await ctx.jwt.verify(apikey);
  } catch {
    throw new AuthError(401, 'no_authorization', 'Invalid API key');
  }
}

/** The signed-in user behind the Bearer access token, with its live session (GoTrue's requireAuthentication). */
export async function requireUser(c: Context, ctx: ServerContext): Promise<Authenticated> {
  const token = bearerToken(c);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyBearer(ctx, token);
  if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | null = null;
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    session = isUuid(claims.session_id) ? await findSession(ctx.db, claims.session_id) : null;
    if (!session || session.user_id !== user.id) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { claims, user, session };
}

/** The admin API is for the service_role key only (GoTrue's requireAdmin). */
export async function requireServiceRole(c: Context, ctx: ServerContext): Promise<void> {
  const token = bearerToken(c) ?? c.req.header('apikey');
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyBearer(ctx, token);
  if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** The session's assurance level; a session-less token counts as aal1 unless it says otherwise. */
export function currentAal(auth: Authenticated): 'aal1' | 'aal2' {
  return auth.session?.aal ?? (auth.claims.aal === 'aal2' ? 'aal2' : 'aal1');
}
