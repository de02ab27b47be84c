#!/usr/bin/env node
// Thin CLI over the server library: `npm run server` (API only). `npm start` runs the whole product.
import { createLocalSupabase, serve } from './supabase/index.ts';

const local = await createLocalSupabase().catch((e: Error) => {
  // Start-up problems (disk full, a locked or unusable DATA_DIR) are the operator's to fix: no stack trace.
  console.error(`\nGagal memulai: ${e.message}\n`);
  process.exit(1);
});
const port = Number(process.env.PORT || 4321);
const running = await serve(local.app, port, undefined, local.config.jwtSecret);
console.log(`Supabase lokal siap di ${running.url} (REST /rest/v1, Auth /auth/v1, Storage /storage/v1)`);
console.log(`Data: ${local.config.dataDir}${local.fresh ? ' (baru, berisi data contoh)' : ''}`);
console.log(`Admin: ${local.config.adminEmail}${local.adminCreated ? ` / ${local.config.adminPassword}` : ''}`);
const shutdown = async () => {
  await running.stop();
  await local.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
