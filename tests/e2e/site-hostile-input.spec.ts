// Admin-typed text can never become script. A hostile payload goes into every
// admin-editable text field (found from the schema, so a new column or a new key in page_content is
// covered without touching this file), the site is rebuilt, and every built page is loaded in Chromium
// under the production headers (the build's own _headers, as Netlify sends them): nothing may run, and
// the text must show literally. The spec runs its own product server on a free port with a throw-away
// database, so the other specs' data is untouched.
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { test, expect } from '@playwright/test';
import { startProduct, type Product } from '../../server/product/index.ts';
import { waitForIslands } from './site-helpers.ts';

test.describe.configure({ mode: 'serial' });

// One payload per field, told apart by its marker. It attacks text content, quoted and unquoted attribute
// values, URLs (javascript:) and the old regex externaliser (a literal <script>…</script>); `&lt;` checks
// that entities are shown, not decoded. At most 100 characters: the shortest free-text limit in the schema.
const payload = (n: number) =>
  `ZZ${n}:javascript:__pwn(${n})//<script>__pwn(${n})</script>"><img src=x onerror=__pwn(${n})>'<b>&lt;`;

// Columns that hold HTML on purpose (an article's body): cleaned on an allow-list, so the payload's markup is
// removed rather than shown; its text before the first tag must still read literally, and nothing may run.
const HTML_COLUMNS = new Set(['articles.body']);
const htmlText = (n: number) => payload(n).slice(0, payload(n).indexOf('<'));

interface Field {
  table: string;
  column: string;
  /** Path inside a jsonb value ('' for a text column). */
  key: string;
  row: string;
  n: number;
}

