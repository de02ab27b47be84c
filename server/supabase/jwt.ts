import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface Claims extends JWTPayload {
  role: DbRole;
  sub?: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

export class JwtError extends Error {
  readonly kind: 'invalid' | 'expired';
  constructor(kind: 'invalid' | 'expired', message: string) {
    super(message);
    this.kind = kind;
  }
}

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/** Clock skew PostgREST tolerates on exp/iat/nbf. */
const SKEW_SECONDS = 30;

/**
 * Verified tokens kept so a busy key (the anon key on every page view) is not re-verified by HMAC each time,
 * as PostgREST's JWT cache does. Keyed by the whole token, so a changed byte is a new verification; expiry
 * is still checked on every use.
 */
const CACHE_MAX = 1000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export class JwtService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, Claims>();
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(this.key);
  }

  /** Verifies an HS256 token; `alg: none`, other algorithms, bad signatures and unknown roles are rejected. */
  async verify(token: string): Promise<Claims> {
    const known = this.verified.get(token);
    if (known) {
      this.verified.delete(token);
      if ((known.exp as number) + SKEW_SECONDS <= Math.floor(Date.now() / 1000)) {
        throw new JwtError('expired', 'JWT expired');
      }
      // Most recently used last, so a busy key is the last to be evicted. Deeply frozen: callers share it.
      this.verified.set(token, known);
      return known;
    }
    const claims = await this.verifyFresh(token);
    if (this.verified.size >= CACHE_MAX) this.verified.delete(this.verified.keys().next().value!);
    const frozen = deepFreeze(claims);
    this.verified.set(token, frozen);
    return frozen;
  }

  private async verifyFresh(token: string): Promise<Claims> {
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) {
      const parts = token.split('.').length;
      // Three parts that are not all base64url (an empty signature, a stray quote) are a decoding error, not a count.
      throw new JwtError(
        'invalid',
        parts === 3
          ? 'JWSError (CompactDecodeError Invalid base64url in JWT)'
          : `Expected 3 parts in JWT; got ${parts}`,
      );
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], clockTolerance: SKEW_SECONDS });
      if (typeof payload.role !== 'string' || !ROLES.has(payload.role)) {
        throw new JwtError('invalid', `JWT role "${String(payload.role)}" is not allowed`);
      }
      if (typeof payload.exp !== 'number') throw new JwtError('invalid', 'JWT has no expiry');
      return payload as Claims;
    } catch (e) {
      if (e instanceof JwtError) throw e;
      if (e instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
      throw new JwtError('invalid', 'JWSError JWSInvalidSignature');
    }
  }
}
