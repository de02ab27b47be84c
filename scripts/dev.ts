// `npm run dev`: hot-reloading development of the site (Astro dev) and the admin (Vite dev)
// against one local Supabase server. Content changes show on the next page load in Astro dev.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv } from './lib/dotenv.ts';
loadDotEnv();
const { createLocalSupabase, serve } = await import('../server/supabase/index.ts');

const root = path.resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.API_PORT || 54321);
const sitePort = Number(process.env.PORT || 4321);
const adminPort = Number(process.env.ADMIN_PORT || 5173);

// E-mail links point at the API origin, where /auth/v1/verify lives.
const local = await createLocalSupabase({ siteUrl: `http://localhost:${apiPort}` });
const api = await serve(local.app, apiPort, undefined, local.config.jwtSecret);
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  PUBLIC_SUPABASE_URL: api.url,
  PUBLIC_SUPABASE_ANON_KEY: local.config.anonKey,
  SITE_URL: `http://localhost:${sitePort}`,
  VITE_SUPABASE_URL: api.url,
  VITE_SUPABASE_ANON_KEY: local.config.anonKey,
};
const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(sitePort)], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'admin/vite.config.ts', '--port', String(adminPort)],
    { cwd: root, env, stdio: 'inherit' },
  ),
];
console.log(`
  Mode pengembangan
  API Supabase : ${api.url}
  Situs (Astro dev, hot reload) : http://localhost:${sitePort}/
  Admin (Vite dev, hot reload)  : http://localhost:${adminPort}/admin/  (${local.config.adminEmail})
`);
const stop = async () => {
  for (const c of children) c.kill('SIGTERM');
  await api.stop();
  await local.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