let product: Product;
let origin: string;
let admin: SupabaseClient;
const fields: Field[] = [];
const refused: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  product = await startProduct({
    port: 0,
    dataDir: 'memory://',
    buildAdmin: false,
    autoPublish: false,
    // The pages are what this attacks; the preview renders them with the same components.
    sitePreview: false,
    log: () => {},
  });
  origin = `http://localhost:${product.server.port}`;
  const db = product.local.db;
  admin = createClient(origin, product.local.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await admin.auth.signInWithPassword({
    email: product.local.config.adminEmail,
    password: product.local.config.adminPassword,
  });
  expect(error).toBeNull();

  // Content tables: what visitors may read and the administrator may change.
  const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, null) as data_type
    from pg_class c
    join pg_namespace ns on ns.oid = c.relnamespace and ns.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind in ('r', 'p')
      and a.atttypid in ('text'::regtype, 'character varying'::regtype, 'jsonb'::regtype)
      and has_table_privilege('anon', c.oid, 'SELECT')
      and has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE')
    order by 1, 2`);
  const tables = [...new Set(columns.map((c) => c.table_name))];
  expect(tables).toEqual(
    expect.arrayContaining(['packages', 'page_content', 'features', 'testimonials', 'departures', 'hotels']),
  );

  let n = 0;
  for (const table of tables) {
    const { rows: pk } = await db.query<{ column_name: string }>(
      `select a.attname as column_name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = format('public.%I', $1::text)::regclass and i.indisprimary`,
      [table],
    );
    const key = pk[0]!.column_name;
    const { rows } = await db.query<Record<string, unknown>>(`select * from public.${table} order by ${key}`);
    for (const row of rows) {
      const id = String(row[key]);
      for (const col of columns.filter((c) => c.table_name === table && c.column_name !== key)) {
        if (col.data_type !== 'jsonb') {
          const value = payload(++n);
          const { error: e } = await admin
            .from(table)
            .update({ [col.column_name]: value })
            .eq(key, id);
          if (e) refused.push(`${table}.${col.column_name}: ${e.code} ${e.message}`);
          else fields.push({ table, column: col.column_name, key: '', row: id, n });
          continue;
        }
        // jsonb: every string inside (page_content's keys, itinerary days, lists), one at a time, so a
        // constraint that refuses one of them (an enum-like key) leaves the others in.
        let current = row[col.column_name];
        const leaves: string[][] = [];
        const walk = (v: unknown, at: string[]) => {
          if (typeof v === 'string') leaves.push(at);
          else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, String(i)]));
          else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
        };
        walk(current, []);
        for (const at of leaves) {
          const value = payload(++n);
          const next = structuredClone(current) as Record<string, unknown>;
          let target: Record<string, unknown> = next;
          for (const k of at.slice(0, -1)) target = target[k] as Record<string, unknown>;
          target[at[at.length - 1]!] = value;
          const { error: e } = await admin
            .from(table)
            .update({ [col.column_name]: next })
            .eq(key, id);
          if (e) refused.push(`${table}.${col.column_name}.${at.join('.')}: ${e.code} ${e.message}`);
          else {
            current = next;
            fields.push({ table, column: col.column_name, key: at.join('.'), row: id, n });
          }
        }
      }
    }
  }
  // Refusals are the schema's own checks (slugs, enums, formats): never permission errors.
  for (const r of refused) expect(r).toMatch(/: (23514|22P02|23505|P0001|22023|22001) /);
  await product.builder.request();
  expect(product.builder.state.status, product.builder.state.lastError ?? '').toBe('published');
});

test.afterAll(async () => {
  await product?.stop();
});

/** Every page of the build, as URLs, plus the two not-found answers. */
function pages(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html')) {
        const rel = '/' + path.relative(dir, full).split(path.sep).join('/');
        out.push(rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel);
      }
    }
  };
  walk(dir);
  return [...out.sort(), '/halaman-tidak-ada', '/umroh/paket-tidak-ada'];
}

test('no admin-typed text runs as script on any page under the production CSP, and it reads literally', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const byN = new Map(fields.map((f) => [f.n, f]));
  const label = (f: Field) => `${f.table}.${f.column}${f.key ? '.' + f.key : ''}#${f.row}`;
  const urls = pages(product.builder.state.current!);
  expect(urls.length).toBeGreaterThan(10);

  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(() => {
    const w = window as unknown as { __pwned: number[]; __pwn: (n: number) => void; __csp: string[] };
    w.__pwned = [];
    w.__pwn = (n) => w.__pwned.push(n);
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const full = new Map<number, string[]>(); // marker → pages showing the whole payload
  const problems: string[] = [];

  for (const url of urls) {
    const res = await page.goto(url);
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(csp, `${url} is served with the production CSP`).toMatch(/(^|; )script-src 'self'(;|$)/);
    await waitForIslands(page);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __pwned: number[]; __csp: string[] };
      const strings: string[] = [];
      const collect = (s: string) => {
        const t = s.trim();
        if (/^[[{]/.test(t)) {
          try {
            const walk = (v: unknown): void => {
              if (typeof v === 'string') strings.push(v);
              else if (v && typeof v === 'object') Object.values(v).forEach(walk);
            };
            walk(JSON.parse(t));
            return;
          } catch {
            /* not JSON */
          }
        }
        strings.push(s);
      };
      const handlers: string[] = [];
      const scripts: string[] = [];
      const roots: Node[] = [document];
      while (roots.length) {
        const walker = document.createTreeWalker(roots.pop()!, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
          if (n.nodeType === Node.TEXT_NODE) {
            if (
              n.parentElement?.tagName !== 'SCRIPT' ||
              (n.parentElement as HTMLScriptElement).type === 'application/ld+json'
            )
              collect(n.nodeValue ?? '');
            continue;
          }
          if (n.nodeType !== Node.ELEMENT_NODE) continue;
          const el = n as Element;
          if (el instanceof HTMLTemplateElement) roots.push(el.content);
          if (
            el.tagName === 'SCRIPT' &&
            !(el as HTMLScriptElement).src &&
            (el as HTMLScriptElement).type !== 'application/ld+json'
          )
            scripts.push(el.outerHTML.slice(0, 200));
          for (const a of Array.from(el.attributes)) {
            if (/^on/i.test(a.name)) handlers.push(`${el.tagName.toLowerCase()} ${a.name}=${a.value}`);
            if (/^\s*javascript:/i.test(a.value) && /^(href|src|action|formaction|xlink:href)$/i.test(a.name))
              handlers.push(`${el.tagName.toLowerCase()} ${a.name}=${a.value}`);
            collect(a.value);
          }
        }
      }
      return { strings, handlers, scripts, pwned: w.__pwned, csp: w.__csp };
    });
    if (seen.pwned.length) problems.push(`${url}: ran ${seen.pwned.map((n) => label(byN.get(n)!)).join(', ')}`);
    for (const h of seen.handlers) problems.push(`${url}: event handler or javascript: URL from text: ${h}`);
    for (const s of seen.scripts) problems.push(`${url}: inline script left in the page: ${s}`);
    for (const v of seen.csp.filter((c) => c.startsWith('script-src')))
      problems.push(`${url}: CSP blocked a script (injected markup): ${v}`);
    for (const s of seen.strings) {
      for (const m of s.matchAll(/ZZ(\d+):/g)) {
        const n = Number(m[1]);
        const f = byN.get(n)!;
        const rest = s.slice(m.index);
        if (HTML_COLUMNS.has(`${f.table}.${f.column}`)) {
          if (rest.startsWith(htmlText(n))) full.set(n, [...(full.get(n) ?? []), url]);
          else problems.push(`${url}: ${label(f)} lost its text: ${JSON.stringify(rest.slice(0, 140))}`);
          continue;
        }
        const expected = payload(n);
        if (rest.startsWith(expected)) {
          full.set(n, [...(full.get(n) ?? []), url]);
          continue;
        }
        // Shortened for a card, a meta description or a title: a clean prefix, cut at the end or with an ellipsis.
        let k = 0;
        while (k < expected.length && rest[k] === expected[k]) k++;
        const after = rest.slice(k).trimStart();
        if (!(k >= 8 && (after === '' || after.startsWith('…') || after.startsWith('...')))) {
          problems.push(`${url}: ${label(byN.get(n)!)} is shown altered: ${JSON.stringify(rest.slice(0, 140))}`);
        }
      }
    }
  }
  await context.close();

  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
  // The admin-editable fields are rendered, in full, somewhere on the site.
  const shown = (table: string, column: string, key = '') =>
    fields.filter((f) => f.table === table && f.column === column && f.key === key).some((f) => full.has(f.n));
  expect(shown('page_content', 'content', 'siteName'), 'siteName').toBe(true);
  expect(shown('page_content', 'content', 'siteDescription'), 'siteDescription').toBe(true);
  expect(shown('page_content', 'content', 'description'), 'about description').toBe(true);
  for (const column of ['title', 'tagline', 'description'])
    expect(shown('packages', column), `packages.${column}`).toBe(true);
  // FAQ questions and answers (/faq and the package pages).
  for (const column of ['question', 'answer']) expect(shown('faqs', column), `faqs.${column}`).toBe(true);
  // Hotel names and departure notes (package pages, /jadwal).
  expect(shown('hotels', 'name'), 'hotels.name').toBe(true);
  expect(shown('departures', 'note'), 'departures.note').toBe(true);
  // Articles: their titles, summaries, and the text of their bodies (/artikel and each article).
  for (const column of ['title', 'excerpt', 'body']) expect(shown('articles', column), `articles.${column}`).toBe(true);
  console.log(
    `[hostile input] ${fields.length} fields written, ${[...new Set(fields.filter((f) => full.has(f.n)).map(label))].length} shown in full on ${urls.length} pages; refused by the schema: ${refused.length}`,
  );
});
