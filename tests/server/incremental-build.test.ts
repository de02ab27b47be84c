import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startProduct, type Product } from '../../server/product/index.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../../server/supabase/config.ts';

/**
 * Incremental builds with the real Astro build: after an edit, the edited pages and every page that shows the
 * edited row are rendered again, unchanged pages are copied from the build cache, and a deleted row's pages
 * are gone from the site and from the cache.
 */
describe('incremental site builds', () => {
  let product: Product;
  let tmp: string;
  let admin: SupabaseClient;
  const live = (file: string) => fs.readFileSync(path.join(product.builder.state.current!, file), 'utf8');
  const exists = (file: string) => fs.existsSync(path.join(product.builder.state.current!, file));
  const cached = (file: string) => path.join(tmp, 'site', '.cache', 'dist', file);
  const mtime = (file: string) => fs.statSync(cached(file)).mtimeMs;
  const build = async () => {
    await product.builder.request();
    expect(product.builder.state.status, product.builder.state.lastError ?? '').toBe('published');
  };

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'incremental-build-'));
    product = await startProduct({
      port: 0,
      dataDir: 'memory://',
      buildAdmin: false,
      siteBuildsDir: path.join(tmp, 'site'),
      sitePreview: false,
      autoPublish: false,
      log: () => {},
    });
    await product.firstBuild;
    admin = createClient(product.server.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await admin.auth.signInWithPassword({
      email: DEFAULT_ADMIN_EMAIL,
      password: DEFAULT_ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
  }, 180_000);

  afterAll(async () => {
    await product?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  // The seed's articles recommend umroh-hemat-9-hari (the manasik guide among them).
  const EDITED = 'umroh/umroh-hemat-9-hari/index.html';
  const UNTOUCHED = 'haji/haji-furoda-2027/index.html';

  it('an edited package is fresh on its page, its card, the lists and the articles that recommend it', async () => {
    const { data: pkg } = await admin.from('packages').select('id, title').eq('slug', 'umroh-hemat-9-hari').single();
    const { data: recommending } = await admin
      .from('articles')
      .select('slug')
      .eq('status', 'published')
      .contains('package_ids', [pkg!.id]);
    expect(recommending!.length).toBeGreaterThan(0);
    const articlePage = `artikel/${recommending![0]!.slug}/index.html`;
    const untouchedBefore = mtime(UNTOUCHED);
    const editedBefore = mtime(EDITED);
    const { data: furoda } = await admin.from('packages').select('id').eq('slug', 'haji-furoda-2027').single();
    const furodaId = furoda!.id as string;

    const editedCard = 'og/umroh/umroh-hemat-9-hari.jpg';
    const untouchedCard = 'og/haji/haji-furoda-2027.jpg';
    const cardsBefore = [editedCard, untouchedCard].map((f) =>
      fs.readFileSync(path.join(product.builder.state.current!, f)),
    );
    // The card cache, aged past the time an unused card is kept: after the build, the edited package's old card
    // has left it, and the cards in use are still there.
    const cardDir = path.join(tmp, 'site', '.cache', 'share-cards');
    const cacheFileOf = (siteFile: string) => {
      const { ino } = fs.statSync(path.join(product.builder.state.current!, siteFile));
      return fs.readdirSync(cardDir).find((n) => fs.statSync(path.join(cardDir, n)).ino === ino);
    };
    const oldCard = cacheFileOf(editedCard)!;
    const keptCard = cacheFileOf(untouchedCard)!;
    expect([oldCard, keptCard]).toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.jpg$/)]);
    const longAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    for (const n of fs.readdirSync(cardDir)) fs.utimesSync(path.join(cardDir, n), longAgo, longAgo);
    const title = `Umroh Hemat Segar ${Date.now()}`;
    const { error } = await admin.from('packages').update({ title }).eq('id', pkg!.id);
    expect(error).toBeNull();
    await build();

    for (const file of [EDITED, 'index.html', 'umroh/index.html', articlePage])
      expect(live(file), file).toContain(title);
    expect(live(EDITED)).not.toContain(pkg!.title);
    // The edited page was rendered and stored again; a package page that shows nothing of it was copied.
    expect(mtime(EDITED)).toBeGreaterThan(editedBefore);
    expect(mtime(UNTOUCHED)).toBe(untouchedBefore);
    expect(live(UNTOUCHED)).toContain('Haji Furoda');
    // The copied page got its inline scripts moved out again (from the rewrite cache): CSP script-src 'self'.
    const scripts = [...live(UNTOUCHED).matchAll(/src="\/_astro\/(inline\.[0-9a-f]{12}\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) expect(exists(`_astro/${name}`), name).toBe(true);
    // The share cards are linked from the card cache: the edited package's is a new drawing, the other the same file.
    expect(fs.readFileSync(path.join(product.builder.state.current!, editedCard)).equals(cardsBefore[0]!)).toBe(false);
    expect(fs.readFileSync(path.join(product.builder.state.current!, untouchedCard)).equals(cardsBefore[1]!)).toBe(
      true,
    );
    expect(fs.statSync(path.join(product.builder.state.current!, untouchedCard)).nlink).toBeGreaterThan(1);
    expect(fs.existsSync(path.join(cardDir, oldCard)), 'the old card left the cache').toBe(false);
    expect(cacheFileOf(untouchedCard)).toBe(keptCard);
    expect(cacheFileOf(editedCard)).toMatch(/\.jpg$/);
    // An address by id answers 301 to the package's page.
    expect(live('_redirects')).toContain(`/haji/${furodaId} /haji/haji-furoda-2027 301`);
    // It was recognised as the rewrite kept in Astro's store, without being read again.
    const kept = JSON.parse(
      fs.readFileSync(path.join(tmp, 'site', '.cache', 'external-scripts', 'restored.json'), 'utf8'),
    );
    expect(kept[UNTOUCHED]).toMatchObject({ size: fs.statSync(cached(UNTOUCHED)).size, mtimeMs: mtime(UNTOUCHED) });
  }, 120_000);

  it('a stored page changed behind the cache is rewritten again: no inline script reaches the site', async () => {
    const inline = '<script>window.tersisa = 1</script>';
    const stored = cached(UNTOUCHED);
    const before = fs.statSync(stored);
    fs.writeFileSync(stored, fs.readFileSync(stored, 'utf8').replace('</body>', `${inline}</body>`));
    fs.utimesSync(stored, before.atime, before.mtime);
    await build();
    expect(live(UNTOUCHED)).toContain('Haji Furoda');
    expect(live(UNTOUCHED)).not.toContain(inline);
    expect(live(UNTOUCHED)).not.toMatch(/<script>(?!<\/script>)/);
  }, 120_000);

  it('without the rewrite cache the next build renders every page again, each with its script files', async () => {
    const before = mtime(UNTOUCHED);
    fs.rmSync(path.join(tmp, 'site', '.cache', 'external-scripts'), { recursive: true, force: true });
    await build();
    expect(mtime(UNTOUCHED)).toBeGreaterThan(before);
    const scripts = [...live(UNTOUCHED).matchAll(/src="\/_astro\/(inline\.[0-9a-f]{12}\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) expect(exists(`_astro/${name}`), name).toBe(true);
  }, 120_000);

  it('a site-wide change (the site name) renders every page again', async () => {
    const untouchedBefore = mtime(UNTOUCHED);
    const { data: row } = await admin
      .from('page_content')
      .select('content, updated_at')
      .eq('page_name', 'site-settings')
      .single();
    const siteName = `Travel Segar ${Date.now()}`;
    const { error } = await admin
      .from('page_content')
      .update({ content: { ...(row!.content as object), siteName }, updated_at: row!.updated_at })
      .eq('page_name', 'site-settings');
    expect(error).toBeNull();
    await build();
    expect(live(UNTOUCHED)).toContain(siteName);
    expect(mtime(UNTOUCHED)).toBeGreaterThan(untouchedBefore);
  }, 120_000);

  it('a deleted package and article leave the site, its lists and the cache', async () => {
    const { data: pkg } = await admin.from('packages').select('id, title').eq('slug', 'haji-furoda-2027').single();
    const { data: article } = await admin
      .from('articles')
      .select('id, slug, title')
      .eq('status', 'published')
      .limit(1)
      .single();
    expect(exists(UNTOUCHED)).toBe(true);
    expect((await admin.from('packages').delete().eq('id', pkg!.id)).error).toBeNull();
    expect((await admin.from('articles').delete().eq('id', article!.id)).error).toBeNull();
    await build();

    expect(live('_redirects')).not.toContain(pkg!.id as string);
    expect(exists('og/haji/haji-furoda-2027.jpg')).toBe(false);
    expect(exists(`og/artikel/${article!.slug}.jpg`)).toBe(false);
    for (const file of [UNTOUCHED, `artikel/${article!.slug}/index.html`]) {
      expect(exists(file), file).toBe(false);
      expect(fs.existsSync(cached(file)), `cache: ${file}`).toBe(false);
    }
    for (const file of ['haji/index.html', 'index.html', 'jadwal/index.html'])
      expect(live(file)).not.toContain(pkg!.title);
    expect(live('artikel/index.html')).not.toContain(article!.title);
    expect(live('sitemap.xml')).not.toContain('haji-furoda-2027');
  }, 120_000);
});
