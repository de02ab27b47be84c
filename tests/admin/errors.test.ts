import { describe, expect, it } from 'vitest';
import { errorMessage, isNetworkError, NETWORK_MESSAGE, toError } from '../../admin/src/lib/errors.ts';

describe('error messages', () => {
  it('explain an unreachable server in Indonesian', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_MESSAGE);
    // postgrest-js returns fetch failures as an error object
    expect(errorMessage({ message: 'TypeError: Failed to fetch', code: '' })).toBe(NETWORK_MESSAGE);
    expect(errorMessage({ name: 'AuthRetryableFetchError', message: '{}' })).toBe(NETWORK_MESSAGE);
  });
  it("prefer the server's message", () => {
    expect(errorMessage({ message: 'permission denied: only the administrator may insert packages' })).toBe(
      'permission denied: only the administrator may insert packages',
    );
    expect(errorMessage({ message: 'HTTP Error', body: { message: 'duplicate key' } })).toBe('duplicate key');
  });
  it('fall back when there is nothing to say', () => {
    expect(errorMessage(null, 'X')).toBe('X');
    expect(errorMessage({ message: '  ' }, 'Y')).toBe('Y');
  });
  it('prefix the stage of a failure (SPEC §8 Upload error / Database error)', () => {
    expect(toError({ message: 'The resource already exists' }, 'Upload error').message).toBe(
      'Upload error: The resource already exists',
    );
  });
});
