import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../domain/validation.ts';
import { MIN_PASSWORD_LENGTH as LOCAL_AUTH_MIN } from '../../server/supabase/auth/errors.ts';

// One password rule in three places: the admin's form, the local server's GoTrue stand-in, and the project's
// auth configuration (what `supabase config push` and the deploy guide's dashboard step set on hosted).
describe('the minimum password length', () => {
  it('is the same in the admin, the local server and supabase/config.toml', () => {
    const config = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../supabase/config.toml'), 'utf8')) as {
      auth: { minimum_password_length: number };
    };
    expect(config.auth.minimum_password_length).toBe(MIN_PASSWORD_LENGTH);
    expect(LOCAL_AUTH_MIN).toBe(MIN_PASSWORD_LENGTH);
    expect(MIN_PASSWORD_LENGTH).toBeGreaterThanOrEqual(8);
  });

  it('the deploy guide sets it on the hosted project', () => {
    const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/deploy.md'), 'utf8');
    expect(guide).toContain(`minimum password length ${MIN_PASSWORD_LENGTH}`);
  });
});
