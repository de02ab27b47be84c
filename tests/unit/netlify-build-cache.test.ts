import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as plugin from '../../netlify/plugins/astro-build-cache/index.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The Netlify build plugin that keeps Astro's build cache (incremental pages, share cards) between builds. */
describe('netlify/plugins/astro-build-cache', () => {
  const saved = process.env.ASTRO_CACHE_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.ASTRO_CACHE_DIR;
    else process.env.ASTRO_CACHE_DIR = saved;
  });

  it('netlify.toml loads it from a folder with its manifest', () => {
    const toml = fs.readFileSync(path.join(root, 'netlify.toml'), 'utf8');
    const pkg = /\[\[plugins\]\]\s*\n\s*package = "([^"]+)"/.exec(toml)?.[1];
    expect(pkg).toBe('./netlify/plugins/astro-build-cache');
    expect(fs.readFileSync(path.join(root, pkg!, 'manifest.yml'), 'utf8')).toMatch(/^name: astro-build-cache$/m);
  });

  it('restores before the build and saves after it the folder Astro uses as its cacheDir', async () => {
    const calls: string[] = [];
    const utils = {
      cache: {
        restore: async (dir: string) => (calls.push(`restore ${dir}`), true),
        save: async (dir: string) => (calls.push(`save ${dir}`), true),
      },
    };
    delete process.env.ASTRO_CACHE_DIR;
    await plugin.onPreBuild({ utils });
    await plugin.onPostBuild({ utils });
    // Astro's default cacheDir (astro.config.mjs sets another only from ASTRO_CACHE_DIR).
    expect(calls).toEqual(['restore node_modules/.astro', 'save node_modules/.astro']);
    process.env.ASTRO_CACHE_DIR = '.astro-cache';
    expect(plugin.cacheDir()).toBe('.astro-cache');
    const config = fs.readFileSync(path.join(root, 'astro.config.mjs'), 'utf8');
    expect(config).toContain('process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR }');
    expect(config).toContain('incrementalBuild: true');
  });
});
