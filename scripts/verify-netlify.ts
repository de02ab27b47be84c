// `npm run verify:netlify`: the Netlify build of the committed HEAD, run through Netlify's own emulation of its
// request chain (@netlify/dev: edge functions → images → functions with a path → redirects → static files),
// offline. Netlify matches a function's `path` before any redirect rule, so the adapter's catch-all function would
// answer the admin's addresses, the partner links, the old addresses' 301s and the "paket tidak ditemukan" 404
// (scripts/netlify-preview-function.ts confines it to the preview). This checks each of those twice: with the
// function as built, where the rules answer, and with the adapter's `path: '/*'` put back, where the function
// must answer instead, so a change in the emulation's order shows here too. The preview itself is checked
// with an administrator's POST, as the admin sends it. Exits 1 on any difference.
//
// Everything happens in a temporary git worktree with its own local Supabase API (server/cli.ts, fresh seed data
// plus one partner) and its own Astro cache; nothing in this checkout is touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { RedirectsHandler } from '@netlify/redirects';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../server/supabase/config.ts';
import { headersForPath, parseHeadersFile } from '../src/config/security-headers.ts';
import { confineFunctionSource } from './netlify-preview-function.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The site's origin in the emulation: SITE_URL of the build, and the origin of every request. */
const ORIGIN = 'http://localhost:8888';
const PARTNER_CODE = 'cek-netlify';
const PREVIEW_PRICE = 12_345_678;
const PREVIEW_PRICE_TEXT = 'Rp 12.345.678';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-netlify-'));
const wt = path.join(tmp, 'wt');
let server: ChildProcess | null = null;
let dev: NetlifyDev | null = null;

function git(...args: string[]): void {
  const r = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The local Supabase API of the worktree, on its own port and data directory; resolves once it listens. */
async function startApi(port: number): Promise<string> {
  const child = spawn(process.execPath, ['server/cli.ts'], {
    cwd: wt,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(tmp, 'db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API tidak siap dalam 180 s:\n${log}`)), 180_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('siap di')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API berhenti (${code}):\n${log}`));
    });
  });
  return `http://localhost:${port}`;
}

