// `npm run build`: the hosting build (Netlify). Admin into admin/dist, site into dist/, then the admin
// copied to dist/admin so one publish directory serves both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { confinePreviewFunction } from './netlify-preview-function.ts';

const root = path.resolve(import.meta.dirname, '..');

// A hosted build without its Supabase project would quietly point the admin at its own origin with the
// local demo key (admin/src/env.ts) and bake nothing useful into the site: refuse it, naming what is missing.
const REQUIRED = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY'];
const hosted =
  process.env.NETLIFY === 'true' || (!!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase()));
const missing = REQUIRED.filter((name) => !process.env[name]?.trim());
if (hosted && missing.length) {
  console.error(
    `Build dihentikan: variabel lingkungan ${missing.join(', ')} belum diisi. ` +
      'Isi di Netlify (Site configuration → Environment variables) dengan URL dan anon key proyek Supabase Anda (lihat README, "Deploy").',
  );
  process.exit(1);
}
function run(args: string[], env: Record<string, string> = {}): void {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'admin/vite.config.ts']);
run([path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { ASTRO_TELEMETRY_DISABLED: '1' });
if (process.env.NETLIFY === 'true') confinePreviewFunction(root);
fs.rmSync(path.join(root, 'dist/admin'), { recursive: true, force: true });
fs.cpSync(path.join(root, 'admin/dist'), path.join(root, 'dist/admin'), { recursive: true });
console.log('Build selesai: dist/ (situs) dan dist/admin/ (admin)');
