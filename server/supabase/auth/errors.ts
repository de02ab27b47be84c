import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/**
 * A GoTrue error. Rendered in the 2024-01-01 form (`code` is the error code)
 * plus the legacy `error_code`/`msg` fields, so every auth-js version parses it.
 */
export class AuthError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

function errorBody(err: AuthError): Record<string, unknown> {
  return { code: err.code, message: err.message, error_code: err.code, msg: err.message, ...err.extra };
}

export function errorResponse(c: Context, err: AuthError): Response {
  c.header(API_VERSION_HEADER, API_VERSION);
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return c.json(errorBody(err), err.status);
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const insufficientAal = (status: 401 | 403 | 422, message: string) =>
  new AuthError(status, 'insufficient_aal', message);

/** GoTrue's 429, with Retry-After in whole seconds (at least 1). */
export function rateLimited(retryAfterMs: number, message = 'Request rate limit reached'): AuthError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AuthError(429, 'over_request_rate_limit', message, {}, { 'Retry-After': String(seconds) });
}

/** GoTrue's password_min_length, as supabase/config.toml sets it (minimum_password_length). */
export const MIN_PASSWORD_LENGTH = 8;

function weakPassword(): AuthError {
  const message = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'], message } });
}

/** Throws `weak_password` unless the password is long enough. */
export function assertStrongPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword();
}
