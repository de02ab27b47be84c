/**
 * Moves every inline executable <script> element of the built pages into a hashed file under /_astro/,
 * because the production CSP is `script-src 'self'` (src/config/security-headers.ts) and Astro always
 * writes its island bootstrap inline (astro/dist/runtime/server/scripts.js: `getPrescripts`), with no
 * option to emit it as a file. Astro's own `security.csp` would instead put per-page hashes into a
 * `<meta>` policy; a header policy is enforced alongside it, so the header would have to allow inline
 * scripts for the hashes to work, which weakens the one policy we control for every path. Tried with
 * Astro 7.3.5 (`security.csp: true`, this step removed): /umroh/ got a meta policy with 9 script hashes and
 * kept 4 inline scripts; under the header `script-src 'self'` Chromium refused them and the island never
 * hydrated. Its style hashes would also cancel `'unsafe-inline'` for style attributes.
 *
 * The page is parsed with parse5 (the WHATWG parsing algorithm, as the browser does), so only real
 * <script> elements are touched: `<script>` written inside text or an attribute value by an admin is
 * data and never becomes a file. Everything else is copied byte for byte, except attribute values that
 * contain `<` or `>` (Astro leaves them raw, which is valid HTML but bait for any later text-level
 * tool): those are re-serialised with the two characters escaped. JSON-LD and other data blocks stay
 * inline (they never execute).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { copyAtomic, writeAtomic } from '../lib/files.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NS = 'http://www.w3.org/1999/xhtml';
// https://html.spec.whatwg.org/#javascript-mime-type: the script types a browser executes.
const CLASSIC_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

interface Edit {
  start: number;
  end: number;
  text: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name && !a.namespace)?.value;
}

/** 'classic' or 'module' for a script the browser would run from its text, else null. */
function inlineKind(el: Element): 'classic' | 'module' | null {
  if (attr(el, 'src') !== undefined) return null;
  const type = attr(el, 'type');
  const lang = attr(el, 'language');
  const t = (type ?? (lang !== undefined ? `text/${lang}` : '')).trim().toLowerCase();
  if (t === 'module') return 'module';
  return CLASSIC_TYPES.has(t) ? 'classic' : null;
}

function children(node: Node): Node[] {
  const out: Node[] = 'childNodes' in node ? [...node.childNodes] : [];
  // A <template>'s markup lives in its content fragment.
  if ('content' in node && node.content) out.push(...node.content.childNodes);
  return out;
}

