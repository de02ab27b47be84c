import type { Context } from 'hono';
import { JwtError, type Claims, type JwtService } from '../jwt.ts';

export class MissingApiKeyError extends Error {
  constructor() {
    super('No API key found in request');
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : header.trim() || null;
}

/**
 * The API key: the `apikey` header, or else the `apikey` URL parameter, which
 * hosted Supabase's gateway accepts too: the site's counting request sends no header but Content-Type, so
 * its cross-origin preflight asks for nothing an API answering `*` might refuse.
 */
function apiKeyOf(c: Context): string | undefined {
  return c.req.header('apikey') || c.req.query('apikey') || undefined;
}

/**
 * Claims of a REST or Storage request: the Authorization bearer when present,
 * otherwise the apikey (ra-supabase sends no Authorization when signed out).
 * Throws JwtError for a forged, malformed or expired token and
 * MissingApiKeyError when neither header nor URL parameter is present.
 */
export async function requestClaims(c: Context, jwt: JwtService): Promise<Claims> {
  const apikey = apiKeyOf(c);
  const bearer = bearerToken(c);
  const apikeyClaims = apikey ? await jwt.verify(apikey) : null;
  if (bearer) return jwt.verify(bearer);
  if (!apikeyClaims) throw new MissingApiKeyError();
  return apikeyClaims;
}

export { JwtError };

/** Headers that name the client's address: trusted only from a gateway, and this server is its own gateway. */
const FORWARDING_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'forwarded']);

/**
 * Lower-cased request headers, for request.headers in SQL. As hosted Supabase's gateway does, the client's
 * address arrives as `x-forwarded-for`: here the socket's address, replacing whatever the client sent, so
 * SQL limits per address (submit_inquiry) cannot be dodged by sending another one.
 */
export function headerRecord(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  c.req.raw.headers.forEach((v, k) => {
    if (k !== 'authorization' && k !== 'apikey' && k !== 'cookie' && !FORWARDING_HEADERS.has(k)) out[k] = v;
  });
  out['x-forwarded-for'] = clientAddress(c);
  return out;
}

/** Client address as seen by the server (the first X-Forwarded-For hop only behind a trusted proxy). */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? c.req.header('x-real-ip') ?? 'local';
}
