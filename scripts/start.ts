// `npm start`: the whole product on http://localhost:4321 (PORT overrides): local Supabase API,
// the public site built from its data, and the admin under /admin. The database and everything that
// uses it run in a worker thread, so a slow query does not hold up the site and the admin (front.ts).
import { loadDotEnv } from './lib/dotenv.ts';
loadDotEnv();
const { startProductInWorker } = await import('../server/product/front.ts');

const port = Number(process.env.PORT || 4321);
const product = await startProductInWorker({ port }).catch((e: NodeJS.ErrnoException) => {
  // Start-up problems are the operator's to fix: say what and how, without a stack trace.
  const message =
    e.code === 'EADDRINUSE'
      ? `Port ${port} sudah dipakai program lain. Hentikan program itu atau jalankan dengan PORT=<port lain>.`
      : e.message;
  console.error(`\nGagal memulai: ${message}\n`);
  process.exit(1);
});
const { local, url } = product;
console.log(`
  Baitullah Travel — produk lengkap berjalan
  Situs publik : ${url}/
  Admin        : ${url}/admin/   (${local.adminEmail}${local.adminCreated ? ` / ${local.adminPassword}` : ''})
  API Supabase : ${url}  (REST /rest/v1, Auth /auth/v1, Storage /storage/v1)
  Kotak surat  : ${url}/_local/outbox
  Data         : ${local.dataDir}${local.fresh ? ' (database baru berisi data contoh)' : ''}
`);
void product.firstBuild.then((s) => {
  console.log(
    s.status === 'published'
      ? `[publish] situs terbit (${s.lastDurationMs} ms)`
      : `[publish] build gagal: ${s.lastError}`,
  );
});
let stopping = false;
const stop = async () => {
  if (stopping) {
    // A second Ctrl+C does not wait for the running site build: it dies with this process, because
    // build-runner.mjs kills its process group when our end of its stdin closes.
    process.exit(130);
  }
  stopping = true;
  await product.stop(() =>
    console.log('[publish] menunggu build situs selesai… (Ctrl+C lagi untuk menghentikan paksa)'),
  );
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