async function stopApi(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function cleanUp(): Promise<void> {
  await dev?.stop().catch(() => undefined);
  dev = null;
  await stopApi();
  process.chdir(root);
  try {
    git('worktree', 'remove', '--force', wt);
  } catch (e) {
    console.error(String(e));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

interface Outcome {
  /** The step of Netlify's chain that answered ("none": no step did, so Netlify serves 404.html). */
  type: string;
  status: number;
  location: string;
  /** For a rewrite answered by a rule: the status the rule gives (the emulation itself answers 200). */
  ruleStatus?: number;
  headers: Headers;
  body: string;
}

interface Check {
  label: string;
  request: () => Request;
  expect: (o: Outcome) => string[];
}

function expectAll(o: Outcome, want: Partial<Record<'type' | 'status' | 'location' | 'ruleStatus', unknown>>) {
  return Object.entries(want)
    .filter(([key, value]) => o[key as keyof Outcome] !== value)
    .map(([key, value]) => `${key} ${JSON.stringify(o[key as keyof Outcome])}, diharapkan ${JSON.stringify(value)}`);
}

function expectBody(o: Outcome, text: string, what: string): string[] {
  return o.body.includes(text) ? [] : [`isi tanpa ${what}`];
}

function expectFile(o: Outcome, file: string): string[] {
  return o.body === fs.readFileSync(path.join(wt, 'dist', file), 'utf8') ? [] : [`isi bukan dist/${file}`];
}

try {
  git('worktree', 'add', '--detach', wt, 'HEAD');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(wt, 'node_modules'));

  const apiUrl = await startApi(await freePort());
  const admin = createClient(apiUrl, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const signIn = await admin.auth.signInWithPassword({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
  if (signIn.error) throw signIn.error;
  const accessToken = signIn.data.session.access_token;
  // The seed has no partner: one active partner gives the build a /m/ link.
  const partner = await admin
    .from('partners')
    .insert({ name: 'Mitra Cek Netlify', whatsapp: '6281234567890', code: PARTNER_CODE });
  if (partner.error) throw partner.error;
  // An umroh package: its old address /umroh/{id} is a 301 in _redirects that must win over netlify.toml's
  // /umroh/* 404 rule.
  const pkg = await admin
    .from('site_packages')
    .select('id, slug, category')
    .eq('status', 'active')
    .eq('category', 'umroh')
    .order('slug')
    .limit(1)
    .single();
  if (pkg.error) throw pkg.error;
  const { id: packageId, slug: packageSlug } = pkg.data as { id: string; slug: string };

  // The variables a Netlify site sets for its builds and its functions alike.
  const siteEnv = {
    VITE_SUPABASE_URL: apiUrl,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    PUBLIC_SUPABASE_URL: apiUrl,
    PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SITE_URL: ORIGIN,
  };
  console.log('Build seperti di Netlify (NETLIFY=true) …');
  const buildLog = path.join(tmp, 'build.log');
  const build = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: wt,
    env: { ...process.env, ...siteEnv, NETLIFY: 'true', ASTRO_CACHE_DIR: path.join(tmp, 'astro-cache') },
    stdio: ['ignore', fs.openSync(buildLog, 'w'), fs.openSync(buildLog, 'a')],
  });
  if (build.status !== 0) {
    throw new Error(`Build gagal:\n${fs.readFileSync(buildLog, 'utf8').split('\n').slice(-40).join('\n')}`);
  }

  // What the emulation would not see must not exist: it runs no edge function (it would start Deno, and
  // download it when missing) and reads neither the adapter's edge functions nor its framework config.
  const edgeFunctions = filesUnder(path.join(wt, '.netlify/v1/edge-functions'));
  if (edgeFunctions.length) throw new Error(`Build kini membuat edge function, yang tidak diemulasi: ${edgeFunctions}`);
  const frameworkConfig = JSON.parse(fs.readFileSync(path.join(wt, '.netlify/v1/config.json'), 'utf8')) as {
    headers?: unknown[];
    redirects?: unknown[];
  };
  if (frameworkConfig.headers?.length || frameworkConfig.redirects?.length) {
    throw new Error(
      `.netlify/v1/config.json kini berisi aturan yang tidak diemulasi: ${JSON.stringify(frameworkConfig)}`,
    );
  }
  // @netlify/dev finds functions only in the site's functions directory, not in the Frameworks API's
  // .netlify/v1/functions where the adapter writes its function (and where Netlify's build finds it).
  if (fs.existsSync(path.join(wt, 'netlify/functions'))) throw new Error('netlify/functions sudah ada');
  fs.symlinkSync('../.netlify/v1/functions', path.join(wt, 'netlify/functions'));

  const functionFile = path.join(wt, '.netlify/v1/functions/ssr/ssr.mjs');
  const confined = fs.readFileSync(functionFile, 'utf8');
  const catchAll = confined.replace(/path: \[[^\]]*\],/, "path: '/*',");
  if (confineFunctionSource(catchAll) !== confined) throw new Error('ssr.mjs tidak seperti yang ditulis build');

  Object.assign(process.env, siteEnv);
  const headerRules = parseHeadersFile(fs.readFileSync(path.join(wt, 'dist/_headers'), 'utf8'));
  // The same rule files Netlify's matcher reads, to name the status of the rule behind a rewrite.
  const rules = new RedirectsHandler({
    configPath: path.join(wt, 'netlify.toml'),
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    projectDir: wt,
    publicDir: path.join(wt, 'dist'),
  });

  const get = (pathname: string) => () => new Request(ORIGIN + pathname);
  const preview = (origin: string | null) => () =>
    new Request(`${ORIGIN}/pratinjau/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      body: new URLSearchParams({
        token: accessToken,
        kind: 'paket',
        id: packageId,
        draft: JSON.stringify({ price_quad: PREVIEW_PRICE }),
      }),
    });
  /** The preview's own headers, and none of `_headers` (Netlify applies those to files only). */
  const previewHeaders = (o: Outcome): string[] => {
    const wrong: string[] = [];
    const own: Record<string, string> = {
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    };
    for (const [name, value] of Object.entries(own)) {
      if (o.headers.get(name) !== value) wrong.push(`${name}: ${o.headers.get(name)}`);
    }
    if (!o.headers.get('content-security-policy')?.startsWith("default-src 'self'")) wrong.push('tanpa CSP');
    const fileRules = headersForPath(headerRules, '/pratinjau/');
    if (o.headers.get('referrer-policy') === fileRules['Referrer-Policy']) wrong.push('_headers ikut diterapkan');
    return wrong;
  };
  /** A file's answer carries the `_headers` rules of its path. */
  const fileHeaders = (o: Outcome, pathname: string): string[] =>
    Object.entries(headersForPath(headerRules, pathname))
      .filter(([name, value]) => o.headers.get(name) !== value)
      .map(([name]) => `_headers ${name} tidak diterapkan`);
  const swallowed = (o: Outcome) =>
    expectAll(o, { type: 'function', status: 404 }).concat(expectBody(o, 'Halaman Tidak Ditemukan', 'halaman 404'));
  const previewChecks = (): Check[] => [
    {
      label: 'GET /pratinjau/',
      request: get('/pratinjau/'),
      expect: (o) =>
        expectAll(o, { type: 'function', status: 401 })
          .concat(expectBody(o, 'Pratinjau tidak dapat dibuka', '"Pratinjau tidak dapat dibuka"'))
          .concat(previewHeaders(o)),
    },
    {
      label: 'POST /pratinjau/ tanpa Origin',
      request: preview(null),
      // Astro refuses a form POST whose Origin is not the request's own.
      expect: (o) => expectAll(o, { type: 'function', status: 403 }),
    },
    {
      label: 'POST /pratinjau/ (admin)',
      request: preview(ORIGIN),
      expect: (o) =>
        expectAll(o, { type: 'function', status: 200 })
          .concat(expectBody(o, PREVIEW_PRICE_TEXT, PREVIEW_PRICE_TEXT))
          .concat(previewHeaders(o)),
    },
  ];
  const common = (): Check[] => [
    {
      label: 'GET /',
      request: get('/'),
      expect: (o) => expectAll(o, { status: 200 }).concat(expectFile(o, 'index.html'), fileHeaders(o, '/')),
    },
    {
      label: 'GET /admin/',
      request: get('/admin/'),
      expect: (o) => expectAll(o, { status: 200 }).concat(expectFile(o, 'admin/index.html')),
    },
  ];
  const variants: { name: string; source: string; checks: Check[] }[] = [
    {
      name: 'terbatas (hasil build)',
      source: confined,
      checks: [
        ...common(),
        {
          label: 'GET /admin/packages/edit/123',
          request: get('/admin/packages/edit/123'),
          expect: (o) => expectAll(o, { type: 'redirect', status: 200 }).concat(expectFile(o, 'admin/index.html')),
        },
        {
          label: 'GET /about',
          request: get('/about'),
          expect: (o) => expectAll(o, { type: 'redirect', status: 301, location: `${ORIGIN}/tentang-kami` }),
        },
        {
          label: `GET /umroh/${packageId}`,
          request: get(`/umroh/${packageId}`),
          expect: (o) => expectAll(o, { type: 'redirect', status: 301, location: `${ORIGIN}/umroh/${packageSlug}` }),
        },
        {
          label: `GET /m/${PARTNER_CODE}`,
          request: get(`/m/${PARTNER_CODE}`),
          expect: (o) => expectAll(o, { type: 'redirect', status: 302, location: `${ORIGIN}/?ref=${PARTNER_CODE}` }),
        },
        {
          label: 'GET /umroh/does-not-exist',
          request: get('/umroh/does-not-exist'),
          expect: (o) =>
            expectAll(o, { type: 'redirect', ruleStatus: 404 })
              .concat(expectFile(o, 'paket-tidak-ditemukan/index.html'))
              .concat(expectBody(o, 'Paket tidak ditemukan', '"Paket tidak ditemukan"')),
        },
        {
          label: 'GET /does-not-exist',
          request: get('/does-not-exist'),
          expect: (o) => expectAll(o, { type: 'none', status: 404 }).concat(expectFile(o, '404.html')),
        },
        ...previewChecks(),
      ],
    },
    {
      name: "tanpa batas (path: '/*')",
      source: catchAll,
      checks: [
        ...common(),
        ...['/admin/packages/edit/123', '/about', `/umroh/${packageId}`, `/m/${PARTNER_CODE}`].map((p) => ({
          label: `GET ${p}`,
          request: get(p),
          expect: swallowed,
        })),
        {
          label: 'GET /umroh/does-not-exist',
          request: get('/umroh/does-not-exist'),
          expect: (o) =>
            swallowed(o).concat(o.body.includes('Paket tidak ditemukan') ? ['isi "Paket tidak ditemukan"'] : []),
        },
        { label: 'GET /does-not-exist', request: get('/does-not-exist'), expect: swallowed },
        ...previewChecks(),
      ],
    },
  ];

  process.chdir(wt);
  const failures: string[] = [];
  for (const variant of variants) {
    fs.writeFileSync(functionFile, variant.source);
    fs.rmSync(path.join(wt, '.netlify/functions-serve'), { recursive: true, force: true });
    dev = new NetlifyDev({
      projectRoot: wt,
      // No site ID and no token: @netlify/config reads netlify.toml offline and nothing calls Netlify's API.
      apiToken: '',
      skipGitignore: true,
      aiGateway: { enabled: false },
      blobs: { enabled: false },
      database: { enabled: false },
      edgeFunctions: { enabled: false },
      // Enabled, it asks a Netlify service where the machine is.
      geolocation: { enabled: false },
    });
    await dev.start();
    console.log(`\nFungsi ${variant.name}:`);
    for (const check of variant.checks) {
      const answer = await dev.handleAndIntrospect(check.request());
      const outcome: Outcome = answer
        ? {
            type: answer.type,
            status: answer.response.status,
            location: answer.response.headers.get('location') ?? '',
            headers: answer.response.headers,
            body: await answer.response.text(),
          }
        : // No step answered: Netlify serves the publish directory's 404.html with 404.
          {
            type: 'none',
            status: 404,
            location: '',
            headers: new Headers(),
            body: fs.readFileSync(path.join(wt, 'dist/404.html'), 'utf8'),
          };
      if (outcome.type === 'redirect' && outcome.status < 300) {
        outcome.ruleStatus = (await rules.match(check.request()))?.statusCode;
      }
      const wrong = check.expect(outcome);
      const title = /<title>([^<]*)<\/title>/.exec(outcome.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
      const rule = outcome.ruleStatus ? ` (aturan ${outcome.ruleStatus})` : '';
      const target = outcome.location ? `→ ${outcome.location.replace(ORIGIN, '')}` : title;
      console.log(
        `  ${wrong.length ? '✗' : '✓'} ${check.label.padEnd(50)} ${outcome.type.padEnd(9)} ${outcome.status}${rule} ${target}`,
      );
      for (const w of wrong) failures.push(`${variant.name}, ${check.label}: ${w}`);
    }
    await dev.stop();
    dev = null;
  }

  if (failures.length) {
    console.error(`\n${failures.length} tidak sesuai:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      '\nSemua sesuai. Catatan: @netlify/dev menjawab rewrite berstatus 404 dengan 200; statusnya dibaca dari aturan.',
    );
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
