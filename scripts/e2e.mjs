// `npm run test:e2e [-- playwright args]`: browser tests against the whole product in Debian Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminBuildStale, buildAdmin } from '../server/product/admin-build.ts';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(`Chromium tidak ditemukan di ${chrome}. Pasang dengan: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}
// Built once here: the two test servers would otherwise both rebuild it at the same time.
if (adminBuildStale()) await buildAdmin(console.log);
fs.mkdirSync('test-results', { recursive: true });
const cli = path.resolve(import.meta.dirname, '../node_modules/@playwright/test/cli.js');
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
