// `npm start`: the whole product on http://localhost:4321 (PORT overrides): local Supabase API,
// the public site built from its data, and the admin under /admin.
import { loadDotEnv } from './lib/dotenv.ts';
loadDotEnv();
const { startProduct } = await import('../server/src/product/index.ts');

const port = Number(process.env.PORT || 4321);
const product = await startProduct({ port }).catch((e: NodeJS.ErrnoException) => {
  // Start-up problems are the operator's to fix: say what and how, without a stack trace.
  const message =
    e.code === 'EADDRINUSE'
      ? `Port ${port} sudah dipakai program lain. Hentikan program itu atau jalankan dengan PORT=<port lain>.`
      : // Some failures (PGlite's file-system errors) are not Error objects and carry no message.
        e?.message || String(e);
  console.error(`\nGagal memulai: ${message}\n`);
  process.exit(1);
});
const { local, server } = product;
const url = server.url;
console.log(`
  Baitullah Travel — produk lengkap berjalan
  Situs publik : ${url}/
  Admin        : ${url}/admin/   (${local.config.adminEmail}${local.adminCreated ? ` / ${local.config.adminPassword}` : ''})
  API Supabase : ${url}  (REST /rest/v1, Auth /auth/v1, Storage /storage/v1)
  Kotak surat  : ${url}/_local/outbox
  Data         : ${local.config.dataDir}${local.fresh ? ' (database baru berisi data contoh)' : ''}
`);
product.firstBuild.then(() => {
  const s = product.builder.state;
  console.log(s.status === 'published' ? `[publish] situs terbit (${s.lastDurationMs} ms)` : `[publish] build gagal: ${s.lastError}`);
});
let stopping = false;
const stop = async () => {
  if (stopping) {
    // A second Ctrl+C does not wait for the running site build.
    product.builder.killBuild();
    process.exit(130);
  }
  stopping = true;
  if (product.builder.busy) console.log('[publish] menunggu build situs selesai… (Ctrl+C lagi untuk menghentikan paksa)');
  await product.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
