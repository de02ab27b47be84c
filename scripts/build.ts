// `npm run build`: the hosting build (Netlify). Admin into admin/dist, site into dist/, then the admin
// copied to dist/admin so one publish directory serves both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
function run(args: string[], env: Record<string, string> = {}): void {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'admin/vite.config.ts']);
run([path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { ASTRO_TELEMETRY_DISABLED: '1' });
fs.rmSync(path.join(root, 'dist/admin'), { recursive: true, force: true });
fs.cpSync(path.join(root, 'admin/dist'), path.join(root, 'dist/admin'), { recursive: true });
console.log('Build selesai: dist/ (situs) dan dist/admin/ (admin)');
