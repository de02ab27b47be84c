import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../supabase/config.ts';

export const ADMIN_DIST = path.join(REPO_ROOT, 'admin', 'dist');
const SOURCES = [path.join(REPO_ROOT, 'admin'), path.join(REPO_ROOT, 'domain')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** admin/dist when it holds a build, else null (the static layer then says how to build it). */
export function builtAdminDir(): string | null {
  return fs.existsSync(path.join(ADMIN_DIST, 'index.html')) ? ADMIN_DIST : null;
}

/** True when admin/dist is missing or older than the admin or domain sources. */
export function adminBuildStale(): boolean {
  const index = path.join(ADMIN_DIST, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built);
}

export function buildAdmin(log: (line: string) => void): Promise<void> {
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  log('[admin] membangun admin (vite build)…');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      // Always React's production build: a server started from a test runner inherits NODE_ENV=test, and Vite
      // would then bundle React's development runtime (a third larger) into the admin every later test serves.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build admin gagal (kode ${code})`))));
  });
}
