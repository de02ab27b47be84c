/**
 * The share cards of the many (one per package, one per article) are not pages of the build: each is a file of
 * the card cache (share-card.ts), linked into the site once the build is done (src/integrations/share-card-links.ts).
 * Copied out of Astro's incremental store instead, 2,000 unchanged cards were a third of an incremental build at
 * 1,000 packages + 1,000 articles. As Astro does with a page, a card whose key (what it shows and the site) is
 * unchanged since the last build is not drawn or looked up again: `outputs-<kind>.json` maps each card's path to
 * its key and file.
 */
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileExists, writeAtomic } from './files.ts';
import { shareCardCache } from './share-card.ts';

export interface WantedCard {
  /** Its path on the site: /og/umroh/umroh-hemat-9-hari.jpg. */
  path: string;
  /** What it is drawn from (build-keys.ts pageKey): the same key, the same card. */
  key: string;
  /** Draws the card (or finds it in the cache); resolves to its file. */
  file(): Promise<string>;
}

type Outputs = Record<string, { key: string; file: string }>;

/** A card index (`outputs-<kind>.json`); none yet, or unreadable, is empty. */
async function readOutputs(file: string): Promise<Outputs> {
  return readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Outputs)
    .catch(() => ({}));
}

/** At most this many cards are drawn at once: satori runs on the main thread, sharp beside it. */
const DRAWING = 3;

const LINKS = Symbol.for('umroh.share-card-links');

/** The cards this build links into the site: path → file. The build runs the pages and the hooks in one process. */
export function cardLinks(): Map<string, string> {
  const registry = globalThis as { [LINKS]?: Map<string, string> };
  return (registry[LINKS] ??= new Map());
}

/** Makes every wanted card of one kind ('packages') ready and registers it to be linked at its path. */
export async function publishCards(kind: string, wanted: readonly WantedCard[]): Promise<void> {
  const index = path.join(shareCardCache(), `outputs-${kind}.json`);
  const previous = await readOutputs(index);
  const next: Outputs = {};
  const lanes: Promise<unknown>[] = Array.from({ length: DRAWING }, () => Promise.resolve());
  await Promise.all(
    wanted.map(async (card, i) => {
      const known = previous[card.path];
      let file = known?.key === card.key ? known.file : null;
      if (file && !(await fileExists(file))) file = null;
      if (!file) {
        const job = lanes[i % DRAWING]!.then(() => card.file());
        lanes[i % DRAWING] = job.catch(() => undefined);
        file = await job;
      }
      next[card.path] = { key: card.key, file };
      cardLinks().set(card.path, file);
    }),
  );
  await writeAtomic(index, JSON.stringify(next));
}

/**
 * A card this build did not use is kept until no build has used it for this long. Pages Astro restores from its
 * own store do not ask for their card (an album's, a list's), yet redraw it with the same text the next time
 * they render (at the latest the next day's rebuild); and another build sharing the cache may have drawn a card
 * a moment ago.
 */
export const UNUSED_CARD_KEPT_MS = 7 * 24 * 3600 * 1000;

/**
 * Removes from the card cache the cards that this build did not use and no card index names (a package's card
 * before its title changed, a deleted article's card), and half-written files a killed build left, so the cache,
 * kept between builds locally and on Netlify, does not grow with every edit. A published site keeps its cards:
 * it holds hard links or copies. Returns how many files were removed.
 */
export async function pruneCardCache(used: Iterable<string>, now = Date.now()): Promise<number> {
  const dir = shareCardCache();
  const names = await readdir(dir).catch(() => [] as string[]);
  const keep = new Set([...used].map((file) => path.resolve(file)));
  for (const name of names.filter((n) => /^outputs-.+\.json$/.test(n))) {
    for (const { file } of Object.values(await readOutputs(path.join(dir, name)))) keep.add(path.resolve(file));
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (!/\.(jpg|tmp)$/.test(name) || keep.has(file)) continue;
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < UNUSED_CARD_KEPT_MS) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