/** Rewrites one page; `write` stores a script body and returns its public path. */
export function externalizeScripts(html: string, write: (code: string) => string): string {
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const edits: Edit[] = [];
  const visit = (node: Node): void => {
    if (!('tagName' in node)) {
      for (const child of children(node)) visit(child);
      return;
    }
    const loc = node.sourceCodeLocation;
    if (node.namespaceURI === HTML_NS && node.tagName === 'script' && loc) {
      const kind = inlineKind(node);
      const code = node.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
      // Only a script written out in full (start and end tag in the source) is replaced; an unterminated
      // one cannot come from Astro and is left for the browser to ignore.
      if (kind && code.trim() !== '' && loc.endTag) {
        const src = escapeAttribute(write(code));
        // Classic inline scripts ran during parsing; deferred they keep document order with module scripts.
        const text =
          kind === 'module' ? `<script type="module" src="${src}"></script>` : `<script src="${src}" defer></script>`;
        edits.push({ start: loc.startOffset, end: loc.endOffset, text });
        return;
      }
    }
    if (loc?.attrs) {
      for (const a of node.attrs) {
        const at = loc.attrs[a.prefix ? `${a.prefix}:${a.name}` : a.name] ?? loc.attrs[a.name.toLowerCase()];
        if (!at) continue;
        const raw = html.slice(at.startOffset, at.endOffset);
        const eq = raw.indexOf('=');
        if (eq < 0 || !/[<>]/.test(raw.slice(eq))) continue;
        edits.push({
          start: at.startOffset,
          end: at.endOffset,
          text: `${raw.slice(0, eq).trimEnd()}="${escapeAttribute(a.value)}"`,
        });
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(doc);
  if (!edits.length) return html;
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += html.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + html.slice(at);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/**
 * Rewriting parses every page, which dominates an incremental build of a large site (most pages are copied
 * from Astro's cache unchanged). Two shortcuts keep that work to the pages that changed:
 * - A page Astro renders with a cacheKey is also stored in Astro's incremental cache (`<cacheDir>/dist/<page>`);
 *   its rewrite is written back there, so the next build that copies the page copies it rewritten. That copy is
 *   recognised without reading it: the stored file still has the size and modification time recorded when the
 *   rewrite was written (`restored.json`), and predates this build. Its script files are copied from the cache.
 * - Any other page is looked up by the hash of what Astro wrote: the same page gets the same rewrite by a file
 *   copy, without being parsed again (`index.json`: page hash → the script files its rewrite refers to;
 *   `pages/<hash>.html`: the rewritten page, absent when the rewrite left it as it was).
 * `scripts/<name>` holds the script files.
 */
export function externalScripts(): AstroIntegration {
  let cacheRoot: string | null = null;
  let astroStore: string | null = null;
  let astroManifest: string | null = null;
  let buildStart = 0;
  return {
    name: 'external-inline-scripts',
    hooks: {
      'astro:config:done': ({ config }) => {
        const cacheDir = fileURLToPath(config.cacheDir);
        cacheRoot = path.join(cacheDir, 'external-scripts');
        // Where experimental.incrementalBuild keeps each keyed page it rendered, to copy on later builds, and
        // the manifest that says which.
        astroStore = path.join(cacheDir, 'dist');
        astroManifest = path.join(cacheDir, 'incremental-build.json');
      },
      'astro:build:start': async ({ logger }) => {
        buildStart = Date.now();
        // Astro's store holds rewritten pages that refer to script files kept here: without this cache whole,
        // a copied page would refer to files nobody can write. Then Astro renders every page again.
        if (cacheRoot && astroManifest && !(await RewriteCache.intact(cacheRoot))) {
          await fs.rm(astroManifest, { force: true });
          logger.info('rewrite cache missing or incomplete: every page is rendered again');
        }
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = path.join(root, '_astro');
        await fs.mkdir(assets, { recursive: true });
        const cache = cacheRoot ? await RewriteCache.open(cacheRoot) : null;
        const written = new Set<string>();
        let copied = 0;
        let reused = 0;
        for (const file of await htmlFiles(root)) {
          const page = path.relative(root, file);
          const stored = astroStore ? path.join(astroStore, page) : null;
          const storedStat = stored ? await fs.stat(stored).catch(() => null) : null;
          if (
            storedStat &&
            storedStat.mtimeMs < buildStart &&
            (await cache?.restored(page, storedStat, assets, written))
          ) {
            copied++;
            continue;
          }
          const bytes = await fs.readFile(file);
          const key = createHash('sha256').update(bytes).digest('hex');
          let scripts = await cache?.apply(key, file, assets, written);
          if (scripts) {
            reused++;
          } else {
            const html = bytes.toString('utf8');
            const found = new Map<string, string>();
            const next = externalizeScripts(html, (code) => {
              const name = `inline.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
              found.set(name, code);
              return `/_astro/${name}`;
            });
            for (const [name, code] of found) {
              if (!written.has(name)) await fs.writeFile(path.join(assets, name), code);
              written.add(name);
            }
            if (next !== html) await fs.writeFile(file, next);
            await cache?.store(key, next === html ? null : next, found);
            scripts = [...found.keys()];
          }
          // The page came from (or went into) Astro's store: the store keeps the rewrite for the next copy.
          if (stored && storedStat) await cache?.keepRewritten(page, file, stored, scripts);
        }
        await cache?.close();
        if (written.size) logger.info(`${written.size} inline script(s) moved to /_astro/ for script-src 'self'`);
        if (copied) logger.info(`${copied} page(s) copied already rewritten`);
        if (reused) logger.info(`${reused} page(s) rewritten from the build cache`);
      },
    },
  };
}

/** The rewrites of the previous build (see externalScripts). Entries this build did not use are dropped. */
interface Entry {
  /** The script files the rewrite refers to. */
  scripts: string[];
  /** Whether the rewrite changed the page (then pages/<hash>.html holds it). */
  rewritten: boolean;
}

/** A page of Astro's store whose content is a rewrite this cache wrote there. */
interface Stored {
  size: number;
  mtimeMs: number;
  scripts: string[];
}

class RewriteCache {
  private readonly used: Record<string, Entry> = {};
  private readonly kept: Record<string, Stored> = {};
  private constructor(
    private readonly root: string,
    private readonly previous: Record<string, Entry>,
    private readonly previousKept: Record<string, Stored>,
  ) {}

  static async open(root: string): Promise<RewriteCache> {
    await fs.mkdir(path.join(root, 'pages'), { recursive: true });
    await fs.mkdir(path.join(root, 'scripts'), { recursive: true });
    // A missing index, or one a killed build left unreadable: every page is rewritten again.
    const read = async <T>(name: string): Promise<Record<string, T>> => {
      try {
        const parsed = JSON.parse(await fs.readFile(path.join(root, name), 'utf8')) as unknown;
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, T>) : {};
      } catch {
        return {};
      }
    };
    return new RewriteCache(root, await read<Entry>('index.json'), await read<Stored>('restored.json'));
  }

  /** Whether the index of rewritten stored pages is readable and every script file it names is here. */
  static async intact(root: string): Promise<boolean> {
    try {
      const kept = JSON.parse(await fs.readFile(path.join(root, 'restored.json'), 'utf8')) as Record<string, Stored>;
      const names = new Set(Object.values(kept).flatMap((entry) => entry.scripts));
      for (const name of names) await fs.access(path.join(root, 'scripts', name));
      return true;
    } catch {
      return false;
    }
  }

  /** Puts the script files of a stored page in place when the store still holds this cache's rewrite of it. */
  async restored(page: string, stat: { size: number; mtimeMs: number }, assets: string, written: Set<string>) {
    const entry = this.previousKept[page];
    if (!entry || entry.size !== stat.size || entry.mtimeMs !== stat.mtimeMs || !Array.isArray(entry.scripts)) {
      return false;
    }
    if (!(await this.copyScripts(entry.scripts, assets, written))) return false;
    this.kept[page] = entry;
    return true;
  }

  /** Copies the rewritten page over Astro's stored copy of it and remembers that file as it is now. */
  async keepRewritten(page: string, rewritten: string, stored: string, scripts: string[]): Promise<void> {
    await copyAtomic(rewritten, stored);
    const { size, mtimeMs } = await fs.stat(stored);
    this.kept[page] = { size, mtimeMs, scripts };
  }

  /** Puts the stored rewrite of the page with this hash in place; its script files, or null when there is none. */
  async apply(key: string, file: string, assets: string, written: Set<string>): Promise<string[] | null> {
    const entry = this.previous[key];
    if (!entry || !Array.isArray(entry.scripts)) return null;
    if (!(await this.copyScripts(entry.scripts, assets, written))) return null;
    try {
      // A missing stored page fails the copy: the page is then rewritten again.
      if (entry.rewritten) await fs.copyFile(path.join(this.root, 'pages', `${key}.html`), file);
    } catch {
      return null;
    }
    this.used[key] = entry;
    return entry.scripts;
  }

  private async copyScripts(names: readonly string[], assets: string, written: Set<string>): Promise<boolean> {
    try {
      for (const name of names) {
        if (!written.has(name)) await fs.copyFile(path.join(this.root, 'scripts', name), path.join(assets, name));
        written.add(name);
      }
      return true;
    } catch {
      return false;
    }
  }

  async store(key: string, rewritten: string | null, scripts: Map<string, string>): Promise<void> {
    for (const [name, code] of scripts) await writeAtomic(path.join(this.root, 'scripts', name), code);
    const page = path.join(this.root, 'pages', `${key}.html`);
    if (rewritten === null) await fs.rm(page, { force: true });
    else await writeAtomic(page, rewritten);
    this.used[key] = { scripts: [...scripts.keys()], rewritten: rewritten !== null };
  }

  /** Writes the indexes of what this build used and removes the other pages. */
  async close(): Promise<void> {
    await writeAtomic(path.join(this.root, 'index.json'), JSON.stringify(this.used));
    await writeAtomic(path.join(this.root, 'restored.json'), JSON.stringify(this.kept));
    for (const entry of await fs.readdir(path.join(this.root, 'pages'))) {
      if (!(entry.replace(/\.html$/, '') in this.used))
        await fs.rm(path.join(this.root, 'pages', entry), { force: true });
    }
  }
}
