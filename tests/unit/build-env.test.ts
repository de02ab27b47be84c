import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/build.ts');
const FULL = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'anon',
};

/** Runs `npm run build`'s script with only the given environment (plus PATH); the check comes before any build. */
function build(env: Record<string, string>) {
  const r = spawnSync(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: r.status, stderr: r.stderr };
}

describe('scripts/build.ts on Netlify and CI refuses a build without its Supabase project', () => {
  for (const name of Object.keys(FULL)) {
    it(`names ${name} when it is missing on Netlify`, () => {
      const env: Record<string, string> = { ...FULL, NETLIFY: 'true' };
      delete env[name];
      const r = build(env);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(name);
      for (const other of Object.keys(FULL).filter((n) => n !== name)) expect(r.stderr).not.toContain(other);
    });
  }

  it('names every missing variable on CI, and treats a blank value as missing', () => {
    const r = build({ CI: 'true', VITE_SUPABASE_URL: '  ', PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_ANON_KEY belum diisi/);
  });
});
