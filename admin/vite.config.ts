import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The admin is served by the local server under /admin/ on the API's own origin.
// `npm run dev` can still run Vite alone: API calls are then proxied to the local server.
const apiTarget = process.env.ADMIN_DEV_API ?? 'http://localhost:4321';

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // tests/e2e/admin-budget.spec.ts measures what a cold visit to the login page fetches (≤ 250 KB gzip);
    // screens, the frame and the data provider load on demand.
    chunkSizeWarningLimit: 800,
    sourcemap: !!process.env.ADMIN_SOURCEMAP,
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/rest/v1': apiTarget,
      '/auth/v1': apiTarget,
      '/storage/v1': apiTarget,
      '/_local': apiTarget,
    },
  },
});
