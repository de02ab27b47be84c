import { errorMessage } from '../lib/errors.ts';

const LOGIN_FALLBACK = 'Email atau password tidak valid';

/** The server's message when there is one, else the fixed sentence. */
export function loginFailureMessage(error: unknown): string {
  return errorMessage(error, LOGIN_FALLBACK);
}
