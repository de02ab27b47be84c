import { createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (refresh tokens, e-mail link tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Opaque tokens are stored only as their SHA-256, so a database dump hands
 * out no usable credential and lookups never compare secrets byte by byte.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
